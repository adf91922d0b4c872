/** The Node host over real HTTP: config, headers, the built client's caching, guards and resilience. */
import { api } from '@contract/schemas';
import { runtimeConfigSchema } from '@contract/schemas/runtime-config';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { apiClient, expectShape, fileOf, formWith, type ApiClient } from '../testing/api-client';
import { waitFor } from '../testing/wait';
import { isCrossSiteOrRebound, isLoopback } from './loopback';
import { DEFAULT_PRICE_FEED_KEY, startServer, type RunningServer } from './start-server';
import { cacheControlFor } from './static-files';

let dist: string;
let server: RunningServer;
let client: ApiClient;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'broker-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Broker</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Broker"}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.info("app");');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  server = await startServer({ port: 0, staticDir: dist, backend: { faultHangMs: 300 } });
  client = apiClient((request) => fetch(request), server.url);
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, accept = '*/*') =>
  fetch(new URL(path, server.url), { headers: { Accept: accept } });

it('serves /config.json for this host, uncached', async () => {
  const response = await get('/config.json');
  expect(response.headers.get('Cache-Control')).toBe('no-cache');
  const config = expectShape(runtimeConfigSchema, await response.json());
  expect(config).toMatchObject({
    api: { rules: [], fallback: 'origin', path: '/api/v1' },
    pusher: { enabled: true, key: 'demo-key', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: false },
    priceFeed: { enabled: true, url: null, path: '/socket.io', key: DEFAULT_PRICE_FEED_KEY },
  });
});

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; font-src 'self'; " +
  "connect-src 'self'; media-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
  "base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

function expectSecurityHeaders(headers: { get(name: string): string | null }) {
  expect(headers.get('Content-Security-Policy')).toBe(CSP);
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('Referrer-Policy')).toBe('same-origin');
}

it.each([
  '/api/v1/settings',
  '/assets/index-abc123.js',
  '/main/chat',
  '/nowhere.png',
  '/config.json',
  // socket.io's own answers: the polling handshake and a refused request.
  '/socket.io/?EIO=4&transport=polling',
  '/socket.io/?EIO=4&transport=carrier-pigeon',
])('sends the security headers on %s', async (path) => {
  const response = await get(path, path === '/main/chat' ? 'text/html' : '*/*');
  await response.arrayBuffer();
  expectSecurityHeaders(response.headers);
});

/** The answer to a WebSocket upgrade request that the server refuses (a 101 would reject). */
function refusedUpgrade(url: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const call = httpRequest(new URL(path, url), {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version': '13',
        ...headers,
      },
    });
    call.on('response', (response) => {
      response.resume();
      resolve(response);
    });
    call.on('upgrade', (_response, socket) => {
      socket.destroy();
      reject(new Error(`${path} was upgraded`));
    });
    call.on('error', reject);
    call.end();
  });
}

it('sends the security headers on refused socket upgrades', async () => {
  const other = await startServer({ port: 0, staticDir: null });
  try {
    const malformed = await refusedUpgrade(other.url, '/app/demo-key', { 'Sec-WebSocket-Version': '99' });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(new Headers(malformed.headers as Record<string, string>));

    await apiClient((request) => fetch(request), other.url).control('POST', '/realtime/drop', { ms: 60_000 });
    for (const [path, status] of [
      ['/app/demo-key', 503],
      ['/socket.io/?EIO=4&transport=websocket', 400],
    ] as const) {
      const refused = await refusedUpgrade(other.url, path);
      expect(refused.statusCode).toBe(status);
      expectSecurityHeaders(new Headers(refused.headers as Record<string, string>));
    }
  } finally {
    await other.close();
  }
});

it('does not serve source maps', async () => {
  for (const path of ['/assets/index-abc123.js.map', '/assets/index-abc123.js%2emap']) {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('sources');
  }
  expect((await get('/assets/index-abc123.js')).status).toBe(200);
});

it.each([
  ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
  ['/', 'no-cache'],
  ['/sw.js', 'no-cache'],
  ['/manifest.webmanifest', 'no-cache'],
  ['/robots.txt', 'public, max-age=3600'],
])('caches %s as %s', async (path, cacheControl) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe(cacheControl);
});

