import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resolveConfig, type ResolvedConfig } from '@/config/load-config';
import { defaultRuntimeConfig } from '@/config/runtime-config';
import { logout } from '@/features/auth/api/logout';
import { wipeChatStorage } from '@/features/chat/model/chat-storage';
import { clearUser, sessionStore, setUser } from '@/session/model/session-store';
import { siteDataQuery } from '@/site/api/site-data';
import { siteStore } from '@/site/model/site-store';
import type { Settings, User } from '@contract';
import { configureApiClient } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import type * as ChatStorageModule from '@/features/chat/model/chat-storage';
import { connectPriceFeed, disconnectPriceFeed } from '@/lib/prices/price-socket';
import { priceStore } from '@/lib/prices/price-store';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime/echo';
import { channelSubscribed } from '@/lib/realtime/registry';
import { realtimeStatusStore, setRealtimeStatus, setSubscription } from '@/lib/realtime/status-store';
import { startChatOutbox, wipeChat } from '@/features/chat/api/chat-outbox';
import { instrument } from '@tests/support/instruments';
import { createSession, phaseOf, POST_LOGIN_FETCH_DELAY_MS, type Session } from './session-machine';
import { queryClient } from './query';

vi.mock('@/lib/realtime/echo', () => ({ connectRealtime: vi.fn(), disconnectRealtime: vi.fn() }));
vi.mock('@/lib/prices/price-socket', () => ({ connectPriceFeed: vi.fn(), disconnectPriceFeed: vi.fn() }));
vi.mock('@/features/auth/api/logout', () => ({ logout: vi.fn(async () => undefined) }));
// The tenant's settings are the site's, not the session's: asked for, never answered here.
vi.mock('@/site/api/settings', () => ({ fetchSettings: vi.fn(() => new Promise(() => {})) }));
// GET /user answers what `fetchUser` says; every other call goes through as it would.
const { fetchUser } = vi.hoisted(() => ({ fetchUser: vi.fn<() => Promise<User>>() }));
vi.mock('@/lib/api', async (original) => {
  const actual = await original<typeof ApiModule>();
  return {
    ...actual,
    configureApiClient: vi.fn(),
    request: async (...args: Parameters<typeof actual.request>) =>
      args[1] === '/user' ? { data: await fetchUser() } : actual.request(...args),
  };
});
vi.mock('@/features/chat/model/chat-storage', async (original) => ({
  ...(await original<typeof ChatStorageModule>()),
  wipeChatStorage: vi.fn(async () => undefined),
}));
const { stopOutbox } = vi.hoisted(() => ({ stopOutbox: vi.fn() }));
vi.mock('@/features/chat/api/chat-outbox', () => ({
  startChatOutbox: vi.fn(() => stopOutbox),
  wipeChat: vi.fn(async () => undefined),
}));

const config: ResolvedConfig = resolveConfig(
  {
    ...defaultRuntimeConfig,
    pusher: { ...defaultRuntimeConfig.pusher, enabled: true, key: 'k' },
    priceFeed: { ...defaultRuntimeConfig.priceFeed, enabled: true, key: 'p' },
  },
  new URL('https://tenant.example/'),
);
const customer = { id: 1, role: 'customer', status: 'active' } as User;
const admin = { id: 9, role: 'admin', status: 'active' } as User;
/** Lets the config and the on-demand imports resolve. */
const settle = () => vi.dynamicImportSettled();

let machine: Session | null = null;
const loadQueryClient = async () => queryClient;
const navigateHome = vi.fn();
/** A started machine, as src/start.tsx makes one; `loadConfig` by default answers at once. */
async function started(loadConfig: () => Promise<ResolvedConfig> = async () => config) {
  machine = createSession({ loadQueryClient, loadConfig, navigateHome });
  await machine.start();
  return machine;
}
/** Starts one without waiting for the restore to end. */
function starting(loadConfig: () => Promise<ResolvedConfig> = async () => config) {
  machine = createSession({ loadQueryClient, loadConfig, navigateHome });
  return { session: machine, done: machine.start() };
}
const stop = () => machine?.stop();
const phase = () => machine!.phase.get().phase;

