/**
 * The realtime layer against the real reference host (Pusher-protocol server and socket.io price
 * feed), started in-process. Sockets go through a counting TCP relay so the test can see that
 * signing out leaves none open.
 */
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketIoServer } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, type ApiClient } from '@server/testing/api-client';
import { waitFor } from '@server/testing/wait';
import { DEFAULT_PRICE_FEED_KEY, startServer, type RunningServer } from '@server/node/start-server';
import { configureApiClient } from '@/lib/api';
import type { Store } from '@/lib/store/store';
import {
  connectPriceFeed,
  disconnectPriceFeed,
  retryPriceFeed,
  type PriceFeedSettings,
} from '@/lib/prices/price-socket';
import { priceFeedStatusStore } from '@/lib/prices/feed-status';
import { createPriceStore } from '@/lib/prices/price-store';
import { channels, type EventPayload } from './channels';
import { connectRealtime, disconnectRealtime, type PusherSettings } from './echo';
import { listen, reconnectRealtime } from './registry';
import { realtimeStatusStore, subscriptionStore } from './status-store';
import { healthStore } from './health';

let server: RunningServer;
let relay: Relay;
let client: ApiClient;
let token: string | null = null;
let userId: number;
const onUnauthorized = vi.fn();
const cleanups: (() => void)[] = [];

/** A TCP relay in front of the host that counts the connections open through it. */
interface Relay {
  port: number;
  open(): number;
  /** Resolves once no connection is open through the relay. */
  drained(ms?: number): Promise<void>;
  close(): Promise<void>;
}