it("serves the manifest with the tenant's current name and colour, uncached", async () => {
  const settings = server.backend.store.state.settings;
  const manifest = async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    return (await response.json()) as Record<string, unknown>;
  };
  try {
    expect(await manifest()).toMatchObject({ name: 'Northwind Markets', short_name: 'Northwind' });
    const changed = await client.control('PATCH', '/settings', {
      name: 'Harbour Trading Group',
      accent_color: '#1d4ed8',
    });
    expect(changed.status).toBe(200);
    expect(await manifest()).toEqual({
      name: 'Harbour Trading Group',
      short_name: 'Harbour',
      theme_color: '#1d4ed8',
      icons: [{ src: '/icons/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  } finally {
    server.backend.store.state.settings = settings;
  }
});

it('serves a build replaced in place at once: its manifest as the base, or the file as it is if unusable', async () => {
  const file = join(dist, 'manifest.webmanifest');
  try {
    writeFileSync(file, '{"name":"Broker","display":"standalone","lang":"en"}');
    expect(await (await get('/manifest.webmanifest')).json()).toMatchObject({
      name: 'Northwind Markets',
      display: 'standalone',
      lang: 'en',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeFileSync(file, '["not", "an object"]');
    expect(await (await get('/manifest.webmanifest')).text()).toBe('["not", "an object"]');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  } finally {
    writeFileSync(file, '{"name":"Broker"}');
  }
});

it('answers pages the client routes with index.html, and other misses with 404', async () => {
  const page = await get('/main/dashboard?tab=open', 'text/html,application/xhtml+xml');
  expect(page.status).toBe(200);
  // The built page, its title the tenant's (the host fills it in: app-shell.ts).
  expect(await page.text()).toBe('<!doctype html><title>Northwind Markets</title>');
  expect(page.headers.get('Cache-Control')).toBe('no-cache');
  expect((await get('/assets/missing-123.js')).status).toBe(404);
  expect((await get('/assets/..%2f..%2fpackage.json', 'text/plain')).status).toBe(404);
  const api404 = await get('/api/v2/settings', 'text/html');
  expect(api404.status).toBe(404);
  expect(await api404.json()).toEqual({ message: 'Not found.' });
});

it('keeps answering after malformed and oversize input', async () => {
  const token = await client.login('demo@example.com');
  expect((await client.call('POST', '/chat/messages', { token, raw: '{{{' })).status).toBe(400);
  const huge = await client.call('POST', '/chat/upload', {
    token,
    form: formWith({ file: fileOf('huge.png', 'image/png', 12 * 1024 * 1024) }),
  });
  expect(huge.status).toBe(422);
  expect(expectShape(api.settings, (await client.call('GET', '/settings')).body).data.name).toBe(
    'Northwind Markets',
  );
});

describe('uploads', () => {
  const uploadPdf = async (token: string, bytes: number) => {
    const file = fileOf('../../etc/passwd.pdf', 'application/pdf', bytes);
    const answer = await client.call('POST', '/chat/upload', { token, form: formWith({ file }) });
    return expectShape(api.chatUpload, answer.body).data.url;
  };
  const idOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

  it('are written to a temporary folder under their random ids and streamed back from it', async () => {
    expect(server.uploadsDir.startsWith(join(tmpdir(), 'broker-uploads-'))).toBe(true);
    // The core keeps its bytes in that folder, not in the process's memory.
    expect(server.backend.files.storage).toMatchObject({ dir: server.uploadsDir });
    const token = await client.login('demo@example.com');
    const url = await uploadPdf(token, 3 * 1024 * 1024);
    expect(readdirSync(server.uploadsDir)).toEqual([idOf(url)]);
    expect(statSync(join(server.uploadsDir, idOf(url))).size).toBe(3 * 1024 * 1024);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(3 * 1024 * 1024);
  });

  it('are deleted by a reset', async () => {
    const url = await uploadPdf(await client.login('demo@example.com'), 1024);
    expect(readdirSync(server.uploadsDir)).toContain(idOf(url));
    expect((await client.control('POST', '/reset')).status).toBe(200);
    expect(readdirSync(server.uploadsDir)).toEqual([]);
    expect((await fetch(url)).status).toBe(404);
  });

  it('are removed with their folder when the host stops', async () => {
    const other = await startServer({ port: 0, staticDir: null });
    const otherClient = apiClient((request) => fetch(request), other.url);
    const token = await otherClient.login('demo@example.com');
    const form = formWith({ file: fileOf('id.pdf', 'application/pdf', 2048) });
    expect((await otherClient.call('POST', '/chat/upload', { token, form })).status).toBe(201);
    expect(readdirSync(other.uploadsDir)).toHaveLength(1);
    await other.close();
    expect(existsSync(other.uploadsDir)).toBe(false);
  });
});

it('answers other calls while one hangs on an injected status-0 fault', async () => {
  await client.control('POST', '/faults', { path: '/user', status: 0 });
  const token = await client.login('demo@example.com');
  const hanging = client.call('GET', '/user', { token });
  expect((await client.call('GET', '/settings')).status).toBe(200);
  expect((await hanging).status).toBe(504);
});

it('hides the test controls when they are disabled', async () => {
  expect((await client.control('POST', '/reset')).status).toBe(200);
  const locked = await startServer({ port: 0, staticDir: null, controls: false });
  try {
    const answer = await apiClient((request) => fetch(request), locked.url).control('POST', '/reset');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found.' });
  } finally {
    await locked.close();
  }
});

it('closes at once with sockets open and a request hanging', async () => {
  const other = await startServer({ port: 0, staticDir: null, backend: { faultHangMs: 60_000 } });
  const ws = new WebSocket(`ws://127.0.0.1:${other.port}/app/demo-key`);
  await waitFor<void>('the socket to open', (resolve) => ws.once('open', () => resolve()));
  const otherClient = apiClient((request) => fetch(request), other.url);
  await otherClient.control('POST', '/faults', { path: '/settings', status: 0 });
  const hanging = otherClient.call('GET', '/settings').catch((error: unknown) => error);
  const started = performance.now();
  await other.close();
  expect(performance.now() - started).toBeLessThan(2000);
  await waitFor<void>('the socket to close', (resolve) => {
    if (ws.readyState === ws.CLOSED) resolve();
    ws.once('close', () => resolve());
  });
  await hanging;
});

it.each([
  ['127.0.0.1', true],
  ['127.8.9.10', true],
  ['::1', true],
  ['::ffff:127.0.0.1', true],
  ['192.168.1.20', false],
  ['::ffff:10.0.0.1', false],
  [undefined, false],
])('treats %s as loopback: %s', (address, expected) => {
  expect(isLoopback(address)).toBe(expected);
});

describe("test controls refuse what a web page could send on the developer's behalf", () => {
  const post = (headers: Record<string, string>) =>
    fetch(new URL('/__demo/reset', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: '{}',
    });

  it('answers a direct call from this machine', async () => {
    expect((await post({})).status).toBe(200);
  });

  it('refuses a cross-site request from a browser', async () => {
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(404);
    expect((await post({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(404);
  });

  it.each([
    [{ host: '127.0.0.1:4173' }, false],
    [{ host: 'localhost' }, false],
    [{ host: '[::1]:80' }, false],
    [{ host: 'attacker.example' }, true],
    [{ host: '127.0.0.1', 'sec-fetch-site': 'cross-site' }, true],
    [{ host: '127.0.0.1', 'sec-fetch-site': 'same-origin' }, false],
  ])('judges %o as cross-site or rebound: %s', (headers, expected) => {
    const h = new Headers(headers as Record<string, string>);
    expect(isCrossSiteOrRebound(h)).toBe(expected);
  });
});

describe('cache headers of precompressed files', () => {
  it('match the file they stand for', () => {
    expect(cacheControlFor('/d', '/d/sw.js.br')).toBe('no-cache');
    expect(cacheControlFor('/d', '/d/index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('/d', '/d/assets/a-123.js.br')).toBe('public, max-age=31536000, immutable');
  });
});

/** A request over raw HTTP, so its headers (Host, Content-Length) are exactly what a caller chose. */
function rawCall(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string; agent?: Agent },
) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: unknown }>(
    (resolve, reject) => {
      const call = httpRequest(
        new URL(path, server.url),
        { method: options.method ?? 'GET', headers: options.headers, agent: options.agent },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // Not JSON: keep the text.
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
          });
        },
      );
      call.on('error', reject);
      if (options.body !== undefined) call.write(options.body);
      call.end();
    },
  );
}

describe('a body the server refuses unread', () => {
  it('is answered with Connection: close, so the next request on the same agent goes through', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Announces more than a JSON body may hold, and sends only its start.
      const tooLarge = await rawCall('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024) },
        body: '{"email":',
        agent,
      });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.connection).toBe('close');
      const next = await rawCall('/api/v1/settings', { agent });
      expect(next.status).toBe(200);
      expect(next.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});

describe('a forged Host header', () => {
  const EVIL = 'evil.example';
  let token: string;
  beforeAll(async () => {
    token = await client.login('demo@example.com');
  });

  const multipart = async (form: FormData) => {
    const request = new Request('http://form.test/', { method: 'POST', body: form });
    return {
      body: new Uint8Array(await request.arrayBuffer()),
      type: request.headers.get('Content-Type')!,
    };
  };

  it('never appears in a file URL, a next page or a stored attachment', async () => {
    const { body, type } = await multipart(formWith({ file: fileOf('proof.png', 'image/png') }));
    const upload = await rawCall('/api/v1/chat/upload', {
      method: 'POST',
      headers: { Host: EVIL, Authorization: `Bearer ${token}`, 'Content-Type': type },
      body,
    });
    expect(upload.status).toBe(201);
    const { url } = expectShape(api.chatUpload, upload.body).data;
    expect(new URL(url).origin).toBe(new URL(server.url).origin);

    const send = (attachment: string) =>
      rawCall('/api/v1/chat/messages', {
        method: 'POST',
        headers: { Host: EVIL, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'see attached', attachments: [attachment] }),
      });
    const forged = await send(`http://${EVIL}${new URL(url).pathname}`);
    expect(forged.status).toBe(422);
    const sent = await send(url);
    expect(sent.status).toBe(201);
    expect(JSON.stringify(sent.body)).not.toContain(EVIL);

    const busy = await client.login('busy@example.com');
    const history = await rawCall('/api/v1/chat/messages', {
      headers: { Host: EVIL, Authorization: `Bearer ${busy}` },
    });
    expect(history.status).toBe(200);
    const next = (history.body as { next_page_url: string | null }).next_page_url;
    expect(next).not.toBeNull();
    expect(new URL(next!).origin).toBe(new URL(server.url).origin);
  });
});