beforeEach(() => {
  clearUser();
  siteStore.set({ settings: null });
  queryClient.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  stop();
  machine = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the phase', () => {
  const base = { restoring: false, signingOut: false, token: 't', user: customer, mustVerify: false };
  it('is restoring while the device is read, and signing out while the session is wiped', () => {
    expect(phaseOf({ ...base, restoring: true })).toEqual({ name: 'restoring' });
    expect(phaseOf({ ...base, signingOut: true, token: null })).toEqual({ name: 'signing-out' });
  });

  it('is signed in with the access the gate gives, and signed out without a token', () => {
    expect(phaseOf(base)).toEqual({ name: 'signed-in', token: 't', access: 'let-in' });
    const pending = { ...customer, status: 'pending' } as User;
    expect(phaseOf({ ...base, user: pending })).toMatchObject({ access: 'let-in' });
    expect(phaseOf({ ...base, user: pending, mustVerify: true })).toMatchObject({ access: 'pending' });
    const deactivated = { ...customer, status: 'deactivated' } as User;
    expect(phaseOf({ ...base, user: deactivated })).toMatchObject({ access: 'deactivated' });
    expect(phaseOf({ ...base, token: null })).toEqual({ name: 'signed-out' });
  });
});

describe('the transitions', () => {
  it('goes from restoring to signed in with what the device remembers, opening the connections then', async () => {
    setUser(customer, 't1');
    const { session, done } = starting();
    expect(session.phase.get().phase).toEqual({ name: 'restoring' });
    expect(connectRealtime).not.toHaveBeenCalled();
    await done;
    expect(phase()).toEqual({ name: 'signed-in', token: 't1', access: 'let-in' });
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
  });

  it('a sign-out during restoring ends signed out, keeps nothing restored and opens nothing', async () => {
    setUser(customer, 't1');
    queryClient.setQueryData(siteDataQuery().queryKey, { assets: [], accounts: [], cryptos: [] });
    const { session, done } = starting();
    await session.signOut({ revoke: true });
    await done;
    await settle();
    expect(phase()).toEqual({ name: 'signed-out' });
    expect(sessionStore.get().token).toBeNull();
    expect(queryClient.getQueryData(siteDataQuery().queryKey)).toBeUndefined();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(wipeChatStorage).toHaveBeenCalled();
    expect(connectRealtime).not.toHaveBeenCalled();
    expect(connectPriceFeed).not.toHaveBeenCalled();
  });

  it('a 401 while signed in signs out, says why, closes the connections and goes home', async () => {
    vi.stubGlobal('window', {
      location: { pathname: '/main/dashboard' },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    setUser(customer, 't1');
    await started();
    await vi.waitFor(() => expect(connectPriceFeed).toHaveBeenCalled());
    await vi.waitFor(() => expect(startChatOutbox).toHaveBeenCalled());
    const { onUnauthorized } = vi.mocked(configureApiClient).mock.calls[0]![0];
    priceStore.seed([{ id: 1, price: 1.1, bid: 1.1, ask: 1.1 }]);
    onUnauthorized!('password_changed');
    expect(phase()).toEqual({ name: 'signing-out' });
    await vi.waitFor(() => expect(navigateHome).toHaveBeenCalledTimes(1));
    expect(phase()).toEqual({ name: 'signed-out' });
    expect(sessionStore.get().token).toBeNull();
    expect(disconnectRealtime).toHaveBeenCalled();
    expect(disconnectPriceFeed).toHaveBeenCalled();
    expect(stopOutbox).toHaveBeenCalled();
    expect(wipeChat).toHaveBeenCalled();
    expect(priceStore.get(1)).toBeUndefined();
    // A 401 revokes nothing: the server ended the token already.
    expect(logout).not.toHaveBeenCalled();
  });

  it('blocked (pending) → let in after approval, the Pusher connection kept throughout', async () => {
    siteStore.set({ settings: { must_verify_account: true } as Settings });
    setUser({ ...customer, status: 'pending' } as User, 't1');
    await started();
    expect(phase()).toEqual({ name: 'signed-in', token: 't1', access: 'pending' });
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    sessionStore.set({ user: { ...customer, status: 'active' } as User });
    expect(phase()).toEqual({ name: 'signed-in', token: 't1', access: 'let-in' });
    await settle();
    expect(disconnectRealtime).not.toHaveBeenCalled();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
  });

  it('blocked (deactivated) → let in: Pusher opens once the user read again is active', async () => {
    setUser({ ...customer, status: 'deactivated' } as User, 't1');
    await started();
    expect(phase()).toMatchObject({ access: 'deactivated' });
    await settle();
    expect(connectRealtime).not.toHaveBeenCalled();
    sessionStore.set({ user: customer });
    expect(phase()).toMatchObject({ access: 'let-in' });
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
  });
});

describe('the post-login fetch', () => {
  beforeEach(() => {
    vi.mocked(fetchUser).mockResolvedValue(customer);
    vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue(undefined);
  });
  /** The live connection has failed: nothing is on its way that the user's read would wait for. */
  const withoutLiveConnection = () => setRealtimeStatus({ state: 'disconnected' });
  /** A channel's subscription succeeded, as the connection (lib/realtime/echo.ts) says it. */
  const subscribed = (channel: string) => {
    setSubscription(channel, { state: 'subscribed' });
    channelSubscribed(channel);
    onTestFinished(() => setSubscription(channel, undefined));
  };

  it('reads the user, then the site data, 100 ms after arriving, once per token', async () => {
    setUser(customer, 't1');
    const session = await started();
    withoutLiveConnection();
    vi.useFakeTimers();
    session.arrivedAt('/main/dashboard');
    await vi.advanceTimersByTimeAsync(POST_LOGIN_FETCH_DELAY_MS - 1);
    expect(fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(queryClient.fetchQuery).toHaveBeenCalledTimes(1));
    expect(fetchUser).toHaveBeenCalledTimes(1);
    const userAt = vi.mocked(fetchUser).mock.invocationCallOrder[0]!;
    const dataAt = vi.mocked(queryClient.fetchQuery).mock.invocationCallOrder[0]!;
    expect(userAt).toBeLessThan(dataAt);
    expect(vi.mocked(queryClient.fetchQuery).mock.calls[0]![0]).toMatchObject({
      queryKey: siteDataQuery().queryKey,
    });
    // Other screens of the same session ask nothing more.
    session.arrivedAt('/trading');
    session.arrivedAt('/main/chat');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(queryClient.fetchQuery).toHaveBeenCalledTimes(1);
  });

  it('waits for a non-public route, and runs again for the next token', async () => {
    setUser(customer, 't1');
    const session = await started();
    withoutLiveConnection();
    vi.useFakeTimers();
    session.arrivedAt('/login');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchUser).not.toHaveBeenCalled();
    // Left within 100 ms: not yet.
    const cancel = session.arrivedAt('/main/dashboard');
    cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchUser).not.toHaveBeenCalled();
    session.arrivedAt('/main/dashboard');
    await vi.advanceTimersByTimeAsync(POST_LOGIN_FETCH_DELAY_MS);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    clearUser();
    setUser(customer, 't2');
    withoutLiveConnection();
    session.arrivedAt('/main/dashboard');
    await vi.advanceTimersByTimeAsync(POST_LOGIN_FETCH_DELAY_MS);
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });
  it("reads the user once the user's two channels are followed: their catch-ups meanwhile leave it to that read", async () => {
    // A user of this test alone: a channel subscribed once stays followed.
    const user = { ...customer, id: 41 };
    vi.mocked(fetchUser).mockResolvedValue(user);
    setUser(user, 't1');
    const session = await started();
    expect(realtimeStatusStore.get().status.state).toBe('connecting');
    vi.useFakeTimers();
    session.arrivedAt('/main/dashboard');
    await vi.advanceTimersByTimeAsync(POST_LOGIN_FETCH_DELAY_MS);
    await settle();
    // The channels' catch-ups (live-user.ts) ask this, and leave the user to the read still to come.
    expect(session.userReadComing()).toBe(true);
    subscribed('user.41');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUser).not.toHaveBeenCalled();
    subscribed('notification.41');
    await vi.waitFor(() => expect(fetchUser).toHaveBeenCalledTimes(1));
    expect(session.userReadComing()).toBe(false);
    await vi.waitFor(() => expect(queryClient.fetchQuery).toHaveBeenCalledTimes(1));
  });
});