async function startRelay(targetPort: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  const watchers = new Set<() => void>();
  const tcp: TcpServer = createTcpServer((inbound) => {
    const outbound = connect(targetPort, '127.0.0.1');
    sockets.add(inbound);
    const done = () => {
      inbound.destroy();
      outbound.destroy();
      if (sockets.delete(inbound)) watchers.forEach((wake) => wake());
    };
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('close', done).on('error', done);
    outbound.on('close', done).on('error', done);
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  return {
    port: (tcp.address() as AddressInfo).port,
    open: () => sockets.size,
    drained: (ms = 5000) =>
      waitFor<void>(
        'every socket to close',
        (resolve) => {
          const check = () => sockets.size === 0 && resolve();
          watchers.add(check);
          check();
        },
        ms,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        tcp.close(() => resolve());
      }),
  };
}

function until<S>(store: Store<S>, holds: (state: S) => boolean, description: string, ms = 10_000) {
  return waitFor<void>(
    description,
    (resolve) => {
      const check = () => {
        if (!holds(store.get())) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = store.subscribe(check);
      cleanups.push(unsubscribe);
      check();
    },
    ms,
  );
}

const pusherSettings = (): PusherSettings => ({
  enabled: true,
  key: server.backend.pusher.key,
  cluster: 'mt1',
  wsHost: '127.0.0.1',
  wsPort: relay.port,
  forceTLS: false,
  host: '127.0.0.1',
  port: relay.port,
});

const priceSettings = (origin = `http://127.0.0.1:${relay.port}`): PriceFeedSettings => ({
  enabled: true,
  url: origin,
  path: '/socket.io',
  key: DEFAULT_PRICE_FEED_KEY,
  origin,
});

const pusherState = () => realtimeStatusStore.get().status.state;
const connected = (description: string) =>
  until(realtimeStatusStore, (s) => s.status.state === 'connected', description);
const subscribed = (channel: string) =>
  until(subscriptionStore, (s) => s.channels[channel]?.state === 'subscribed', `${channel} subscribed`);
const listenOnce = <T>(subscribe: (resolve: (value: T) => void) => () => void, description: string) =>
  waitFor<T>(description, (resolve) => {
    const stop = subscribe(resolve);
    cleanups.push(stop);
  });

beforeAll(async () => {
  server = await startServer({ port: 0, staticDir: null, priceHz: 20 });
  relay = await startRelay(server.port);
  client = apiClient((request) => fetch(request), server.url);
  const login = await client.call('POST', '/auth/login', {
    json: { email: 'demo@example.com', password: 'demo-pass-1' },
  });
  const data = (login.body as { data: { token: string; user: { id: number } } }).data;
  token = data.token;
  userId = data.user.id;
  configureApiClient({
    baseUrl: () => `${server.url}api/v1`,
    token: () => token,
    onUnauthorized,
  });
});

afterEach(async () => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  disconnectRealtime();
  disconnectPriceFeed();
  await relay.drained();
});

afterAll(async () => {
  await relay.close();
  await server.close();
});

describe('the Pusher connection', () => {
  it('connects, authorises a private channel through the API client and delivers a live trade', async () => {
    const authCalls = vi.spyOn(globalThis, 'fetch');
    connectRealtime(pusherSettings());
    expect(pusherState()).toBe('connecting');
    const channel = channels.trade(userId);
    const update = listenOnce<EventPayload<'trade.updated'>>(
      (resolve) => listen(channel, 'trade.updated', resolve),
      '.trade.updated',
    );
    await connected('connected');
    await subscribed(channel);
    const call = (path: string) => authCalls.mock.calls.find(([input]) => String(input).endsWith(path));
    // Signed in as the session first, then the channel: both with the session's token.
    const signin = call('/api/v1/broadcasting/user-auth');
    const auth = call('/api/v1/broadcasting/auth');
    expect(new Headers(signin?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(auth?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(authCalls.mock.calls.indexOf(signin!)).toBeLessThan(authCalls.mock.calls.indexOf(auth!));
    expect(healthStore.get().health).toBe('live');

    await client.control('POST', '/trade', { customer_email: 'demo@example.com' });
    const payload = await update;
    expect(payload.action).toMatch(/opened|closed/);
    expect(payload.trade?.id).toEqual(expect.any(Number));
  });

  it("reports another customer's channel as a failed subscription and stays connected", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    connectRealtime(pusherSettings());
    const foreign = channels.chatCustomer(userId + 1000);
    const own = channels.user(userId);
    cleanups.push(
      listen(foreign, 'message.sent', () => {}),
      listen(own, 'user.updated', () => {}),
    );
    await until(subscriptionStore, (s) => s.channels[foreign]?.state === 'failed', 'the refusal');
    expect(subscriptionStore.get().channels[foreign]).toMatchObject({ state: 'failed', status: 403 });
    await subscribed(own);
    expect(pusherState()).toBe('connected');
  });

  it('reports a refused token as a failed subscription and tells the app about the 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const real = token;
    token = 'not-a-valid-token';
    try {
      connectRealtime(pusherSettings());
      const channel = channels.notification(userId);
      cleanups.push(listen(channel, 'notification.message', () => {}));
      await until(subscriptionStore, (s) => s.channels[channel]?.state === 'failed', 'the refusal');
      expect(subscriptionStore.get().channels[channel]).toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalled();
    } finally {
      token = real;
    }
  });

  it('ignores a malformed event and keeps delivering good ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    connectRealtime(pusherSettings());
    const channel = channels.user(userId);
    const received: unknown[] = [];
    const next = listenOnce<unknown>(
      (resolve) =>
        listen(channel, 'user.updated', (payload) => {
          received.push(payload);
          resolve(payload);
        }),
      'the good event',
    );
    await subscribed(channel);
    const publish = (data: unknown) =>
      server.backend.bus.publish({ channel: `private-${channel}`, event: 'user.updated', data } as never);
    publish({ user: { id: 'not a user' } });
    publish({});
    await next;
    expect(received).toEqual([{}]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed .user.updated'), expect.any(String));
  });

  it('attaches listeners made before the connection opens, once each, and leaves a channel with its last listener', async () => {
    const channel = channels.user(userId);
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = listen(channel, 'user.updated', (payload) => first.push(payload));
    const both = listenOnce<void>(
      (resolve) =>
        listen(channel, 'user.updated', (payload) => {
          second.push(payload);
          resolve();
        }),
      'the event',
    );
    expect(subscriptionStore.get().channels[channel]).toBeUndefined();
    connectRealtime(pusherSettings());
    await subscribed(channel);
    server.backend.bus.publish({ channel: `private-${channel}`, event: 'user.updated', data: {} });
    await both;
    expect([first, second]).toEqual([[{}], [{}]]);

    stopFirst();
    cleanups.splice(0).forEach((cleanup) => cleanup());
    expect(subscriptionStore.get().channels[channel]).toBeUndefined();
  });

  it('reconnect() disconnects, connects and resubscribes', async () => {
    connectRealtime(pusherSettings());
    const channel = channels.trade(userId);
    cleanups.push(listen(channel, 'trade.updated', () => {}));
    await subscribed(channel);
    const states: string[] = [];
    cleanups.push(realtimeStatusStore.subscribe(() => states.push(pusherState())));
    reconnectRealtime();
    await connected('connected again');
    await subscribed(channel);
    expect(states).toEqual(['disconnected', 'connecting', 'connected']);
  });

  it('when the server ends the session, says so once, stays closed and does not reconnect when asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const real = token;
    token = await client.login('kenji@example.com');
    try {
      const kenji = (await client.call('GET', '/user', { token })).body as { data: { id: number } };
      const onTerminated = vi.fn();
      connectRealtime(pusherSettings(), { onTerminated });
      const channel = channels.user(kenji.data.id);
      cleanups.push(listen(channel, 'user.updated', () => {}));
      await subscribed(channel);

      await client.control('POST', '/revoke', { email: 'kenji@example.com' });
      await until(subscriptionStore, (s) => s.channels[channel]?.state === 'failed', 'the channel to go');
      await relay.drained();
      expect(onTerminated).toHaveBeenCalledTimes(1);
      expect(pusherState()).toBe('disconnected');
      expect(subscriptionStore.get().channels[channel]).toMatchObject({ error: 'The session ended.' });
      expect(warn).toHaveBeenCalledWith('[realtime] connection error', 'The session ended.');

      reconnectRealtime();
      expect(pusherState()).toBe('disconnected');
      expect(relay.open()).toBe(0);
    } finally {
      token = real;
    }
  });

  it('stays disconnected, opening nothing, when the runtime config turns Pusher off', () => {
    connectRealtime({ ...pusherSettings(), enabled: false });
    expect(pusherState()).toBe('disconnected');
    expect(relay.open()).toBe(0);
    expect(healthStore.get().health).toBe('polling');
  });
});

describe('a subscription and a drop', () => {
  it("fetches each channel's catch-up when it is subscribed, and again after a short drop, which comes back in the 1-5 s steps without a failure", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const channel = channels.trade(userId);
    const catchUp = vi.fn();
    cleanups.push(listen(channel, 'trade.updated', () => {}, { catchUp }));
    connectRealtime(pusherSettings());
    await subscribed(channel);
    expect(catchUp).toHaveBeenCalledTimes(1);

    const states: string[] = [];
    cleanups.push(realtimeStatusStore.subscribe(() => states.push(pusherState())));
    await client.control('POST', '/realtime/drop', { ms: 3_000 });
    const dropped = Date.now();
    await until(subscriptionStore, (s) => s.channels[channel]?.state === 'resubscribing', 'the drop to show');
    await connected('connected again');
    await subscribed(channel);
    // Refused until 3 s, then tried at the next step: 1 s, 2 s and 4 s after the one before.
    expect(Date.now() - dropped).toBeLessThan(3_000 + 5_000 + 1_000);
    expect(states).not.toContain('failed');
    expect(states).not.toContain('disconnected');
    expect(catchUp).toHaveBeenCalledTimes(2);
  }, 20_000);
});

