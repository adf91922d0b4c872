/**
 * The realtime servers with the real clients: laravel-echo over pusher-js on the Pusher-protocol
 * socket, socket.io-client on the price feed, and the raw protocol where the clients hide it.
 */
import { api, events, marketUpdateSchema, priceUpdateSchema, securityAnswers } from '@contract/schemas';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { io, type Socket } from 'socket.io-client';
import type { MarketUpdate } from '@contract';
import WebSocket from 'ws';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { waitFor } from '../testing/wait';
import { DEFAULT_PRICE_FEED_KEY, startServer, type RunningServer } from './start-server';

let server: RunningServer;
let client: ApiClient;
let demoToken: string;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  server = await startServer({ port: 0, staticDir: null, priceHz: 20 });
  client = apiClient((request) => fetch(request), server.url);
  demoToken = await client.login('demo@example.com');
});
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
afterAll(() => server.close());

/**
 * laravel-echo signed in as the token's session, as the app's client is: pusher-js's user
 * authentication, then private channels only once the sign-in has succeeded (the server refuses them
 * before).
 */
async function echoFor(token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: server.backend.pusher.key,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    userAuthentication: {
      transport: 'ajax',
      endpoint: `${server.url}api/v1/broadcasting/user-auth`,
      headers,
    },
    channelAuthorization: { transport: 'ajax', endpoint: `${server.url}api/v1/broadcasting/auth`, headers },
  });
  cleanups.push(() => echo.disconnect());
  const pusher = echo.connector.pusher as Pusher;
  pusher.signin();
  await waitFor<void>('the sign-in', (resolve, reject) => {
    pusher.user.bind('pusher:signin_error', (error: unknown) =>
      reject(new Error(`sign-in failed: ${JSON.stringify(error)}`)),
    );
    void pusher.user.signinDonePromise.then(() => pusher.user.user_data !== null && resolve());
  });
  return echo;
}

type EchoChannel = ReturnType<Awaited<ReturnType<typeof echoFor>>['private']>;

function subscribed(channel: EchoChannel) {
  return waitFor<void>('the subscription', (resolve, reject) => {
    channel.subscribed(() => resolve());
    channel.error((error: unknown) => reject(new Error(`subscription failed: ${JSON.stringify(error)}`)));
  });
}

function priceSocket(auth: Record<string, string>): Socket {
  const socket = io(server.url, {
    auth,
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
  });
  cleanups.push(() => socket.close());
  return socket;
}

describe('Pusher protocol through laravel-echo', () => {
  it('delivers .message.sent on the private chat channel after /__demo/chat', async () => {
    const channel = (await echoFor(demoToken)).private('chat.customer.1');
    await subscribed(channel);
    const received = waitFor<unknown>('.message.sent', (resolve) => channel.listen('.message.sent', resolve));
    await client.control('POST', '/chat', { customer_email: 'demo@example.com', message: 'Live hello' });
    expect(expectShape(events['message.sent'], await received).message.message).toBe('Live hello');
  });

  it('delivers .message.read and .trade.updated on their channels', async () => {
    const echo = await echoFor(demoToken);
    const chat = echo.private('chat.customer.1');
    const trades = echo.private('trade.1');
    await Promise.all([subscribed(chat), subscribed(trades)]);
    const read = waitFor<unknown>('.message.read', (resolve) => chat.listen('.message.read', resolve));
    const trade = waitFor<unknown>('.trade.updated', (resolve) => trades.listen('.trade.updated', resolve));
    await client.call('POST', '/chat/read', { token: demoToken, json: {} });
    await client.control('POST', '/trade', { customer_email: 'demo@example.com' });
    expect(expectShape(events['message.read'], await read).message_id).toBeDefined();
    expect(expectShape(events['trade.updated'], await trade).action).toBeDefined();
  });

  it("refuses another customer's channel at authorisation", async () => {
    const channel = (await echoFor(demoToken)).private('chat.customer.5');
    const error = await waitFor<unknown>('the subscription error', (resolve) => channel.error(resolve));
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
  });
});

