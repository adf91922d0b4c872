import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { api } from './endpoints.ts';
import { instrument } from '@tests/support/instruments';
import {
  accountSummarySchema,
  assetSchema,
  realtimeStatusSchema,
  settingsSchema,
  userSchema,
} from './entities.ts';

const user = {
  id: 1,
  status: 'active',
  role: 'customer',
  balance: 10000,
  credit_balance: 0,
  notifications: [],
  first_name: 'Dana',
  last_name: 'Demo',
  email: 'demo@example.com',
  avatar: null,
  account_id: 'NW-100001',
};

describe('contract schemas', () => {
  it('accept a well-formed user', () => {
    expect(userSchema(user)).not.toBeInstanceOf(type.errors);
  });

  it('reject a user with a wrong type or a missing field', () => {
    expect(userSchema({ ...user, balance: '10000' })).toBeInstanceOf(type.errors);
    const { email: _email, ...noEmail } = user;
    expect(userSchema(noEmail)).toBeInstanceOf(type.errors);
    expect(userSchema({ ...user, role: 'root' })).toBeInstanceOf(type.errors);
  });

  it('only accept a plain hex accent colour, so nothing else reaches CSS', () => {
    const base = { status: 'active', name: 'T', must_verify_account: false };
    expect(settingsSchema({ ...base, accent_color: '#0f766e' })).not.toBeInstanceOf(type.errors);
    expect(settingsSchema({ ...base, accent_color: 'red; background:url(x)' })).toBeInstanceOf(type.errors);
  });

  it('accept both forms of a license answer', () => {
    expect(api.license(true)).toBe(true);
    expect(api.license({ success: false, message: 'Invalid' })).toEqual({
      success: false,
      message: 'Invalid',
    });
    expect(api.license('yes')).toBeInstanceOf(type.errors);
  });
});

describe('instruments', () => {
  const eurusd = instrument({ id: 1, symbol: 'EUR/USD', base_currency: 'EUR', quote_currency: 'USD' });
  const closed = { state: 'closed', next_open: '2026-11-29T22:00:00.000Z' };

  it("accept a broker's terms, and a closed market with or without its next opening", () => {
    expect(assetSchema(eurusd)).toEqual(eurusd);
    expect(assetSchema({ ...eurusd, market: closed })).not.toBeInstanceOf(type.errors);
    expect(assetSchema({ ...eurusd, market: { state: 'closed', next_open: null } })).not.toBeInstanceOf(
      type.errors,
    );
    expect(assetSchema({ ...eurusd, market: { state: 'halted', next_open: null } })).not.toBeInstanceOf(
      type.errors,
    );
    const { base_currency: _none, ...index } = eurusd;
    expect(assetSchema({ ...index, trading_hours: [] })).not.toBeInstanceOf(type.errors);
  });

  it.each([
    ['no contract size', { contract_size: undefined }],
    ['a contract size of 0', { contract_size: 0 }],
    ['a negative minimum volume', { min_volume: -1000 }],
    ['a minimum above the maximum', { min_volume: 20_000_000 }],
    ['an ask below its bid', { bid: 1.1, ask: 1.09 }],
    ['no bid', { bid: undefined }],
    ['a step of 0', { volume_step: 0 }],
    ['no pip size', { pip_size: undefined }],
    ['a negative pip size', { pip_size: -0.0001 }],
    ['a leverage below 1', { max_leverage: 0 }],
    ['a fractional leverage', { max_leverage: 1.5 }],
    ['a base currency in lower case', { base_currency: 'eur' }],
    ['a base currency of markup', { base_currency: '<b>' }],
    ['no trading hours', { trading_hours: undefined }],
    ['a day 7', { trading_hours: [{ day: 7, open: '22:00', close: '22:00' }] }],
    ['a time of 24:00', { trading_hours: [{ day: 1, open: '08:00', close: '24:00' }] }],
    ['a time with seconds', { trading_hours: [{ day: 1, open: '08:00:00', close: '16:00' }] }],
    [
      'markup for a time',
      { trading_hours: [{ day: 1, open: '<img src=x onerror=alert(1)>', close: '16:00' }] },
    ],
    ['no market', { market: undefined }],
    ['an unknown market state', { market: { state: 'paused', next_open: null } }],
    ['an open market with an opening time', { market: { ...closed, state: 'open' } }],
    ['an opening date without a time', { market: { state: 'closed', next_open: '2026-11-29' } }],
    ['an opening on no calendar day', { market: { state: 'closed', next_open: '2026-02-30T22:00:00Z' } }],
    ['an opening of words', { market: { state: 'closed', next_open: 'Monday' } }],
  ])('reject an instrument with %s', (_what, change) => {
    expect(assetSchema({ ...eurusd, ...change })).toBeInstanceOf(type.errors);
  });
});

describe('client-side entity schemas', () => {
  it('describe an account summary, with null margin level meaning no margin in use', () => {
    const summary = {
      balance: 1,
      credit: 0,
      equity: 1,
      margin: 0,
      marginLevel: null,
      freeMargin: 1,
      pnl: 0,
      lifetimePnl: 0,
    };
    expect(accountSummarySchema(summary)).toEqual(summary);
    expect(accountSummarySchema({ ...summary, margin: -1 })).toBeInstanceOf(type.errors);
  });

  it('require the error message of a failed realtime connection', () => {
    expect(realtimeStatusSchema({ state: 'connected' })).toEqual({ state: 'connected' });
    expect(realtimeStatusSchema({ state: 'failed', error: 'Connection failed' })).toEqual({
      state: 'failed',
      error: 'Connection failed',
    });
    expect(realtimeStatusSchema({ state: 'failed' })).toBeInstanceOf(type.errors);
  });
});