describe('the price feed', () => {
  it('subscribes on connect and fills the price store', async () => {
    const store = createPriceStore();
    connectPriceFeed(priceSettings(), { store });
    await until(priceFeedStatusStore, (s) => s.status.state === 'connected', 'the feed');
    await waitFor<void>('prices', (resolve) => cleanups.push(store.subscribeAll(resolve)));
    expect(store.all().size).toBe(server.backend.prices.assets.length);
    expect(healthStore.get().pricesLive).toBe(true);
  });

  it('after tries run out says prices are unavailable until a manual retry', async () => {
    const fast = { attempts: 2, baseDelayMs: 20, growth: 1, minDelayMs: 10, maxDelayMs: 50, jitter: 0 };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createPriceStore();
    connectPriceFeed(priceSettings(), { store, policy: fast });
    await until(priceFeedStatusStore, (s) => s.status.state === 'connected', 'the feed');
    await client.control('POST', '/realtime/drop', { ms: 1500 });
    await until(priceFeedStatusStore, (s) => s.status.state === 'failed', 'prices unavailable', 5000);
    expect(priceFeedStatusStore.get()).toEqual({
      status: { state: 'failed', error: 'Prices unavailable' },
      attempt: 2,
    });

    // Once the outage is over, the customer's retry brings the prices back.
    let back = false;
    for (let i = 0; i < 40 && !back; i++) {
      retryPriceFeed();
      back = await until(
        priceFeedStatusStore,
        (s) => s.status.state !== 'connecting',
        'an answer',
        5000,
      ).then(() => priceFeedStatusStore.get().status.state === 'connected');
    }
    expect(back).toBe(true);
  }, 30_000);

  it('refuses with a wrong key at once, without spending tries', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    connectPriceFeed({ ...priceSettings(), key: 'wrong' });
    await until(priceFeedStatusStore, (s) => s.status.state === 'failed', 'the refusal');
    expect(priceFeedStatusStore.get().attempt).toBe(0);
  });

  it('ignores a malformed data:update without breaking the feed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = createHttpServer();
    const feed = new SocketIoServer(http, { path: '/socket.io' });
    feed.on('connection', (socket) =>
      socket.on('subscribe:all', () => {
        socket.emit('data:update', [{ id: 1, price: 'NaN', bid: 1.2, ask: 1.3 }]);
        socket.emit('data:update', { id: 1, price: 2, bid: 2, ask: 2 });
        // A price without its bid and ask, and an ask below its bid, are off the contract too.
        socket.emit('data:update', [{ id: 1, price: 1.5 }]);
        socket.emit('data:update', [{ id: 1, price: 1.5, bid: 1.6, ask: 1.4 }]);
        socket.emit('data:update', [{ id: 1, price: 1.25, bid: 1.24, ask: 1.26 }]);
      }),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const store = createPriceStore();
      const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      connectPriceFeed(priceSettings(origin), { store });
      await waitFor<void>('the good batch', (resolve) => cleanups.push(store.subscribe(1, resolve)));
      expect(store.get(1)).toMatchObject({ price: 1.25, bid: 1.24, ask: 1.26 });
      expect(priceFeedStatusStore.get().status.state).toBe('connected');
      expect(warn.mock.calls.filter(([text]) => String(text).includes('malformed data:update'))).toHaveLength(
        4,
      );
    } finally {
      disconnectPriceFeed();
      await feed.close();
    }
  });
});