/** A frame received: `wire` is its `data` as it came, `data` that read as pusher-js reads it. */
type Frame = { event: string; channel?: string; data: unknown; wire: unknown };

/** pusher-js's reading of a frame's data: a string holding JSON is parsed, anything else kept. */
function readData(wire: unknown): unknown {
  if (typeof wire !== 'string') return wire;
  try {
    return JSON.parse(wire) as unknown;
  } catch {
    return wire;
  }
}

/** A raw protocol client: what pusher-js does, without its retries hiding the frames. */
function rawSocket(key = server.backend.pusher.key) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${key}?protocol=7&client=js&version=8.6.0`);
  cleanups.push(() => ws.terminate());
  /** Every frame received, in order. */
  const all: Frame[] = [];
  /** Frames not yet taken by next(). */
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as { event: string; channel?: string; data: unknown };
    const parsed = { ...frame, data: readData(frame.data), wire: frame.data };
    all.push(parsed);
    frames.push(parsed);
    waiters.forEach((wake) => wake());
  });
  const closedWith = new Promise<number>((resolve) => ws.on('close', resolve));
  /** The first frame not yet taken that `matches`, within 5 s. */
  const take = (description: string, matches: (frame: Frame) => boolean) =>
    waitFor<Frame>(description, (resolve) => {
      const check = () => {
        const index = frames.findIndex(matches);
        if (index < 0) return;
        // Once taken, this waiter must not take later frames meant for the next one.
        waiters.delete(check);
        resolve(frames.splice(index, 1)[0]!);
      };
      waiters.add(check);
      check();
    });
  const next = (event: string, channel?: string) =>
    take(
      `${event}${channel ? ` on ${channel}` : ''}`,
      (frame) => frame.event === event && (channel === undefined || frame.channel === channel),
    );
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  /** The close code, within 5 s. */
  const closed = () => waitFor<number>('the close', (resolve) => void closedWith.then(resolve));
  return { ws, all, take, next, send, closed };
}

type RawSocket = ReturnType<typeof rawSocket>;

async function socketIdOf(socket: RawSocket): Promise<string> {
  const established = await socket.next('pusher:connection_established');
  return (established.data as { socket_id: string }).socket_id;
}

/** What /broadcasting/user-auth answers the token for the socket. */
async function userAuth(token: string, socketId: string) {
  const answer = await client.call('POST', '/broadcasting/user-auth', {
    token,
    json: { socket_id: socketId },
  });
  expect(answer.status).toBe(200);
  return expectShape(api.userAuth, answer.body);
}

/** What /broadcasting/auth answers the token for the socket and channel. */
async function channelAuth(token: string, socketId: string, channel: string): Promise<string> {
  const answer = await client.call('POST', '/broadcasting/auth', {
    token,
    json: { socket_id: socketId, channel_name: channel },
  });
  expect(answer.status).toBe(200);
  return expectShape(api.broadcastingAuth, answer.body).auth;
}

/**
 * A raw connection signed in as the token's session and subscribed to the channels, with the
 * channel signatures it was given (a client caches them for its resubscriptions).
 */
async function liveSession(token: string, channels: string[]) {
  const socket = rawSocket();
  const socketId = await socketIdOf(socket);
  socket.send('pusher:signin', await userAuth(token, socketId));
  await socket.next('pusher:signin_success');
  const signatures = new Map<string, string>();
  for (const channel of channels) {
    const auth = await channelAuth(token, socketId, channel);
    signatures.set(channel, auth);
    socket.send('pusher:subscribe', { channel, auth });
    await socket.next('pusher_internal:subscription_succeeded', channel);
  }
  return { ...socket, socketId, signatures };
}

describe('Pusher protocol frames', () => {
  it('handshakes with a string data field, answers pings and subscribes to public channels', async () => {
    const socket = rawSocket();
    const established = await socket.next('pusher:connection_established');
    expect(established.wire).toEqual(expect.any(String));
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    socket.send('pusher:subscribe', { channel: 'market-news' });
    expect((await socket.next('pusher_internal:subscription_succeeded')).channel).toBe('market-news');
  });

  it('answers a forged private subscription of a signed-in connection with pusher:error', async () => {
    const socket = rawSocket();
    socket.send('pusher:signin', await userAuth(demoToken, await socketIdOf(socket)));
    await socket.next('pusher:signin_success');
    socket.send('pusher:subscribe', {
      channel: 'private-user.1',
      auth: `${server.backend.pusher.key}:deadbeef`,
    });
    expect((await socket.next('pusher:error')).data).toMatchObject({
      message: 'Invalid signature for channel private-user.1.',
    });
  });

  it('refuses a private subscription, even correctly signed, from a connection that did not sign in', async () => {
    const socket = rawSocket();
    const socketId = await socketIdOf(socket);
    const auth = await channelAuth(demoToken, socketId, 'private-user.1');
    socket.send('pusher:subscribe', { channel: 'private-user.1', auth });
    expect((await socket.next('pusher:error')).data).toMatchObject({
      message: 'Sign in before subscribing to private-user.1.',
    });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    expect(socket.all.map((frame) => frame.event)).not.toContain('pusher_internal:subscription_succeeded');
  });

  it('signs in with what /broadcasting/user-auth signed, as the session it names', async () => {
    const socket = rawSocket();
    const signin = await userAuth(demoToken, await socketIdOf(socket));
    const { id } = JSON.parse(signin.user_data) as { id: string };
    // The user's id and a session id, never the token.
    expect(id).toMatch(/^1\.[\w-]+$/);
    expect(id).not.toContain(demoToken);
    socket.send('pusher:signin', signin);
    expect((await socket.next('pusher:signin_success')).data).toEqual({ user_data: signin.user_data });
  });

  type SignIn = { auth: string; user_data: string };
  it.each<[string, (signin: SignIn) => SignIn, boolean]>([
    [
      'a forged signature',
      (signin) => ({ ...signin, auth: `${server.backend.pusher.key}:${'0'.repeat(64)}` }),
      false,
    ],
    [
      'another user put in user_data',
      (signin) => ({ ...signin, user_data: signin.user_data.replace('"1.', '"5.') }),
      false,
    ],
    ["another socket's signature", (signin) => signin, true],
  ])('refuses a sign-in with %s and closes with 4009', async (_, tamper, forAnotherSocket) => {
    const socket = rawSocket();
    const socketId = await socketIdOf(socket);
    const signedFor = forAnotherSocket ? await socketIdOf(rawSocket()) : socketId;
    socket.send('pusher:signin', tamper(await userAuth(demoToken, signedFor)));
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4009 });
    expect(await socket.closed()).toBe(4009);
    expect(socket.all.map((frame) => frame.event)).not.toContain('pusher:signin_success');
  });

  it('closes connections for an unknown app key with 4001', async () => {
    const socket = rawSocket('not-our-key');
    const code = await waitFor<number>('the close', (resolve) => socket.ws.on('close', resolve));
    expect(code).toBe(4001);
  });
});

describe('client events (whispers)', () => {
  const chat = (customerId: number) => `private-chat.customer.${customerId}`;

  it("passes a member's client event to the channel's other members, never back to the sender", async () => {
    const demo = await client.login('demo@example.com');
    const admin = await client.login('admin@example.com');
    const demoId = expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data.id;
    const customer = await liveSession(demo, [chat(demoId)]);
    const support = await liveSession(admin, [chat(demoId)]);
    // As pusher-js sends a trigger's data: an object in the frame, or a string when given one.
    for (const sent of [{ typing: true, side: 'customer' }, '{"typing":false,"side":"customer"}']) {
      customer.ws.send(JSON.stringify({ event: 'client-typing', channel: chat(demoId), data: sent }));
      const heard = await support.next('client-typing', chat(demoId));
      // Exactly as sent, not encoded a second time.
      expect(heard.wire).toEqual(sent);
      expect(heard).toMatchObject({ event: 'client-typing', channel: chat(demoId) });
    }
    // The sender does not hear itself.
    customer.send('pusher:ping', {});
    await customer.next('pusher:pong');
    expect(customer.all.filter((frame) => frame.event === 'client-typing')).toEqual([]);
  });

  it("reaches laravel-echo's listenForWhisper as the object whispered, as the app's typing indicator hears it", async () => {
    const admin = await client.login('admin@example.com');
    const demoId = expectShape(api.user, (await client.call('GET', '/user', { token: demoToken })).body).data
      .id;
    // Both signed in first: a subscription may succeed before subscribed() listens for it.
    const [customerEcho, supportEcho] = await Promise.all([echoFor(demoToken), echoFor(admin)]);
    const customer = customerEcho.private(`chat.customer.${demoId}`);
    const support = supportEcho.private(`chat.customer.${demoId}`);
    await Promise.all([subscribed(customer), subscribed(support)]);
    const heard = waitFor<unknown>('the whisper', (resolve) => support.listenForWhisper('typing', resolve));
    customer.whisper('typing', { typing: true, side: 'customer' });
    expect(expectShape(events['client-typing'], await heard)).toEqual({ typing: true, side: 'customer' });
  });

  it('refuses a client event on a channel the connection has not joined, and on a public channel', async () => {
    const demo = await client.login('demo@example.com');
    const member = await liveSession(demo, []);
    member.ws.send(JSON.stringify({ event: 'client-typing', channel: 'private-chat.customer.1', data: {} }));
    expect((await member.next('pusher:error')).data).toMatchObject({
      message: 'Client event rejected: not subscribed to private-chat.customer.1.',
    });
    member.send('pusher:subscribe', { channel: 'market-news' });
    await member.next('pusher_internal:subscription_succeeded', 'market-news');
    member.ws.send(JSON.stringify({ event: 'client-typing', channel: 'market-news', data: {} }));
    expect((await member.next('pusher:error')).data).toMatchObject({
      message: 'Client events are only supported on private channels.',
    });
  });

  it('refuses an event the app does not send, and more than 10 a second (code 4301)', async () => {
    const demo = await client.login('demo@example.com');
    const demoId = expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data.id;
    const socket = await liveSession(demo, [chat(demoId)]);
    const listener = await liveSession(demo, [chat(demoId)]);
    socket.ws.send(JSON.stringify({ event: 'client-anything', channel: chat(demoId), data: {} }));
    expect((await socket.next('pusher:error')).data).toMatchObject({
      message: 'Client event client-anything is not enabled for this app.',
    });
    for (let i = 0; i < 12; i++)
      socket.ws.send(JSON.stringify({ event: 'client-typing', channel: chat(demoId), data: { typing: i } }));
    expect((await socket.next('pusher:error')).data).toMatchObject({
      code: 4301,
      message: 'Client event rejected: no more than 10 a second.',
    });
    await socket.next('pusher:error');
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    listener.send('pusher:ping', {});
    await listener.next('pusher:pong');
    expect(listener.all.filter((frame) => frame.event === 'client-typing')).toHaveLength(10);
  });
});

describe('price feed', () => {
  it('sends every asset price after subscribe:all, with the send time', async () => {
    const socket = priceSocket({ key: DEFAULT_PRICE_FEED_KEY });
    socket.on('connect', () => socket.emit('subscribe:all'));
    const [updates, sentAt] = await waitFor<[unknown, unknown]>('data:update', (resolve) =>
      socket.on('data:update', (payload: unknown, time: unknown) => resolve([payload, time])),
    );
    const batch = expectShape(priceUpdateSchema, updates);
    expect(batch).toHaveLength(server.backend.prices.assets.length);
    expect(sentAt).toEqual(expect.any(Number));
    // Each with its bid, its ask above it and the mid between them as its price.
    for (const { id, price, bid, ask } of batch) {
      const { digits } = server.backend.prices.asset(id);
      expect(ask, `asset ${id}`).toBeGreaterThan(bid);
      expect(price, `asset ${id}`).toBe(Number(((bid + ask) / 2).toFixed(digits + 1)));
    }
  });

  it('sends the bid and ask a test control put, in the next batch', async () => {
    const socket = priceSocket({ key: DEFAULT_PRICE_FEED_KEY });
    socket.on('connect', () => socket.emit('subscribe:all'));
    await waitFor<void>('the first batch', (resolve) => socket.once('data:update', () => resolve()));
    // Bitcoin trades all week (so its spread never widens at an opening); held, the pinned bid stays.
    // Held rather than halted: a halt is a change of market the next test's feed would still carry.
    const btc = server.backend.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!;
    try {
      await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_000, hold: true });
      const update = await waitFor<unknown>('a batch with the pinned quote', (resolve) =>
        socket.on('data:update', (payload: unknown) => {
          const item = expectShape(priceUpdateSchema, payload).find((entry) => entry.id === btc.id);
          if (item?.bid === 64_000) resolve(item);
        }),
      );
      // 2,500 points of 0.01 above the bid.
      expect(update).toEqual({ id: btc.id, bid: 64_000, ask: 64_025, price: 64_012.5 });
    } finally {
      await client.control('POST', '/prices', { symbol: 'BTC/USD', price: 64_000 });
    }
  });

  it("sends every market at subscribe:all, then each change the server's clock or the broker makes", async () => {
    // A Wednesday noon, every market open, in a week ahead of any day this runs on: the Saturday below
    // then differs from the markets at the backend's own clock, whatever day it is.
    await client.control('POST', '/markets/clock', { at: '2030-01-02T12:00:00Z' });
    // The first batch from now on that `matches`: a change the pin above made may still be on its way.
    let arrived = (_batch: MarketUpdate) => {};
    const next = (what: string, matches: (batch: MarketUpdate) => boolean) =>
      waitFor<MarketUpdate>(what, (resolve) => {
        arrived = (batch) => {
          if (matches(batch)) resolve(batch);
        };
      });
    const assets = server.backend.prices.assets;
    const idOf = (symbol: string) => assets.find((asset) => asset.symbol === symbol)!.id;
    const marketOf = (batch: MarketUpdate, symbol: string) =>
      batch.find((entry) => entry.id === idOf(symbol))?.market;
    const first = next('every market at subscribe', (batch) => batch.length === assets.length);
    const socket = priceSocket({ key: DEFAULT_PRICE_FEED_KEY });
    socket.on('connect', () => socket.emit('subscribe:all'));
    socket.on('markets:update', (payload: unknown) => arrived(expectShape(marketUpdateSchema, payload)));
    try {
      expect(marketOf(await first, 'EUR/USD')).toEqual({ state: 'open', next_open: null });

      const weekend = next(
        'the markets the weekend closes',
        (batch) => marketOf(batch, 'EUR/USD')?.state === 'closed',
      );
      await client.control('POST', '/markets/clock', { at: '2030-01-05T12:00:00Z' });
      const closed = await weekend;
      expect(marketOf(closed, 'EUR/USD')).toEqual({ state: 'closed', next_open: '2030-01-06T22:00:00.000Z' });
      // Only what changed: crypto trades at the weekend too.
      expect(marketOf(closed, 'BTC/USD')).toBeUndefined();

      const halt = next('the halt', (batch) => marketOf(batch, 'BTC/USD')?.state === 'halted');
      await client.control('POST', '/markets/halt', { symbol: 'BTC/USD' });
      expect(await halt).toEqual([{ id: idOf('BTC/USD'), market: { state: 'halted', next_open: null } }]);
    } finally {
      // Undone by hand: a reset would also end the sessions the other tests here signed in once.
      await client.control('POST', '/markets/resume', { symbol: 'BTC/USD' });
      await client.control('POST', '/markets/clock', { at: null });
    }
  }, 15_000);

  it('refuses a connection without the key', async () => {
    const socket = priceSocket({});
    const error = await waitFor<Error>('connect_error', (resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('A valid price feed key is required.');
  });
});

describe('/__demo/realtime/drop', () => {
  it('closes both kinds of sockets and lets them reconnect after the outage', async () => {
    const prices = priceSocket({ key: DEFAULT_PRICE_FEED_KEY });
    await waitFor<void>('price connect', (resolve) => prices.once('connect', () => resolve()));
    const pusher = (await echoFor(demoToken)).connector.pusher as Pusher;
    await waitFor<void>('pusher connected', (resolve) => {
      if (pusher.connection.state === 'connected') resolve();
      pusher.connection.bind('connected', () => resolve());
    });

    const pricesBack = waitFor<void>(
      'the price socket to drop and come back',
      (resolve) => prices.once('disconnect', () => prices.once('connect', () => resolve())),
      10_000,
    );
    const pusherBack = waitFor<void>(
      'the Pusher connection to drop and come back',
      (resolve) => {
        let dropped = false;
        pusher.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current !== 'connected') dropped = true;
          else if (dropped) resolve();
        });
      },
      15_000,
    );
    expect((await client.control('POST', '/realtime/drop', { ms: 300 })).status).toBe(200);
    await Promise.all([pricesBack, pusherBack]);
  }, 20_000);

  it('ends at a reset, so a drop cannot outlast the test that made it', async () => {
    expect((await client.control('POST', '/realtime/drop', { ms: 60_000 })).status).toBe(200);
    const refused = priceSocket({ key: DEFAULT_PRICE_FEED_KEY });
    await waitFor<void>('the refusal during the drop', (resolve) =>
      refused.once('connect_error', () => resolve()),
    );
    refused.close();
    expect((await client.control('POST', '/reset')).status).toBe(200);
    const accepted = priceSocket({ key: DEFAULT_PRICE_FEED_KEY });
    await waitFor<void>('a connection after the reset', (resolve) =>
      accepted.once('connect', () => resolve()),
    );
    accepted.close();
  }, 20_000);
});

describe('a session that ends', { timeout: 20_000 }, () => {
  const KENJI = 'kenji@example.com';
  const NEW_PASSWORD = 'brand-new-pass-2';
  let id: number;
  let channels: string[];

  beforeAll(async () => {
    const user = await client.call('GET', '/user', { token: await client.login(KENJI) });
    id = expectShape(api.user, user.body).data.id;
    channels = [`private-user.${id}`, `private-chat.customer.${id}`];
  });
  // Reseeds the password and the status the endings change (and ends every session).
  afterEach(async () => {
    expect((await client.control('POST', '/reset')).status).toBe(200);
  });

  type Live = Awaited<ReturnType<typeof liveSession>>;
  const isMarker = (marker: string) => (frame: Frame) =>
    (frame.event === 'user.updated' && JSON.stringify(frame.data) === '{}') ||
    (frame.event === 'message.sent' &&
      (frame.data as { message?: { message?: string } }).message?.message === marker);

  /** An event on each of the user's channels, published now; resolves once `witness` got both. */
  async function publishWitnessedBy(witness: Live): Promise<(frame: Frame) => boolean> {
    const marker = `Published after the end ${Math.random()}`;
    server.backend.bus.publish({ channel: `private-user.${id}`, event: 'user.updated', data: {} });
    expect((await client.control('POST', '/chat', { customer_email: KENJI, message: marker })).status).toBe(
      201,
    );
    const seen = isMarker(marker);
    await witness.take('the user event', (frame) => frame.event === 'user.updated' && seen(frame));
    await witness.take('the chat message', (frame) => frame.event === 'message.sent' && seen(frame));
    return seen;
  }

  type Tokens = { a: string; b: string };
  const call = async (method: string, path: string, token: string, json?: unknown) =>
    expect((await client.call(method, path, { token, json })).status).toBe(200);
  const control = async (method: string, path: string, json: unknown) =>
    expect((await client.control(method, path, json)).status).toBe(200);

  /**
   * Two devices of one customer, `a` and `b`, each signed in and subscribed: each way a session ends,
   * which of them end, and a session live after it that must get the events (one that did not end,
   * or a new one).
   */
  const endings: Array<{
    how: string;
    end: (tokens: Tokens) => Promise<void>;
    ended: Array<keyof Tokens>;
    /** Said beside the termination when the session ended elsewhere (the 401's reason too). */
    reason?: string;
    witness: (tokens: Tokens) => Promise<string>;
  }> = [
    {
      how: 'logout',
      end: ({ a }) => call('POST', '/auth/logout', a),
      ended: ['a'],
      witness: async ({ b }) => b,
    },
    {
      how: 'logout-all',
      end: ({ a }) => call('POST', '/auth/logout-all', a),
      ended: ['a', 'b'],
      reason: 'signed_out_everywhere',
      witness: () => client.login(KENJI),
    },
    {
      how: "a password change on the other device (the changer's session stays)",
      end: ({ b }) =>
        call('POST', '/user/password', b, {
          current_password: 'demo-pass-1',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        }),
      ended: ['a'],
      reason: 'password_changed',
      witness: async ({ b }) => b,
    },
    {
      how: 'deactivation (its sessions may be live again once reactivated, on new connections)',
      end: () => control('PATCH', '/users', { email: KENJI, status: 'deactivated' }),
      ended: ['a', 'b'],
      witness: async ({ a }) => {
        await control('PATCH', '/users', { email: KENJI, status: 'active' });
        return a;
      },
    },
    {
      how: '/__demo/revoke',
      end: () => control('POST', '/revoke', { email: KENJI }),
      ended: ['a', 'b'],
      reason: 'signed_out_by_support',
      witness: () => client.login(KENJI),
    },
    {
      how: "the other device's 'Sign out' in its list of sessions",
      end: async ({ b }) => {
        const listed = await client.call('GET', '/user/sessions', { token: b });
        const other = expectShape(securityAnswers.sessions, listed.body).data.find((s) => !s.current)!;
        await call('DELETE', `/user/sessions/${other.id}`, b);
      },
      ended: ['a'],
      reason: 'signed_out_elsewhere',
      witness: async ({ b }) => b,
    },
    {
      how: "the other device's 'Sign out of all other devices'",
      end: ({ b }) => call('POST', '/auth/logout-others', b),
      ended: ['a'],
      reason: 'signed_out_elsewhere',
      witness: async ({ b }) => b,
    },
    {
      how: "an admin ending the customer's sessions",
      end: async () =>
        call('POST', `/admin/customers/${id}/sessions/end`, await client.login('admin@example.com')),
      ended: ['a', 'b'],
      reason: 'signed_out_by_support',
      witness: () => client.login(KENJI),
    },
  ];

  it.each(endings)(
    '$how: closes its connections within 5 s, they get nothing after, and their signatures are refused',
    async (ending) => {
      const tokens: Tokens = { a: await client.login(KENJI), b: await client.login(KENJI) };
      const live = { a: await liveSession(tokens.a, channels), b: await liveSession(tokens.b, channels) };
      const kept = (['a', 'b'] as const).filter((key) => !ending.ended.includes(key));

      await ending.end(tokens);
      for (const key of ending.ended) expect(await live[key].closed()).toBe(4009);
      for (const key of ending.ended) {
        expect(
          live[key].all.filter((frame) => frame.event === 'pusher:error').map((frame) => frame.data),
        ).toEqual([
          { code: 4009, message: 'The session ended.', ...(ending.reason ? { reason: ending.reason } : {}) },
        ]);
      }

      const witnessToken = await ending.witness(tokens);
      const keptWitness = kept.find((key) => tokens[key] === witnessToken);
      const witness = keptWitness ? live[keptWitness] : await liveSession(witnessToken, channels);
      const published = await publishWitnessedBy(witness);
      for (const key of ending.ended) expect(live[key].all.filter(published)).toEqual([]);
      // A session that did not end keeps its connection and its events.
      for (const key of kept) {
        expect(live[key].ws.readyState).toBe(WebSocket.OPEN);
        expect(live[key].all.filter(published)).toHaveLength(2);
      }

      // Its cached channel signatures, on a new connection: unsigned, or signed in as a live session.
      const unsigned = rawSocket();
      await socketIdOf(unsigned);
      const signedIn = await liveSession(witnessToken, []);
      for (const key of ending.ended) {
        for (const [channel, auth] of live[key].signatures) {
          for (const socket of [unsigned, signedIn]) {
            socket.send('pusher:subscribe', { channel, auth });
            expect((await socket.next('pusher:error')).data).toMatchObject({
              message: expect.stringContaining(channel),
            });
          }
        }
      }
      for (const socket of [unsigned, signedIn]) {
        expect(socket.all.map((frame) => frame.event)).not.toContain(
          'pusher_internal:subscription_succeeded',
        );
      }
    },
  );

  it('refuses after the end a sign-in it was given before, and closes that socket with 4009', async () => {
    const token = await client.login(KENJI);
    const socket = rawSocket();
    const signin = await userAuth(token, await socketIdOf(socket));
    await call('POST', '/auth/logout', token);

    socket.send('pusher:signin', signin);
    expect((await socket.next('pusher:error')).data).toEqual({
      code: 4009,
      message: 'The session of this sign-in has ended.',
    });
    expect(await socket.closed()).toBe(4009);
    expect(socket.all.map((frame) => frame.event)).not.toContain('pusher:signin_success');
  });

  it('refuses after the end a channel signature it was given before, on a socket signed in by another session', async () => {
    const [ended, other] = [await client.login(KENJI), await client.login(KENJI)];
    const socket = rawSocket();
    const socketId = await socketIdOf(socket);
    const auth = await channelAuth(ended, socketId, channels[0]!);
    await call('POST', '/auth/logout', ended);
    socket.send('pusher:signin', await userAuth(other, socketId));
    await socket.next('pusher:signin_success');

    socket.send('pusher:subscribe', { channel: channels[0], auth });
    expect((await socket.next('pusher:error')).data).toMatchObject({
      message: `The authorisation for ${channels[0]} was not given to this session.`,
    });
  });

  it("refuses a channel signature that another session asked for: the same user's, or an admin's", async () => {
    const [own, sameUser, admin] = [
      await client.login(KENJI),
      await client.login(KENJI),
      await client.login('admin@example.com'),
    ];
    const socket = await liveSession(own, []);
    const chat = `private-chat.customer.${id}`;
    for (const token of [sameUser, admin]) {
      socket.send('pusher:subscribe', {
        channel: chat,
        auth: await channelAuth(token, socket.socketId, chat),
      });
      expect((await socket.next('pusher:error')).data).toMatchObject({
        message: `The authorisation for ${chat} was not given to this session.`,
      });
    }
    // Its own session's signature for the same channel is accepted.
    socket.send('pusher:subscribe', { channel: chat, auth: await channelAuth(own, socket.socketId, chat) });
    await socket.next('pusher_internal:subscription_succeeded', chat);
  });

  it('pusher-js: a terminated connection reports 4009 and stays down, not reconnecting with the dead session', async () => {
    const token = await client.login(KENJI);
    const echo = await echoFor(token);
    await subscribed(echo.private(`user.${id}`));
    const pusher = echo.connector.pusher as Pusher;
    const codes: unknown[] = [];
    pusher.connection.bind('error', (error: { data?: { code?: unknown } }) => codes.push(error.data?.code));
    const states: string[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));

    await call('POST', '/auth/logout-all', token);
    await waitFor<void>('pusher-js to disconnect', (resolve) => {
      const check = () => pusher.connection.state === 'disconnected' && resolve();
      pusher.connection.bind('state_change', check);
      check();
    });
    expect(codes).toContain(4009);

    // Events of a new session arrive; the old client is still down.
    await publishWitnessedBy(await liveSession(await client.login(KENJI), channels));
    expect(states).toEqual(['disconnected']);
    expect(pusher.connection.state).toBe('disconnected');
  });
});
