import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig, type ResolvedConfig } from '@/config/load-config';
import { defaultRuntimeConfig } from '@/config/runtime-config';
import { fetchCurrentUser } from '@/session/api/user';
import { clearUser, sessionStore, setUser } from '@/session/model/session-store';
import { siteDataQuery } from '@/site/api/site-data';
import { siteStore } from '@/site/model/site-store';
import type { Settings, User } from '@contract';
import { connectPriceFeed, disconnectPriceFeed } from '@/lib/prices/price-socket';
import { priceStore } from '@/lib/prices/price-store';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime/echo';
import { startChatOutbox } from '@/features/chat/api/chat-outbox';
import { instrument } from '@tests/support/instruments';
import { followSession } from './session-lifecycle';
import { queryClient } from './query';

vi.mock('@/lib/realtime/echo', () => ({ connectRealtime: vi.fn(), disconnectRealtime: vi.fn() }));
vi.mock('@/lib/prices/price-socket', () => ({ connectPriceFeed: vi.fn(), disconnectPriceFeed: vi.fn() }));
vi.mock('@/session/api/user', () => ({ fetchCurrentUser: vi.fn() }));
const { stopOutbox } = vi.hoisted(() => ({ stopOutbox: vi.fn() }));
vi.mock('@/features/chat/api/chat-outbox', () => ({
  startChatOutbox: vi.fn(() => stopOutbox),
  wipeChat: vi.fn(),
}));

const config: ResolvedConfig = resolveConfig(
  {
    ...defaultRuntimeConfig,
    pusher: { ...defaultRuntimeConfig.pusher, enabled: true, key: 'k' },
    priceFeed: { ...defaultRuntimeConfig.priceFeed, enabled: true, key: 'p' },
  },
  new URL('https://tenant.example/'),
);
const customer = { id: 1, role: 'customer' } as User;
const admin = { id: 9, role: 'admin' } as User;
/** Lets the config and the on-demand imports resolve. */
const settle = () => vi.dynamicImportSettled();

let stop = () => {};
beforeEach(() => {
  clearUser();
  siteStore.set({ settings: null });
  vi.clearAllMocks();
});
afterEach(() => stop());

