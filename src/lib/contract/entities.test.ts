import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { api } from './endpoints';
import { accountSummarySchema, realtimeStatusSchema, settingsSchema, userSchema } from './entities';

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
