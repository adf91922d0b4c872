/** Malformed, missing, oversize and wrong-type input gets a clear 4xx, never a 500. */
import { api, uploadLimits } from '@/lib/contract';
import { apiClient, expectShape, fileOf, formWith, type ApiClient } from '../testing/api-client';
import { createBackend, type Backend } from '.';

let backend: Backend;
let client: ApiClient;
let demo: string;

beforeAll(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  demo = await client.login('demo@example.com');
});
afterAll(() => backend.dispose());

const errorOf = (body: unknown) => expectShape(api.error, body);

describe('malformed JSON', () => {
  it.each(['/auth/login', '/auth/register', '/chat/messages', '/chat/read', '/broadcasting/auth'])(
    'POST %s answers 400 with a message',
    async (path) => {
      const answer = await client.call('POST', path, { token: demo, raw: '{"email": ' });
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body).message).toBe('The request body is not valid JSON.');
    },
  );
});

describe('missing and wrong fields', () => {
  it.each([
    ['/auth/login', {}, ['email', 'password']],
    [
      '/auth/register',
      { email: 'x@example.com', password: 'short' },
      ['password', 'first_name', 'agree_privacy'],
    ],
    ['/auth/check-email', { email: 'not-an-email' }, ['email']],
    ['/auth/forgot-password', {}, ['email']],
    ['/chat/messages', { message: 5 }, ['message']],
    ['/chat/messages', { message: 'x', attachments: 'one' }, ['attachments']],
    ['/chat/messages', { message: '   ' }, ['message']],
    ['/onboarding/financial-profile', { employment_status: 'astronaut' }, ['employment_status', 'net_worth']],
    ['/broadcasting/auth', { socket_id: 'abc', channel_name: 'private-user.1' }, ['socket_id']],
  ])('POST %s %j names the fields', async (path, json, fields) => {
    const answer = await client.call('POST', path, { token: demo, json });
    expect(answer.status).toBe(422);
    const body = errorOf(answer.body);
    for (const field of fields) expect(body.errors).toHaveProperty([field]);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it.each([
    '/open/trades?page=abc',
    '/closed/trades?page=0',
    '/chat/messages?page=-1',
    '/open/trades?page=0x10',
    '/open/trades?page=1e1',
    '/open/trades?page=2.0',
    '/open/trades?page=+2',
    '/open/trades?page=%202',
    '/chat/messages?page=9007199254740993',
  ])('GET %s refuses the page', async (path) => {
    const answer = await client.call('GET', path, { token: demo });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toHaveProperty('page');
  });

  it.each([
    ['/chat/messages?after=yesterday', 'after'],
    ['/chat/messages?customer_id=abc', 'customer_id'],
    ['/chat/messages?customer_id=0x1', 'customer_id'],
    ['/chat/messages?customer_id=99999999999999999999', 'customer_id'],
  ])('GET %s refuses %s', async (path, field) => {
    const answer = await client.call('GET', path, { token: demo });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toHaveProperty([field]);
  });

  it('reads plain decimal pages, leading zeros included', async () => {
    const answer = await client.call('GET', '/closed/trades?page=02', { token: demo });
    expect(expectShape(api.trades, answer.body).meta.current_page).toBe(2);
  });

  it('refuses a JSON body over the size limit with 413', async () => {
    const answer = await client.call('POST', '/chat/messages', {
      token: demo,
      json: { message: 'x'.repeat(300 * 1024) },
    });
    expect(answer.status).toBe(413);
    errorOf(answer.body);
  });

  it('refuses attachments that are not our uploads', async () => {
    const answer = await client.call('POST', '/chat/messages', {
      token: demo,
      json: {
        message: 'see',
        attachments: ['https://evil.example/api/v1/files/abc', '/api/v1/files/unknown'],
      },
    });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toHaveProperty(['attachments.0']);
  });
});

describe('uploads', () => {
  const upload = (path: string, form: FormData) => client.call('POST', path, { token: demo, form });

  it.each([
    ['text/html', 'page.html'],
    ['image/svg+xml', 'logo.svg'],
    ['application/x-msdownload', 'setup.exe'],
    ['', 'unknown.bin'],
  ])('refuses a chat upload of type %j', async (mime, name) => {
    const answer = await upload('/chat/upload', formWith({ file: fileOf(name, mime) }));
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toHaveProperty('file');
  });

  it('refuses a file whose content is not what its declared type says', async () => {
    const page = new File(['<!doctype html><script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    const answer = await upload('/chat/upload', formWith({ file: page }));
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toHaveProperty('file');
  });

  it('accepts Word and Excel documents in chat', async () => {
    for (const mime of [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
    ]) {
      const answer = await upload('/chat/upload', formWith({ file: fileOf('doc', mime) }));
      expect(answer.status).toBe(201);
    }
  });

  it('refuses a file just over 10 MB, and a much larger body before reading it', async () => {
    const justOver = await upload(
      '/chat/upload',
      formWith({ file: fileOf('big.png', 'image/png', uploadLimits.maxBytes + 1) }),
    );
    expect(justOver.status).toBe(422);
    expect(errorOf(justOver.body).errors?.file).toEqual(['The file may not be greater than 10 MB.']);
    const huge = await upload(
      '/onboarding/documents',
      formWith({ document_type: 'passport', file: fileOf('big.pdf', 'application/pdf', 12 * 1024 * 1024) }),
    );
    expect(huge.status).toBe(422);
    expect(errorOf(huge.body).errors).toHaveProperty('file');
  });

  it('refuses uploads without a file, or not sent as a form', async () => {
    const noFile = await upload('/chat/upload', formWith({ file: 'just text' }));
    expect(noFile.status).toBe(422);
    const json = await client.call('POST', '/chat/upload', { token: demo, json: { file: 'x' } });
    expect(json.status).toBe(422);
    expect(errorOf(json.body).errors).toHaveProperty('file');
  });

  it('refuses an ID document of the wrong type or kind', async () => {
    const word = await upload(
      '/onboarding/documents',
      formWith({ document_type: 'passport', file: fileOf('id.doc', 'application/msword') }),
    );
    expect(word.status).toBe(422);
    const kind = await upload(
      '/onboarding/documents',
      formWith({ document_type: 'library_card', file: fileOf('id.png', 'image/png') }),
    );
    expect(kind.status).toBe(422);
    expect(errorOf(kind.body).errors).toHaveProperty('document_type');
  });
});