describe('the live connections follow the session', () => {
  it('opens both sockets for a signed-in customer, with the runtime config', async () => {
    setUser(customer, 't1');
    await started();
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
    await started();
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
    await started();
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    clearUser();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connectPriceFeed).not.toHaveBeenCalled();
  });

  it('opens nothing without a token, and closes both at sign-out or a 401', async () => {
    await started();
    await settle();
    expect(connectRealtime).not.toHaveBeenCalled();

    setUser(customer, 't1');
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    vi.mocked(disconnectRealtime).mockClear();
    vi.mocked(disconnectPriceFeed).mockClear();
    priceStore.seed([{ id: 1, price: 1.1, bid: 1.1, ask: 1.1 }]);
    clearUser();
    expect(disconnectRealtime).toHaveBeenCalledTimes(1);
    expect(disconnectPriceFeed).toHaveBeenCalledTimes(1);
    // The next person to sign in on this device starts with an empty book and fresh session opens.
    expect(priceStore.get(1)).toBeUndefined();
  });

  it('keeps one connection while the user is refreshed, and a new one for a new token', async () => {
    await started();
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
    await started();
    await settle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);
    expect(connectPriceFeed).not.toHaveBeenCalled();
  });

  it('opens nothing when the session ended while the config was loading', async () => {
    let arrive: (value: ResolvedConfig) => void = () => {};
    setUser(customer, 't1');
    void starting(() => new Promise((resolve) => (arrive = resolve))).done;
    clearUser();
    arrive(config);
    await settle();
    expect(connectRealtime).not.toHaveBeenCalled();
    expect(connectPriceFeed).not.toHaveBeenCalled();
  });

  it('says Pusher is connecting from the start, before the config has answered, so a first fetch waits for its channel', async () => {
    let arrive: (value: ResolvedConfig) => void = () => {};
    setUser(customer, 't1');
    const { done } = starting(() => new Promise((resolve) => (arrive = resolve)));
    await done;
    expect(realtimeStatusStore.get().status.state).toBe('connecting');
    // Without Pusher the wait ends as soon as the config says so.
    arrive(resolveConfig(defaultRuntimeConfig, new URL('https://tenant.example/')));
    await settle();
    expect(realtimeStatusStore.get().status.state).toBe('disconnected');
    expect(connectRealtime).not.toHaveBeenCalled();
  });

  it('keeps Pusher closed while the account is blocked, and opens it once the user is let in again', async () => {
    const blocked = { ...customer, status: 'deactivated' } as User;
    setUser(blocked, 't1');
    await started();
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
    await started();
    await settle();
    const { onTerminated } = vi.mocked(connectRealtime).mock.calls[0]![1]!;
    vi.mocked(fetchUser).mockResolvedValue({ ...customer, status: 'deactivated' } as User);
    onTerminated?.();
    await vi.waitFor(() => expect(disconnectRealtime).toHaveBeenCalled());
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().user?.status).toBe('deactivated');
    expect(connectRealtime).toHaveBeenCalledTimes(1);
  });

  it('runs the chat outbox for each session, and stops it when the session ends', async () => {
    await started();
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
