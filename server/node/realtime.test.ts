/**
 * The realtime servers with the real clients: laravel-echo over pusher-js on the Pusher-protocol
 * socket, socket.io-client on the price feed, and the raw protocol where the clients hide it.
 */
import { events, priceUpdateSchema } from '@/lib/contract/schemas';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { io, type Socket } from 'socket.io-client';
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

function echoFor(token: string) {
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: server.backend.pusher.key,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${server.url}api/v1/broadcasting/auth`,
      headers: { Authorization: `Bearer ${token}` },
    },
  });
  cleanups.push(() => echo.disconnect());
  return echo;
}

type EchoChannel = ReturnType<ReturnType<typeof echoFor>['private']>;

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
    const channel = echoFor(demoToken).private('chat.customer.1');
    await subscribed(channel);
    const received = waitFor<unknown>('.message.sent', (resolve) => channel.listen('.message.sent', resolve));
    await client.control('POST', '/chat', { customer_email: 'demo@example.com', message: 'Live hello' });
    expect(expectShape(events['message.sent'], await received).message.message).toBe('Live hello');
  });

  it('delivers .message.read and .trade.updated on their channels', async () => {
    const echo = echoFor(demoToken);
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
    const channel = echoFor(demoToken).private('chat.customer.5');
    const error = await waitFor<unknown>('the subscription error', (resolve) => channel.error(resolve));
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
  });
});

/** A raw protocol client: what pusher-js does, without its retries hiding the frames. */
function rawSocket(key = server.backend.pusher.key) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${key}?protocol=7&client=js&version=8.6.0`);
  cleanups.push(() => ws.terminate());
  const frames: { event: string; channel?: string; data: unknown }[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as { event: string; channel?: string; data: string };
    frames.push({ ...frame, data: JSON.parse(frame.data) });
    waiters.forEach((wake) => wake());
  });
  const next = (event: string) =>
    waitFor<(typeof frames)[number]>(event, (resolve) => {
      const check = () => {
        const index = frames.findIndex((frame) => frame.event === event);
        if (index >= 0) resolve(frames.splice(index, 1)[0]!);
      };
      waiters.add(check);
      check();
    });
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  return { ws, next, send };
}

describe('Pusher protocol frames', () => {
  it('handshakes with a string data field, answers pings and subscribes to public channels', async () => {
    const socket = rawSocket();
    const established = await socket.next('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    socket.send('pusher:subscribe', { channel: 'market-news' });
    expect((await socket.next('pusher_internal:subscription_succeeded')).channel).toBe('market-news');
  });

  it('answers a forged private subscription with pusher:error', async () => {
    const socket = rawSocket();
    await socket.next('pusher:connection_established');
    socket.send('pusher:subscribe', {
      channel: 'private-user.1',
      auth: `${server.backend.pusher.key}:deadbeef`,
    });
    expect((await socket.next('pusher:error')).data).toMatchObject({
      message: expect.stringContaining('private-user.1'),
    });
  });

  it('closes connections for an unknown app key with 4001', async () => {
    const socket = rawSocket('not-our-key');
    const code = await waitFor<number>('the close', (resolve) => socket.ws.on('close', resolve));
    expect(code).toBe(4001);
  });
});

describe('price feed', () => {
  it('sends every asset price after subscribe:all, with the send time', async () => {
    const socket = priceSocket({ key: DEFAULT_PRICE_FEED_KEY });
    socket.on('connect', () => socket.emit('subscribe:all'));
    const [updates, sentAt] = await waitFor<[unknown, unknown]>('data:update', (resolve) =>
      socket.on('data:update', (payload: unknown, time: unknown) => resolve([payload, time])),
    );
    expect(expectShape(priceUpdateSchema, updates)).toHaveLength(server.backend.prices.assets.length);
    expect(sentAt).toEqual(expect.any(Number));
  });

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
    const pusher = echoFor(demoToken).connector.pusher as Pusher;
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