describe('both sockets', () => {
  it('come back after /__demo/realtime/drop, resubscribed, and close completely at sign-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createPriceStore();
    connectRealtime(pusherSettings());
    connectPriceFeed(priceSettings(), { store, random: () => 0 });
    const channel = channels.trade(userId);
    cleanups.push(listen(channel, 'trade.updated', () => {}));
    await subscribed(channel);
    await until(priceFeedStatusStore, (s) => s.status.state === 'connected', 'the feed');
    expect(relay.open()).toBe(2);

    await client.control('POST', '/realtime/drop', { ms: 300 });
    await until(healthStore, (s) => s.health === 'polling' && !s.pricesLive, 'the drop to show');
    await until(priceFeedStatusStore, (s) => s.status.state === 'connected', 'the feed back', 15_000);
    // A reconnected socket is outside the price room until it asks again: new prices mean it did.
    const reconnectedAt = Date.now();
    await waitFor<void>('prices after the reconnect', (resolve) =>
      cleanups.push(store.subscribeAll(() => (store.get(1)?.at ?? 0) >= reconnectedAt && resolve())),
    );
    await connected('Pusher back');
    await subscribed(channel);
    const update = listenOnce(
      (resolve) => listen(channel, 'trade.updated', resolve),
      'a trade after the drop',
    );
    await client.control('POST', '/trade', { customer_email: 'demo@example.com' });
    await update;
    expect(healthStore.get()).toEqual({ health: 'live', pricesLive: true, joining: false });

    disconnectRealtime();
    disconnectPriceFeed();
    expect(pusherState()).toBe('disconnected');
    expect(priceFeedStatusStore.get().status.state).toBe('disconnected');
    await relay.drained();
  }, 40_000);
});
