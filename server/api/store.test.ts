import { describe, expect, it } from 'vitest';
import { buildAssets } from './assets';
import { createBus, type AccessNotice } from './bus';
import { demoSettings, seedDemo } from './seed';
import { LOGIN_LIMITS, LoginThrottle, Store } from './store';

const NOW = Date.UTC(2026, 0, 15, 12);
const demo = { assets: buildAssets(), bulkCustomers: 0 };

function makeStore() {
  const bus = createBus();
  const ended: AccessNotice[] = [];
  bus.onAccess((notice) => {
    if (notice.kind === 'ended') ended.push(notice);
  });
  const store = new Store({ seed: 7, now: () => NOW, settings: demoSettings, bus });
  return { store, ended };
}

/** What the seed made, as plain data (ids, names, times, figures), to compare two tenants by. */
const snapshot = (store: Store) =>
  structuredClone({
    users: store.users(),
    trades: store.state.trades,
    messages: store.state.messages,
    deposits: store.state.deposits,
    next: { user: store.nextId('user'), trade: store.nextId('trade'), message: store.nextId('message') },
  });

describe('the store', () => {
  it('starts empty: the settings it was given and nothing else', () => {
    const { store } = makeStore();
    expect(store.state.settings).toEqual(demoSettings);
    expect(store.users()).toEqual([]);
    expect(store.state.trades).toEqual([]);
    expect(store.state.messages).toEqual([]);
    expect(store.state.licenses.size).toBe(0);
    expect(store.conversation(1)).toEqual([]);
    expect(store.nextId('user')).toBe(1);
    expect(store.nextId('trade')).toBe(1);
  });

  it('holds the demo tenant once seedDemo loads it, conversations indexed', () => {
    const { store } = makeStore();
    seedDemo(store, demo);
    const customer = store.userByEmail('demo@example.com')!;
    expect(customer.id).toBe(1);
    expect(store.userByEmail('admin@example.com')?.role).toBe('admin');
    expect(store.state.trades.filter((trade) => trade.user_id === customer.id)).toHaveLength(6 + 25 + 3 + 6);
    expect(store.conversation(customer.id).length).toBeGreaterThan(0);
    expect(store.nextId('trade')).toBeGreaterThan(1000);
  });

  it('is empty again after reset(), every session ended on the bus, and the same seed makes the same tenant', () => {
    const { store, ended } = makeStore();
    seedDemo(store, demo);
    const first = snapshot(store);
    store.reset();
    seedDemo(store, demo);
    expect(snapshot(store)).toEqual(first);

    const demoId = store.userByEmail('demo@example.com')!.id;
    const token = store.issueToken(demoId);
    store.state.signIns.set(demoId, [
      { at: store.stamp(), user_agent: 'Phone', address: '192.0.2.1', method: 'password', result: 'success' },
    ]);
    store.reset();
    expect(store.users()).toEqual([]);
    expect(store.userForToken(token)).toBeUndefined();
    expect(store.state.signIns.size).toBe(0);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ kind: 'ended', users: [expect.stringMatching(/^1\./)] });
  });

  it('ends the sessions it held when a tenant is loaded in their place', () => {
    const { store, ended } = makeStore();
    seedDemo(store, demo);
    const token = store.issueToken(store.userByEmail('demo@example.com')!.id);
    seedDemo(store, demo);
    expect(store.userForToken(token)).toBeUndefined();
    expect(ended).toHaveLength(1);
  });
});

const { windowMs, failuresPerAccount, failuresPerAddress } = LOGIN_LIMITS;

function setup() {
  let clock = 1_000_000;
  const throttle = new LoginThrottle(() => clock);
  return { throttle, advance: (ms: number) => (clock += ms) };
}

const attempt = (email: string, address = '10.0.0.1') => ({ email, address });

describe('LoginThrottle', () => {
  it('lets an account fail up to its limit, then asks it to wait out the window', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < failuresPerAccount; i += 1) {
      expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
      throttle.fail(attempt('a@example.com'));
    }
    expect(throttle.retryAfter(attempt(' A@Example.com ', '10.9.9.9'))).toBe(windowMs / 1000);
    advance(20_500);
    expect(throttle.retryAfter(attempt('a@example.com'))).toBe(40);
    advance(39_500);
    expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
  });

  it('counts failures per address across accounts', () => {
    const { throttle } = setup();
    for (let i = 0; i < failuresPerAddress; i += 1) throttle.fail(attempt(`user${i}@example.com`));
    expect(throttle.retryAfter(attempt('fresh@example.com'))).toBe(60);
    expect(throttle.retryAfter(attempt('fresh@example.com', '10.0.0.2'))).toBeUndefined();
  });

  it('clears the account on success but keeps the address count', () => {
    const { throttle } = setup();
    for (let i = 0; i < failuresPerAccount - 1; i += 1) throttle.fail(attempt('a@example.com'));
    throttle.succeed(attempt('a@example.com'));
    throttle.fail(attempt('a@example.com'));
    expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
    for (let i = 0; i < failuresPerAddress - failuresPerAccount - 1; i += 1) {
      throttle.fail(attempt(`b${i}@example.com`));
    }
    throttle.succeed(attempt('a@example.com'));
    expect(throttle.retryAfter(attempt('c@example.com'))).toBeUndefined();
    throttle.fail(attempt('c@example.com'));
    expect(throttle.retryAfter(attempt('d@example.com'))).toBe(60);
  });

  it('forgets everything on clear', () => {
    const { throttle } = setup();
    for (let i = 0; i < failuresPerAccount; i += 1) throttle.fail(attempt('a@example.com'));
    throttle.clear();
    expect(throttle.retryAfter(attempt('a@example.com'))).toBeUndefined();
  });
});
