/**
 * The query cache an earlier visit wrote to IndexedDB, restored through the real persister into a
 * real QueryClient: what is off the contract never enters the cache, so no screen can read it.
 * IndexedDB is a map here (Node has none).
 */
import { QueryClient } from '@tanstack/react-query';
import { queryCacheStore } from '@/lib/storage-keys';

const disk = vi.hoisted(() => {
  // The persister is made when persisted-cache.ts loads, and only where IndexedDB exists.
  (globalThis as { indexedDB?: unknown }).indexedDB = {};
  return new Map<string, string>();
});
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: (key: string) => Promise.resolve(disk.get(key)),
  set: (key: string, value: string) => Promise.resolve(void disk.set(key, value)),
  del: (key: string) => Promise.resolve(void disk.delete(key)),
}));

const { restoreQueryCache } = await import('./persisted-cache');

const profile = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  account_id: 'CFD-1',
  phone: null,
  date_of_birth: null,
  address: null,
  country_of_residence: null,
  nationality: null,
};
const steps = { verified: true, funded: false, traded: false, contacted_support: false };

const query = (queryKey: unknown[], data: unknown, state: Record<string, unknown> = {}) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  dehydratedAt: Date.now() - 1000,
  state: { data, status: 'success', dataUpdatedAt: Date.now() - 1000, fetchStatus: 'idle', ...state },
});

function written(queries: unknown[]) {
  disk.set(
    queryCacheStore.key,
    JSON.stringify({
      timestamp: Date.now(),
      buster: __BUILD_ID__,
      clientState: { mutations: [], queries },
    }),
  );
}

async function restored() {
  const client = new QueryClient();
  const stop = await restoreQueryCache(
    client,
    async () => {},
    () => false,
  );
  stop();
  return client;
}

describe('the query cache restored from IndexedDB', () => {
  beforeEach(() => disk.clear());

  it('takes back answers that match the contract', async () => {
    const twoFactor = { enabled: true, recovery_codes_left: 8 };
    const devices = [
      {
        id: 3,
        device_name: 'Chrome on Android',
        kinds: ['support', 'price_alert'],
        created_at: '2026-11-20T09:00:00Z',
        current: true,
      },
    ];
    written([
      query(['account', 'profile'], profile),
      query(['onboarding', 'next-steps'], steps),
      query(['account', 'two-factor'], twoFactor),
      query(['push', 'devices'], devices),
    ]);
    const client = await restored();
    expect(client.getQueryData(['account', 'profile'])).toEqual(profile);
    expect(client.getQueryData(['onboarding', 'next-steps'])).toEqual(steps);
    // Settings' cards, offline too.
    expect(client.getQueryData(['account', 'two-factor'])).toEqual(twoFactor);
    expect(client.getQueryData(['push', 'devices'])).toEqual(devices);
  });

  it('leaves out an answer off the contract, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    written([
      query(['account', 'profile'], { ...profile, email: 42 }),
      query(['onboarding', 'next-steps'], steps),
      query(['trading', 'favourites'], ['<img src=x onerror=alert(1)>']),
    ]);
    const client = await restored();
    expect(client.getQueryData(['account', 'profile'])).toBeUndefined();
    expect(client.getQueryData(['trading', 'favourites'])).toBeUndefined();
    expect(client.getQueryData(['onboarding', 'next-steps'])).toEqual(steps);
    expect(warn).toHaveBeenCalledWith(
      '[query] discarded an invalid restored answer',
      expect.stringContaining('cached.account.profile'),
    );
  });

  it('leaves out a query whose key names no validator, and takes no fetch state from storage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    written([
      query(['nothing', 'known'], { anything: true }),
      query(['onboarding', 'next-steps'], steps, { status: 'error', fetchStatus: 'fetching', error: 'x' }),
    ]);
    const client = await restored();
    expect(client.getQueryData(['nothing', 'known'])).toBeUndefined();
    expect(client.getQueryState(['onboarding', 'next-steps'])).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      error: null,
      data: steps,
    });
  });

  it('restores nothing from a store that holds no query cache at all, and removes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    disk.set(queryCacheStore.key, JSON.stringify({ clientState: 'broken' }));
    const client = await restored();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(disk.has(queryCacheStore.key)).toBe(false);
  });
});
