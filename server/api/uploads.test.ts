/**
 * Uploads are bounded: a quota per user and in all, and a number of uploads per user per window.
 * Small limits and a pinned clock keep the files tiny and the window instant.
 */
import { api } from '@contract/schemas';
import { apiClient, expectShape, fileOf, formWith, type ApiClient } from '../testing/api-client';
import { createBackend, type Backend, type BackendOptions } from '.';

const KB = 1024;
const clock = { now: Date.parse('2026-03-01T10:00:00Z') };
let backend: Backend;
let client: ApiClient;

function start(uploadLimits: BackendOptions['uploadLimits']) {
  backend = createBackend({ now: () => clock.now, uploadLimits });
  client = apiClient(backend.app.fetch);
}
afterEach(() => backend.dispose());

const png = (kb: number) => fileOf('chart.png', 'image/png', kb * KB);
const upload = (token: string, file = png(1)) =>
  client.call('POST', '/chat/upload', { token, form: formWith({ file }) });
const uploadDocument = (token: string, file = fileOf('passport.pdf', 'application/pdf', KB)) =>
  client.call('POST', '/onboarding/documents', {
    token,
    form: formWith({ document_type: 'passport', file }),
  });

function expectFileError(answer: { status: number; body: unknown }, message: string) {
  expect(answer.status).toBe(422);
  expect(expectShape(api.error, answer.body)).toEqual({ message, errors: { file: [message] } });
}

describe('quota per user', () => {
  const full = 'Your upload quota is used up: you can keep up to 0.1 MB of files.';

  it('refuses a file that would not fit, and only for that user', async () => {
    start({ perUserBytes: 100 * KB });
    const demo = await client.login('demo@example.com');
    expect((await upload(demo, png(60))).status).toBe(201);
    expectFileError(await upload(demo, png(60)), full);
    // What still fits is taken, by either upload route.
    expect((await uploadDocument(demo, fileOf('id.pdf', 'application/pdf', 30 * KB))).status).toBe(200);
    expect((await upload(await client.login('maria@example.com'), png(60))).status).toBe(201);
  });

  it('refuses a user whose quota is full before reading the body', async () => {
    start({ perUserBytes: 100 * KB });
    const demo = await client.login('demo@example.com');
    expect((await upload(demo, png(100))).status).toBe(201);
    const noForm = await client.call('POST', '/chat/upload', { token: demo, json: {} });
    expectFileError(noForm, full);
  });

  it('counts concurrent uploads together', async () => {
    start({ perUserBytes: 100 * KB });
    const demo = await client.login('demo@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => upload(demo, png(40))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422]);
  });
});

it('refuses every user once the server holds its total', async () => {
  start({ perUserBytes: 80 * KB, totalBytes: 100 * KB });
  expect((await upload(await client.login('demo@example.com'), png(60))).status).toBe(201);
  const maria = await client.login('maria@example.com');
  expectFileError(await upload(maria, png(60)), 'The server cannot accept more files right now.');
  expect((await upload(maria, png(40))).status).toBe(201);
});

describe('upload rate', () => {
  it('answers 429 with Retry-After past the limit, per user, until the window slides', async () => {
    start({ uploadsPerWindow: 3, windowMs: 10 * 60_000 });
    const demo = await client.login('demo@example.com');
    expect((await upload(demo)).status).toBe(201);
    clock.now += 60_000;
    // A refused file counts too: the server did the work of reading it.
    expect((await upload(demo, fileOf('page.html', 'text/html', 64))).status).toBe(422);
    expect((await uploadDocument(demo)).status).toBe(200);

    const refused = await upload(demo);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('540');
    expect(expectShape(api.error, refused.body).message).toBe(
      'Too many uploads. Please try again in 9 minutes.',
    );
    expect((await uploadDocument(demo)).status).toBe(429);
    expect((await upload(await client.login('maria@example.com'))).status).toBe(201);

    clock.now += 540_000;
    expect((await upload(demo)).status).toBe(201);
    expect((await upload(demo)).status).toBe(429);
  });
});

it('streams a stored file back byte for byte', async () => {
  start({});
  const demo = await client.login('demo@example.com');
  const file = fileOf('statement.pdf', 'application/pdf', 300 * KB);
  const { url } = expectShape(api.chatUpload, (await upload(demo, file)).body).data;
  const served = await backend.app.fetch(new Request(url));
  expect(served.headers.get('Content-Length')).toBe(String(300 * KB));
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
});

it('reset drops the files, the quota used and the upload counts', async () => {
  start({ perUserBytes: 10 * KB, uploadsPerWindow: 1 });
  let demo = await client.login('demo@example.com');
  const { url } = expectShape(api.chatUpload, (await upload(demo, png(10))).body).data;
  expect((await upload(demo)).status).not.toBe(201);
  expect((await client.control('POST', '/reset')).status).toBe(200);
  expect((await backend.app.fetch(new Request(url))).status).toBe(404);
  demo = await client.login('demo@example.com');
  expect((await upload(demo, png(10))).status).toBe(201);
});