describe('the live connections follow the session', () => {
  it('opens both sockets for a signed-in customer, with the runtime config', async () => {
    setUser(customer, 't1');
    stop = followSession(async () => config, queryClient);
    await settle();
    expect(connectRealtime).toHaveBeenCalledWith(config.pusher, { onTerminated: expect.any(Function) });
    // In the task after: at start the two connections do not share one task with the first page.
    expect(connectPriceFeed).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(connectPriceFeed).toHaveBeenCalledWith(config.priceFeed, { onMarkets: expect.any(Function) }),
    );
  });

  it("writes the price feed's market changes into the site data, changing only the instruments named", async () => {
    const open = { state: 'open', next_open: null } as const;
    const assets = [1, 2].map((id) => instrument({ id, symbol: `S${id}`, market: open }));
    queryClient.setQueryData(siteDataQuery().queryKey, { assets, accounts: [], cryptos: [] });
    setUser(customer, 't1');
    stop = followSession(async () => config, queryClient);
    await vi.waitFor(() => expect(connectPriceFeed).toHaveBeenCalled());
    const { onMarkets } = vi.mocked(connectPriceFeed).mock.calls[0]![1]!;
    const closed = { state: 'closed', next_open: '2026-11-29T22:00:00.000Z' } as const;
    onMarkets!([{ id: 2, market: closed }]);
    const after = queryClient.getQueryData(siteDataQuery().queryKey)!.assets;
    expect(after.map((asset) => asset.market)).toEqual([open, closed]);
    expect(after[0]).toBe(assets[0]);
    // The same market again changes nothing, not even the answer's identity.
    const data = queryClient.getQueryData(siteDataQuery().queryKey);
    onMarkets!([{ id: 2, market: { ...closed } }]);
    expect(queryClient.getQueryData(siteDataQuery().queryKey)).toBe(data);
  });

  it('does not open the price feed for a session that ended after Pusher connected', async () => {
    setUser(customer, 't1');
    stop = followSession(async () => config, queryClient);
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    clearUser();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connectPriceFeed).not.toHaveBeenCalled();
  });

  it('opens nothing without a token, and closes both at sign-out or a 401', async () => {
    stop = followSession(async () => config, queryClient);
    await settle();
    expect(connectRealtime).not.toHaveBeenCalled();

    setUser(customer, 't1');
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    vi.mocked(disconnectRealtime).mockClear();
    vi.mocked(disconnectPriceFeed).mockClear();
    priceStore.seed([{ id: 1, price: 1.1 }]);
    clearUser();
    expect(disconnectRealtime).toHaveBeenCalledTimes(1);
    expect(disconnectPriceFeed).toHaveBeenCalledTimes(1);
    // The next person to sign in on this device starts with an empty book and fresh session opens.
    expect(priceStore.get(1)).toBeUndefined();
  });

  it('keeps one connection while the user is refreshed, and a new one for a new token', async () => {
    stop = followSession(async () => config, queryClient);
    setUser(customer, 't1');
    await settle();
    sessionStore.set({ user: { ...customer, balance: 5 } as User, isLoading: false });
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    setUser(customer, 't2');
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(2);
  });

  it('gives admins the Pusher connection but not the price feed', async () => {
    setUser(admin, 't1');
    stop = followSession(async () => config, queryClient);
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    expect(connectPriceFeed).not.toHaveBeenCalled();
  });

  it('opens nothing when the session ended while the config was loading', async () => {
    let arrive: (value: ResolvedConfig) => void = () => {};
    setUser(customer, 't1');
    stop = followSession(() => new Promise((resolve) => (arrive = resolve)), queryClient);
    clearUser();
    arrive(config);
    await settle();
    expect(connectRealtime).not.toHaveBeenCalled();
    expect(connectPriceFeed).not.toHaveBeenCalled();
  });

  it('keeps Pusher closed while the account is blocked, and opens it once the user is let in again', async () => {
    const blocked = { ...customer, status: 'deactivated' } as User;
    setUser(blocked, 't1');
    stop = followSession(async () => config, queryClient);
    await settle();
    expect(connectRealtime).not.toHaveBeenCalled();
    // Prices are not the account's: the feed opens for the session as before.
    await vi.waitFor(() => expect(connectPriceFeed).toHaveBeenCalledTimes(1));

    sessionStore.set({ user: { ...customer, status: 'active' } as User });
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    vi.mocked(disconnectRealtime).mockClear();
    vi.mocked(disconnectPriceFeed).mockClear();

    // One awaiting approval stays connected, where the tenant requires verification too: the chat
    // with support and the news of the approval come that way.
    sessionStore.set({ user: { ...customer, status: 'pending' } as User });
    await settle();
    siteStore.set({ settings: { must_verify_account: true } as Settings });
    await settle();
    expect(disconnectRealtime).not.toHaveBeenCalled();
    expect(connectRealtime).toHaveBeenCalledTimes(1);

    sessionStore.set({ user: { ...customer, status: 'deactivated' } as User });
    expect(disconnectRealtime).toHaveBeenCalledTimes(1);
    expect(disconnectPriceFeed).not.toHaveBeenCalled();
  });

  it('asks for the user when the server terminates the connection, and follows what it says', async () => {
    setUser({ ...customer, status: 'active' } as User, 't1');
    stop = followSession(async () => config, queryClient);
    await settle();
    const { onTerminated } = vi.mocked(connectRealtime).mock.calls[0]![1]!;
    vi.mocked(fetchCurrentUser).mockResolvedValue({ ...customer, status: 'deactivated' } as User);
    onTerminated?.();
    await vi.waitFor(() => expect(disconnectRealtime).toHaveBeenCalled());
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().user?.status).toBe('deactivated');
    expect(connectRealtime).toHaveBeenCalledTimes(1);
  });

  it('runs the chat outbox for each session, and stops it when the session ends', async () => {
    stop = followSession(async () => config, queryClient);
    setUser(customer, 't1');
    await settle();
    expect(startChatOutbox).toHaveBeenCalledTimes(1);
    setUser(customer, 't2');
    await settle();
    expect(stopOutbox).toHaveBeenCalledTimes(1);
    expect(startChatOutbox).toHaveBeenCalledTimes(2);
    clearUser();
    expect(stopOutbox).toHaveBeenCalledTimes(2);
  });
});
