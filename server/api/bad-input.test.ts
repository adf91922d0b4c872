/** Malformed, missing, oversize and wrong-type input gets a clear 4xx, never a 500. */
import { api, IDEMPOTENCY_HEADER, requests, uploadLimits } from '@contract/schemas';
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
  it.each([
    '/auth/login',
    '/auth/register',
    '/chat/messages',
    '/chat/read',
    '/broadcasting/auth',
    '/broadcasting/user-auth',
    '/auth/passkey',
    '/user/passkeys',
  ])('POST %s answers 400 with a message', async (path) => {
    const answer = await client.call('POST', path, { token: demo, raw: '{"email": ' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toBe('The request body is not valid JSON.');
  });
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
    ['/broadcasting/user-auth', { socket_id: '1' }, ['socket_id']],
    ['/auth/passkey', { challenge_id: 5, response: { id: 'x' } }, ['challenge_id', 'response.rawId']],
    ['/user/passkeys', { name: '', response: 'none' }, ['name', 'response']],
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

  it.each([
    ['points=0', 'The points must be an integer of at least 1.'],
    ['points=-5', 'The points must be an integer of at least 1.'],
    ['points=abc', 'The points must be an integer of at least 1.'],
    ['points=1e2', 'The points must be an integer of at least 1.'],
    ['points=2.5', 'The points must be an integer of at least 1.'],
    ['points=501', 'The points may not be greater than 500.'],
    ['points=9007199254740993', 'The points must be an integer of at least 1.'],
  ])('GET /prices/1/history?%s refuses the points', async (query, message) => {
    const answer = await client.call('GET', `/prices/1/history?${query}`, { token: demo });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toEqual({ points: [message] });
  });

  it('GET /prices/1/history takes 1 to 500 points', async () => {
    for (const points of [1, 500]) {
      const answer = await client.call('GET', `/prices/1/history?points=${points}`, { token: demo });
      expect(expectShape(api.priceHistory, answer.body).data).toHaveLength(points);
    }
  });

  it.each(['999', '0', '01', '-1', 'abc', '1.0', '0x1', '1e0', '%201', '99999999999999999999'])(
    'GET /prices/%s/history is a 404: no such asset',
    async (id) => {
      const answer = await client.call('GET', `/prices/${id}/history?points=0`, { token: demo });
      expect(answer.status).toBe(404);
      expect(errorOf(answer.body)).toEqual({ message: 'Not found.' });
    },
  );

  it.each([
    ['', 'timeframe', 'The timeframe must be one of 1m, 5m, 15m, 1h, 4h, 1d.'],
    ['timeframe=2m', 'timeframe', 'The timeframe must be one of 1m, 5m, 15m, 1h, 4h, 1d.'],
    ['timeframe=1D', 'timeframe', 'The timeframe must be one of 1m, 5m, 15m, 1h, 4h, 1d.'],
    ['timeframe=1m&count=0', 'count', 'The count must be an integer of at least 1.'],
    ['timeframe=1m&count=1.5', 'count', 'The count must be an integer of at least 1.'],
    ['timeframe=1m&count=1001', 'count', 'The count may not be greater than 1000.'],
    ['timeframe=1m&to=-1', 'to', 'The to must be an integer of at least 0.'],
    ['timeframe=1m&to=soon', 'to', 'The to must be an integer of at least 0.'],
  ])('GET /prices/1/candles?%s refuses the %s', async (query, field, message) => {
    const answer = await client.call('GET', `/prices/1/candles?${query}`, { token: demo });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toEqual({ [field]: [message] });
  });

  it.each(['999', '0', '-1', 'abc', '1.0'])('GET /prices/%s/candles is a 404: no such asset', async (id) => {
    const answer = await client.call('GET', `/prices/${id}/candles?timeframe=2m`, { token: demo });
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toEqual({ message: 'Not found.' });
  });

  it('GET /prices/1/candles asks who calls', async () => {
    const answer = await client.call('GET', '/prices/1/candles?timeframe=1m');
    expect(answer.status).toBe(401);
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

describe('free text', () => {
  it.each([
    ['NUL', 'hello\u0000world'],
    ['a control character', 'ring \u0007'],
    ['a lone surrogate', 'half \ud83d'],
  ])('refuses a chat message with %s', async (_, message) => {
    const answer = await client.call('POST', '/chat/messages', { token: demo, json: { message } });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors?.message).toEqual([
      'The message field must be text without control characters or broken characters.',
    ]);
  });

  it('keeps line breaks, tabs and emoji', async () => {
    const message = 'Line one\n\tLine two 👍🏽';
    const answer = await client.call('POST', '/chat/messages', { token: demo, json: { message } });
    expect(answer.status).toBe(201);
    expect(expectShape(api.chatMessage, answer.body).data.message).toBe(message);
  });

  it('refuses a chat message over 5000 characters', async () => {
    const answer = await client.call('POST', '/chat/messages', {
      token: demo,
      json: { message: 'x'.repeat(5001) },
    });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toHaveProperty('message');
  });

  it('refuses names with control characters or broken characters at sign-up', async () => {
    const answer = await client.call('POST', '/auth/register', {
      json: {
        email: 'control@example.com',
        password: 'long-enough-1',
        first_name: 'Ann\u0000',
        last_name: 'Lee\udc00',
        phone: '+44 20 7946 0000',
        date_of_birth: '1990-04-01',
        country_of_residence: 'united-kingdom',
        nationality: 'united-kingdom',
        agree_privacy: true,
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(errorOf(answer.body).errors ?? {}).sort()).toEqual(['first_name', 'last_name']);
  });
});

describe('registration', () => {
  // Noon UTC on 16 March 2026.
  const pinned = createBackend({ now: () => Date.parse('2026-03-16T12:00:00Z') });
  const caller = apiClient(pinned.app.fetch);
  afterAll(() => pinned.dispose());
  const register = (changes: Record<string, unknown>) =>
    caller.call('POST', '/auth/register', {
      json: {
        email: 'adult@example.com',
        password: 'long-enough-1',
        first_name: 'Ada',
        last_name: 'Adult',
        phone: '+44 20 7946 0000',
        date_of_birth: '1990-04-01',
        country_of_residence: 'united-kingdom',
        nationality: 'united-kingdom',
        agree_privacy: true,
        ...changes,
      },
    });

  it.each([
    ['9999-99-99', 'The date of birth field must be a valid date.'],
    ['2023-02-29', 'The date of birth field must be a valid date.'],
    ['1990-4-1', 'The date of birth field format is invalid.'],
    ['2026-12-01', 'The date of birth field must be a date in the past.'],
    ['2025-01-01', 'The date of birth field must be a date at least 18 years ago.'],
    ['2008-03-18', 'The date of birth field must be a date at least 18 years ago.'],
    ['1900-01-01', 'The date of birth field must be a date within the last 120 years.'],
  ])('refuses the date of birth %s', async (date_of_birth, message) => {
    const answer = await register({ date_of_birth });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toEqual({ date_of_birth: [message] });
  });

  it('accepts someone whose 18th birthday is today somewhere on Earth', async () => {
    expect((await register({ email: 'birthday@example.com', date_of_birth: '2008-03-17' })).status).toBe(201);
  });

  it.each(['xx', 'GB', 'atlantis', 'United Kingdom'])('refuses the country %j', async (country) => {
    const answer = await register({ country_of_residence: country, nationality: country });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toEqual({
      country_of_residence: ['The country of residence field must be one of the countries offered.'],
      nationality: ['The nationality field must be one of the countries offered.'],
    });
  });

  it('refuses names of only spaces, no-break spaces included, and keeps names trimmed', async () => {
    const blank = await register({ first_name: '   ', last_name: '\u00a0\u2003\u00a0' });
    expect(errorOf(blank.body).errors).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
    });
    // The length is judged once trimmed: 100 characters with spaces around them is a name of 100.
    const padded = await register({
      email: 'padded@example.com',
      first_name: `\u00a0${'A'.repeat(100)} `,
      last_name: ' Lovelace\u00a0',
    });
    expect(padded.status).toBe(201);
    expect(expectShape(api.auth, padded.body).data.user).toMatchObject({
      first_name: 'A'.repeat(100),
      last_name: 'Lovelace',
    });
  });

  it('reports every wrong field at once', async () => {
    const answer = await register({ date_of_birth: '2025-01-01', nationality: 'xx', first_name: '' });
    expect(Object.keys(errorOf(answer.body).errors ?? {}).sort()).toEqual([
      'date_of_birth',
      'first_name',
      'nationality',
    ]);
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

describe('error answers never repeat the input', () => {
  const EVIL = '<script>alert(1)</script>@x';
  /** Each JSON endpoint with input an active customer gets a 2xx for; every field is then made EVIL. */
  const endpoints: [string, { props: readonly { key: string | symbol }[] }, Record<string, unknown>][] = [
    ['/auth/login', requests.login, { email: 'demo@example.com', password: 'demo-pass-1' }],
    [
      '/auth/register',
      requests.register,
      {
        email: 'someone.new@example.com',
        password: 'long-enough-1',
        first_name: 'Sam',
        last_name: 'New',
        phone: '+44 20 7946 0000',
        date_of_birth: '1990-04-01',
        country_of_residence: 'united-kingdom',
        nationality: 'united-kingdom',
        agree_privacy: true,
      },
    ],
    ['/auth/check-email', requests.checkEmail, { email: 'free@example.com' }],
    ['/auth/forgot-password', requests.forgotPassword, { email: 'demo@example.com' }],
    [
      '/chat/messages',
      requests.chatSend,
      { message: 'Hello', attachments: [], customer_id: 1, client_id: 'c1' },
    ],
    ['/chat/read', requests.chatRead, { customer_id: 1 }],
    ['/broadcasting/auth', requests.broadcastingAuth, { socket_id: '1.2', channel_name: 'private-user.1' }],
    ['/broadcasting/user-auth', requests.userAuth, { socket_id: '1.2' }],
    [
      '/onboarding/financial-profile',
      requests.financialProfile,
      {
        employment_status: 'employed',
        annual_income: '50k_100k',
        net_worth: '25k_100k',
        source_of_funds: 'salary',
        trading_experience: 'some',
      },
    ],
  ];
  const cases = endpoints.flatMap(([path, schema, valid]) => {
    const fields = schema.props.map((prop) => String(prop.key));
    expect(Object.keys(valid).sort()).toEqual([...fields].sort());
    const every = Object.fromEntries(fields.map((field) => [field, EVIL]));
    return [
      ...fields.flatMap((field) => [
        [path, field, { ...valid, [field]: EVIL }],
        [path, `${field} (in a list)`, { ...valid, [field]: [EVIL] }],
      ]),
      [path, 'every field', every],
      [path, 'the whole body', EVIL],
    ] as [string, string, unknown][];
  });

  const expectNoEcho = (answer: { status: number; body: unknown }) => {
    const text = JSON.stringify(answer.body);
    if (answer.status >= 400) {
      expect(text).not.toContain('script');
      expect(text).not.toContain('alert(1)');
    }
  };

  it.each(cases)('POST %s with %s', async (path, _, json) => {
    const answer = await client.call('POST', path, { token: demo, json });
    expect(answer.status).not.toBe(500);
    expectNoEcho(answer);
  });

  it('in any error answer, whatever the field or endpoint', async () => {
    let errors = 0;
    for (const [path, , json] of cases) {
      const answer = await client.call('POST', path, { token: demo, json });
      if (answer.status >= 400) errors += 1;
    }
    // Nearly every case is refused: otherwise the test above would prove little.
    expect(errors).toBeGreaterThan(cases.length * 0.8);
  });

  it.each(['page', 'customer_id', 'after'])('GET /chat/messages with %s', async (name) => {
    const answer = await client.call('GET', `/chat/messages?${name}=${encodeURIComponent(EVIL)}`, {
      token: demo,
    });
    expect(answer.status).toBe(422);
    expectNoEcho(answer);
  });

  it('POST /onboarding/documents with an evil document type', async () => {
    const form = formWith({ document_type: EVIL, file: fileOf('id.png', 'image/png') });
    const answer = await client.call('POST', '/onboarding/documents', { token: demo, form });
    expect(answer.status).toBe(422);
    expectNoEcho(answer);
  });
});

describe('payments', () => {
  // Noon UTC on 16 March 2026: a card expiring 03/2026 is still valid, 02/2026 is not.
  const pinned = createBackend({ now: () => Date.parse('2026-03-16T12:00:00Z') });
  const caller = apiClient(pinned.app.fetch);
  let token: string;
  beforeAll(async () => {
    token = await caller.login('demo@example.com');
  });
  afterAll(() => pinned.dispose());

  const withKey = (): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
  const card = {
    amount: '100.00',
    card_number: '4242 4242 4242 4242',
    expiry_month: 3,
    expiry_year: 2026,
    cvc: '123',
    holder: 'Alex Morgan',
  };
  const bank = { type: 'bank', iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Alex Morgan' };
  const post = (path: string, json: unknown, headers = withKey()) =>
    caller.call('POST', path, { token, json, headers });
  const postWire = (form: FormData, headers = withKey()) =>
    caller.call('POST', '/deposits/wire', { token, form, headers });
  const errorsOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(422);
    return errorOf(answer.body).errors;
  };
  const jsonPosts = [
    ['/deposits/card', card],
    ['/deposits/crypto', { wallet_id: 'btc-mainnet', amount: '0.001' }],
    ['/withdrawals', { amount: '10', destination: bank }],
  ] as const;

  describe('the idempotency key', () => {
    const wire = () => formWith({ amount: '100', proof: fileOf('p.pdf', 'application/pdf') });
    type Send = (headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
    const calls: [string, Send][] = [
      ...jsonPosts.map(([path, json]): [string, Send] => [path, (headers) => post(path, json, headers)]),
      ['/deposits/wire', (headers) => postWire(wire(), headers)],
    ];

    it.each(calls)('POST %s requires it', async (_, send) => {
      for (const headers of [{}, { [IDEMPOTENCY_HEADER]: '   ' }] as Record<string, string>[]) {
        expect(errorsOf(await send(headers))).toEqual({
          idempotency_key: ['The Idempotency-Key header is required.'],
        });
      }
    });

    it.each(calls)('POST %s refuses one over 100 characters', async (_, send) => {
      expect(errorsOf(await send({ [IDEMPOTENCY_HEADER]: 'k'.repeat(101) }))).toEqual({
        idempotency_key: ['The Idempotency-Key header may not be greater than 100 characters.'],
      });
    });

    it.each(jsonPosts)('POST %s answers 400 to malformed JSON', async (path) => {
      const answer = await caller.call('POST', path, { token, raw: '{"amount": ', headers: withKey() });
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body).message).toBe('The request body is not valid JSON.');
    });
  });

  describe('card deposits', () => {
    it('names every missing field', async () => {
      expect(Object.keys(errorsOf(await post('/deposits/card', {})) ?? {}).sort()).toEqual([
        'amount',
        'card_number',
        'cvc',
        'expiry_month',
        'expiry_year',
        'holder',
      ]);
    });

    it.each([
      [{ amount: 100 }, 'amount', 'The amount field must be a string.'],
      [{ amount: '100.001' }, 'amount', 'The amount field format is invalid.'],
      [{ amount: '-10' }, 'amount', 'The amount field format is invalid.'],
      [{ amount: '9.99' }, 'amount', 'The amount must be between $10.00 and $10,000.00.'],
      [{ amount: '10000.01' }, 'amount', 'The amount must be between $10.00 and $10,000.00.'],
      [{ amount: '0' }, 'amount', 'The amount must be between $10.00 and $10,000.00.'],
      [{ card_number: 4242424242424242 }, 'card_number', 'The card number field must be a string.'],
      [{ card_number: '4242 4242 4242 4241' }, 'card_number', 'The card number is not valid.'],
      [{ card_number: '42424242424' }, 'card_number', 'The card number is not valid.'],
      [{ card_number: '4242-4242-4242-424x' }, 'card_number', 'The card number is not valid.'],
      [{ card_number: '' }, 'card_number', 'The card number is not valid.'],
      [{ expiry_month: '3' }, 'expiry_month', 'The expiry month field must be a number.'],
      [{ expiry_month: 3.5 }, 'expiry_month', 'The expiry month field must be an integer.'],
      [{ expiry_month: 13 }, 'expiry_month', 'The expiry month must be between 1 and 12.'],
      [{ expiry_month: 0 }, 'expiry_month', 'The expiry month must be between 1 and 12.'],
      [{ expiry_month: 2 }, 'expiry_month', 'The card has expired.'],
      [{ expiry_month: 12, expiry_year: 2025 }, 'expiry_month', 'The card has expired.'],
      [{ expiry_year: 26 }, 'expiry_month', 'The card has expired.'],
      [{ expiry_year: 2047 }, 'expiry_year', 'The expiry year is not valid.'],
      [{ cvc: '12' }, 'cvc', 'The cvc field format is invalid.'],
      [{ cvc: 123 }, 'cvc', 'The cvc field must be a string.'],
      [{ cvc: '12a' }, 'cvc', 'The cvc field format is invalid.'],
      [{ holder: 'A' }, 'holder', 'The holder field must be at least 2 characters.'],
      [{ holder: '   ' }, 'holder', 'The holder field must be at least 2 characters.'],
      [{ holder: 'x'.repeat(101) }, 'holder', 'The holder field must not be greater than 100 characters.'],
      [
        { holder: 'Alex\u0000Morgan' },
        'holder',
        'The holder field must be text without control characters or broken characters.',
      ],
    ])('refuses %j on %s', async (change, field, message) => {
      expect(errorsOf(await post('/deposits/card', { ...card, ...change }))).toEqual({ [field]: [message] });
    });

    it('reports every wrong field at once', async () => {
      const answer = await post('/deposits/card', {
        amount: '5',
        card_number: '1234 5678 9012 3456',
        expiry_month: 1,
        expiry_year: 2026,
        cvc: '1',
        holder: 'A',
      });
      expect(Object.keys(errorsOf(answer) ?? {}).sort()).toEqual([
        'amount',
        'card_number',
        'cvc',
        'expiry_month',
        'holder',
      ]);
    });

    it('accepts the limits themselves and a card expiring this month', async () => {
      for (const amount of ['10', '10000.00']) {
        expect((await post('/deposits/card', { ...card, amount })).status).toBe(201);
      }
    });
  });

  describe('crypto deposits', () => {
    it.each([
      [{}, ['amount', 'wallet_id']],
      [{ wallet_id: 'dogecoin', amount: '1' }, ['wallet_id']],
      [{ wallet_id: 5, amount: 1 }, ['amount', 'wallet_id']],
      [{ wallet_id: 'btc-mainnet', amount: '0.123456789' }, ['amount']],
      [{ wallet_id: 'btc-mainnet', amount: '1e3' }, ['amount']],
      [{ wallet_id: 'btc-mainnet', amount: '0' }, ['amount']],
      [{ wallet_id: 'btc-mainnet', amount: '1', tx_hash: 7 }, ['tx_hash']],
      [{ wallet_id: 'btc-mainnet', amount: '1', tx_hash: 'ab\u0007cd' }, ['tx_hash']],
      [{ wallet_id: 'btc-mainnet', amount: '1', tx_hash: 'a'.repeat(201) }, ['tx_hash']],
    ])('refuses %j', async (json, fields) => {
      expect(Object.keys(errorsOf(await post('/deposits/crypto', json)) ?? {}).sort()).toEqual(fields);
    });

    it("says the wallet's minimum in its own units", async () => {
      const answer = await post('/deposits/crypto', { wallet_id: 'usdt-erc20', amount: '19.99999999' });
      expect(errorsOf(answer)).toEqual({ amount: ['The amount must be at least 20 USDT.'] });
    });
  });

  describe('wire deposits', () => {
    const pdf = () => fileOf('proof.pdf', 'application/pdf');

    it.each([
      ['no amount', () => formWith({ proof: pdf() }), { amount: ['The amount field is required.'] }],
      [
        'an empty amount',
        () => formWith({ amount: '', proof: pdf() }),
        { amount: ['The amount field is required.'] },
      ],
      [
        'a word',
        () => formWith({ amount: 'lots', proof: pdf() }),
        { amount: ['The amount field format is invalid.'] },
      ],
      [
        'too little',
        () => formWith({ amount: '99.99', proof: pdf() }),
        { amount: ['The amount must be between $100.00 and $100,000.00.'] },
      ],
      [
        'too much',
        () => formWith({ amount: '100000.01', proof: pdf() }),
        { amount: ['The amount must be between $100.00 and $100,000.00.'] },
      ],
      ['no proof', () => formWith({ amount: '500' }), { proof: ['The proof field is required.'] }],
      [
        'a text proof',
        () => formWith({ amount: '500', proof: 'receipt' }),
        { proof: ['The proof field is required.'] },
      ],
      [
        'nothing',
        () => formWith({}),
        { amount: ['The amount field is required.'], proof: ['The proof field is required.'] },
      ],
      [
        'a Word proof',
        () => formWith({ amount: '500', proof: fileOf('proof.doc', 'application/msword') }),
        { proof: ['The proof must be an image (PNG, JPEG, WebP) or a PDF.'] },
      ],
      [
        'a page posing as a PNG',
        () => formWith({ amount: '500', proof: new File(['<html>'], 'proof.png', { type: 'image/png' }) }),
        { proof: ['The proof must be an image (PNG, JPEG, WebP) or a PDF.'] },
      ],
      [
        'an empty proof',
        () => formWith({ amount: '500', proof: new File([], 'proof.pdf', { type: 'application/pdf' }) }),
        { proof: ['The proof is empty.'] },
      ],
      [
        'a proof just over 10 MB',
        () =>
          formWith({ amount: '500', proof: fileOf('big.pdf', 'application/pdf', uploadLimits.maxBytes + 1) }),
        { proof: ['The proof may not be greater than 10 MB.'] },
      ],
    ])('refuses %s', async (_, form, errors) => {
      expect(errorsOf(await postWire(form()))).toEqual(errors);
    });

    it('refuses a much larger body before reading it, and JSON', async () => {
      const huge = formWith({ amount: '500', proof: fileOf('big.pdf', 'application/pdf', 12 * 1024 * 1024) });
      expect(errorsOf(await postWire(huge))).toHaveProperty('proof');
      const json = await post('/deposits/wire', { amount: '500', proof: 'x' });
      expect(errorsOf(json)).toEqual({ proof: ['The proof must be sent as multipart/form-data.'] });
    });
  });

  describe('withdrawals', () => {
    it.each([
      [{}, ['amount', 'destination']],
      [{ amount: 10, destination: bank }, ['amount']],
      [{ amount: '10', destination: 'my bank' }, ['destination.type']],
      [{ amount: '10', destination: { type: 'paypal', email: 'a@example.com' } }, ['destination.type']],
      [{ amount: '10', destination: { type: 'crypto', address: 'bc1qexample' } }, ['destination.network']],
      [
        { amount: '10', destination: { type: 'crypto', address: '', network: '' } },
        ['destination.address', 'destination.network'],
      ],
      [
        { amount: '10', destination: { type: 'crypto', address: '   ', network: 'Bitcoin' } },
        ['destination.address'],
      ],
      [
        { amount: '10', destination: { type: 'crypto', address: 'bc1\u0000q', network: 'Bitcoin' } },
        ['destination.address'],
      ],
      [
        { amount: '10', destination: { type: 'crypto', address: 'a'.repeat(201), network: 'Bitcoin' } },
        ['destination.address'],
      ],
      [
        { amount: '10', destination: { type: 'bank', iban: 'DE89 3704', account_holder: 'Alex Morgan' } },
        ['destination.iban'],
      ],
      [{ amount: '10', destination: { ...bank, iban: 'DE89-3704-0044-0532-0130-00' } }, ['destination.iban']],
      [{ amount: '10', destination: { ...bank, iban: 'D'.repeat(35) } }, ['destination.iban']],
      [{ amount: '10', destination: { ...bank, account_holder: 'A' } }, ['destination.account_holder']],
      [{ amount: '10', destination: { ...bank, bic: 'XYZ' } }, ['destination.bic']],
      [
        { amount: '10', destination: { type: 'bank', iban: 5 } },
        ['destination.account_holder', 'destination.iban'],
      ],
    ])('refuses %j', async (json, fields) => {
      expect(Object.keys(errorsOf(await post('/withdrawals', json)) ?? {}).sort()).toEqual(fields);
    });

    it.each([
      ['9.99', 'The amount must be between $10.00 and $50,000.00.'],
      ['50000.01', 'The amount must be between $10.00 and $50,000.00.'],
      ['10.001', 'The amount field format is invalid.'],
    ])('refuses the amount %s', async (amount, message) => {
      expect(errorsOf(await post('/withdrawals', { amount, destination: bank }))).toEqual({
        amount: [message],
      });
    });

    it('refuses more than the free margin, naming it', async () => {
      const answer = await post('/withdrawals', { amount: '50000.00', destination: bank });
      expect(errorsOf(answer)?.amount).toEqual([
        expect.stringMatching(
          /^The amount may not be greater than your available free margin of \$[\d,]+\.\d{2}\.$/,
        ),
      ]);
    });

    it.each(['abc', '0', '-1', '1.0', '99999999999999999999'])(
      'POST /withdrawals/%s/cancel is a 404',
      async (id) => {
        const answer = await caller.call('POST', `/withdrawals/${id}/cancel`, { token });
        expect(answer.status).toBe(404);
        expect(errorOf(answer.body)).toEqual({ message: 'Not found.' });
      },
    );
  });

  describe('history filters', () => {
    it.each([
      ['/deposits?status=lost', 'status', 'The selected status is invalid.'],
      ['/deposits?method=paypal', 'method', 'The selected method is invalid.'],
      ['/deposits?wallet_id=doge-mainnet', 'wallet_id', 'The selected wallet id is invalid.'],
      ['/deposits?page=0', 'page', 'The page must be an integer of at least 1.'],
      ['/withdrawals?page=abc', 'page', 'The page must be an integer of at least 1.'],
    ])('GET %s refuses %s', async (path, field, message) => {
      expect(errorsOf(await caller.call('GET', path, { token }))).toEqual({ [field]: [message] });
    });

    it('names every wrong filter at once', async () => {
      const answer = await caller.call('GET', '/deposits?status=x&method=y&wallet_id=z', { token });
      expect(Object.keys(errorsOf(answer) ?? {}).sort()).toEqual(['method', 'status', 'wallet_id']);
    });
  });

  describe('error answers never repeat the input', () => {
    const EVIL = '<script>alert(1)</script>@x';
    const cases = jsonPosts.flatMap(([path, valid]) => [
      ...Object.keys(valid).flatMap((field) => [
        [path, field, { ...valid, [field]: EVIL }],
        [path, `${field} (in a list)`, { ...valid, [field]: [EVIL] }],
      ]),
      [path, 'the whole body', EVIL],
    ]) as [string, string, unknown][];
    const nested = [
      { type: 'crypto', address: EVIL, network: EVIL },
      { type: 'bank', iban: EVIL, account_holder: EVIL, bic: EVIL },
      { type: EVIL },
    ].map((destination) => ['/withdrawals', 'destination', { amount: '10', destination }] as const);

    // A name or an address may hold such text (it is shown as text); an error answer never repeats it.
    it.each([...cases, ...nested])('POST %s with %s', async (path, _, json) => {
      const answer = await post(path, json);
      expect(answer.status).not.toBe(500);
      if (answer.status >= 400) {
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain('script');
        expect(text).not.toContain('alert(1)');
      }
    });

    it('GET /deposits with evil filters', async () => {
      const query = ['status', 'method', 'wallet_id'].map((name) => `${name}=${encodeURIComponent(EVIL)}`);
      const answer = await caller.call('GET', `/deposits?${query.join('&')}`, { token });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).not.toContain('script');
    });
  });
});

describe('account pages', () => {
  const own = createBackend();
  const caller = apiClient(own.app.fetch);
  let token: string;
  let kenji: string;
  beforeAll(async () => {
    [token, kenji] = await Promise.all([caller.login('demo@example.com'), caller.login('kenji@example.com')]);
  });
  afterAll(() => own.dispose());

  const withKey = (): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
  const address = {
    line1: '1 New Road',
    line2: 'Flat 2',
    city: 'Leeds',
    postal_code: 'LS1 4AP',
    country: 'united-kingdom',
  };
  const send = (method: string, path: string, json: unknown, headers = withKey(), as = token) =>
    caller.call(method, path, { token: as, json, headers });
  const errorsOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(422);
    return errorOf(answer.body).errors;
  };
  const keyed = [
    ['/savings/deposit', { amount: '1.00' }],
    ['/savings/withdraw', { amount: '1.00' }],
    ['/auto-trader', { strategy_id: 'steady-income', allocation: '500', accept_risk: true }],
  ] as const;
  const jsonCalls = [
    ['PATCH', '/profile'],
    ['POST', '/user/password'],
    ...keyed.map(([path]) => ['POST', path] as const),
  ] as const;

  it.each(jsonCalls)('%s %s answers 400 to malformed JSON', async (method, path) => {
    const answer = await caller.call(method, path, { token, raw: '{"amount": ', headers: withKey() });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toBe('The request body is not valid JSON.');
  });

  it.each(jsonCalls)('%s %s refuses a body that is not an object', async (method, path) => {
    for (const json of ['text', 5]) {
      expect(errorsOf(await send(method, path, json))).toEqual({
        body: ['The request body must be a JSON object.'],
      });
    }
  });

  it('PATCH /profile refuses a list, which every field being optional would otherwise let through', async () => {
    expect(errorsOf(await send('PATCH', '/profile', [{ phone: '+1234567' }]))).toEqual({
      body: ['The request body must be a JSON object.'],
    });
  });

  describe('the idempotency key', () => {
    it.each(keyed)('POST %s requires it and caps its length', async (path, json) => {
      for (const headers of [{}, { [IDEMPOTENCY_HEADER]: '  ' }] as Record<string, string>[]) {
        expect(errorsOf(await send('POST', path, json, headers))).toEqual({
          idempotency_key: ['The Idempotency-Key header is required.'],
        });
      }
      expect(errorsOf(await send('POST', path, json, { [IDEMPOTENCY_HEADER]: 'k'.repeat(101) }))).toEqual({
        idempotency_key: ['The Idempotency-Key header may not be greater than 100 characters.'],
      });
    });
  });

  describe('PATCH /profile', () => {
    const patch = (json: unknown) => send('PATCH', '/profile', json);

    it.each([
      ['12345678', 'The phone must be in international format: a + and 7 to 15 digits.'],
      ['+123456', 'The phone must be in international format: a + and 7 to 15 digits.'],
      ['+1234567890123456', 'The phone must be in international format: a + and 7 to 15 digits.'],
      ['+44-20-7946-0000', 'The phone must be in international format: a + and 7 to 15 digits.'],
      ['+44 (20) 7946 0000', 'The phone must be in international format: a + and 7 to 15 digits.'],
      ['', 'The phone must be in international format: a + and 7 to 15 digits.'],
    ])('refuses the phone %j', async (phone, message) => {
      expect(errorsOf(await patch({ phone }))).toEqual({ phone: [message] });
    });

    it('takes 7 and 15 digits with spaces anywhere', async () => {
      for (const phone of ['+1234567', '+123 456 789 012 345'])
        expect((await patch({ phone })).status).toBe(200);
    });

    it.each([
      [{ phone: 4420 }, { phone: ['The phone field must be a string.'] }],
      [{ address: 'London' }, { address: ['The address field must be an object.'] }],
      [
        { address: {} },
        {
          'address.line1': ['The address.line1 field is required.'],
          'address.city': ['The address.city field is required.'],
          'address.postal_code': ['The address.postal code field is required.'],
          'address.country': ['The address.country field is required.'],
        },
      ],
      [
        { address: { ...address, line1: '   ' } },
        { 'address.line1': ['The address.line1 field is required.'] },
      ],
      [
        { address: { ...address, line1: 'x'.repeat(121) } },
        { 'address.line1': ['The address.line1 field must not be greater than 120 characters.'] },
      ],
      [
        { address: { ...address, line2: 'x'.repeat(121) } },
        { 'address.line2': ['The address.line2 field must not be greater than 120 characters.'] },
      ],
      [
        { address: { ...address, city: 'x'.repeat(81) } },
        { 'address.city': ['The address.city field must not be greater than 80 characters.'] },
      ],
      [
        { address: { ...address, line1: 'Road\u0000', city: 'Lee\udc00ds' } },
        {
          'address.line1': [
            'The address.line1 field must be text without control characters or broken characters.',
          ],
          'address.city': [
            'The address.city field must be text without control characters or broken characters.',
          ],
        },
      ],
      ...['A', 'LS1#4AP', 'x'.repeat(13), '   '].map((postal_code) => [
        { address: { ...address, postal_code } },
        { 'address.postal_code': ['The postal code must be 2 to 12 letters, digits, spaces or dashes.'] },
      ]),
      ...['atlantis', 'GB', 'United Kingdom'].map((country) => [
        { address: { ...address, country } },
        { 'address.country': ['The selected country is invalid.'] },
      ]),
      [
        { address: { ...address, line2: 5 } },
        { 'address.line2': ['The address.line2 field must be a string or null.'] },
      ],
      [{ avatar: 'x.png' }, { body: ['The request contains fields that are not allowed.'] }],
      [
        { address: { ...address, state: 'CA' } },
        { body: ['The request contains fields that are not allowed.'] },
      ],
      [
        { email: 'new@example.com', account_id: 'NW-1', country_of_residence: 'france', last_name: 'X' },
        {
          email: ['The email cannot be changed here. Please contact support.'],
          account_id: ['The account id cannot be changed here. Please contact support.'],
          country_of_residence: ['The country of residence cannot be changed here. Please contact support.'],
          last_name: ['The last name cannot be changed here. Please contact support.'],
        },
      ],
      [
        { phone: '1', address: { ...address, city: '', country: 'mars' }, first_name: 'A' },
        {
          phone: ['The phone must be in international format: a + and 7 to 15 digits.'],
          'address.city': ['The address.city field is required.'],
          'address.country': ['The selected country is invalid.'],
          first_name: ['The first name cannot be changed here. Please contact support.'],
        },
      ],
    ] as [unknown, Record<string, string[]>][])('refuses %j, naming every problem', async (json, errors) => {
      expect(errorsOf(await patch(json))).toEqual(errors);
    });

    it('takes the limits themselves and an address without line2, or with it null', async () => {
      const longest = {
        line1: 'x'.repeat(120),
        line2: 'y'.repeat(120),
        city: 'z'.repeat(80),
        postal_code: '1234-567 890',
      };
      for (const json of [
        { address: { ...address, ...longest } },
        { address: { ...address, postal_code: 'AB', line2: null } },
        { address: { line1: 'a', city: 'b', postal_code: '12', country: 'japan' } },
      ]) {
        expect((await patch(json)).status).toBe(200);
      }
    });
  });

  describe('savings', () => {
    it.each(keyed.slice(0, 2))('POST %s names a missing or malformed amount', async (path) => {
      expect(errorsOf(await send('POST', path, {}))).toEqual({ amount: ['The amount field is required.'] });
      for (const amount of ['abc', '-1', '1.001', '1,00', ' 1', '1e3', '9999999999999']) {
        expect(errorsOf(await send('POST', path, { amount }))).toEqual({
          amount: ['The amount field format is invalid.'],
        });
      }
      expect(errorsOf(await send('POST', path, { amount: 5 }))).toEqual({
        amount: ['The amount field must be a string.'],
      });
    });

    it('refuses more than the free margin, and more than the savings balance', async () => {
      expect(errorsOf(await send('POST', '/savings/deposit', { amount: '999999' }))?.amount).toEqual([
        expect.stringMatching(
          /^The amount may not be greater than your available free margin of \$[\d,]+\.\d{2}\.$/,
        ),
      ]);
      expect(errorsOf(await send('POST', '/savings/withdraw', { amount: '1.00' }, withKey(), kenji))).toEqual(
        {
          amount: ['The amount may not be greater than your savings balance of $0.00.'],
        },
      );
    });
  });

  describe('POST /user/password', () => {
    it('names every missing field', async () => {
      expect(Object.keys(errorsOf(await send('POST', '/user/password', {})) ?? {}).sort()).toEqual([
        'current_password',
        'password',
        'password_confirmation',
      ]);
    });

    it('refuses a new password under 8 characters, and fields that are not text', async () => {
      const answer = await send('POST', '/user/password', {
        current_password: 'demo-pass-1',
        password: 'short',
        password_confirmation: 'short',
      });
      expect(errorsOf(answer)).toEqual({ password: ['The password field must be at least 8 characters.'] });
      const numbers = await send('POST', '/user/password', {
        current_password: 1,
        password: 12345678,
        password_confirmation: 12345678,
      });
      expect(Object.keys(errorsOf(numbers) ?? {}).sort()).toEqual([
        'current_password',
        'password',
        'password_confirmation',
      ]);
    });
  });

  describe('POST /auto-trader', () => {
    it('names every missing field', async () => {
      expect(errorsOf(await send('POST', '/auto-trader', {}))).toEqual({
        strategy_id: ['The strategy id field is required.'],
        allocation: ['The allocation field is required.'],
        accept_risk: ['The accept risk field is required.'],
      });
    });

    it.each([
      [{ allocation: '500.001' }, { allocation: ['The allocation field format is invalid.'] }],
      [{ allocation: 500 }, { allocation: ['The allocation field must be a string.'] }],
      [{ allocation: '0' }, { allocation: ['The allocation must be at least $500.00 for this strategy.'] }],
      [{ accept_risk: 'yes' }, { accept_risk: ['The accept risk field must be accepted.'] }],
      [{ strategy_id: 7 }, { strategy_id: ['The strategy id field must be a string.'] }],
      [
        { strategy_id: 'moonshot', allocation: '0' },
        {
          strategy_id: ['The selected strategy id is invalid.'],
          allocation: ['The allocation must be at least $0.01.'],
        },
      ],
    ])('refuses %j', async (changes, errors) => {
      expect(errorsOf(await send('POST', '/auto-trader', { ...keyed[2][1], ...changes }))).toEqual(errors);
    });

    it.each(['pause', 'resume', 'stop'])(
      'POST /auto-trader/%s takes no body and answers 409 when idle',
      async (action) => {
        const answer = await send('POST', `/auto-trader/${action}`, { anything: 1 }, {}, kenji);
        expect(answer.status).toBe(409);
        expect(errorOf(answer.body).message).toBe('No auto-trader is active.');
      },
    );
  });

  describe('error answers never repeat the input', () => {
    const EVIL = '<script>alert(1)</script>@x';
    const bodies: [string, string, Record<string, unknown>][] = [
      ['PATCH', '/profile', { phone: '+44 20 7946 0000', address }],
      ['PATCH', '/profile', address],
      ['POST', '/savings/deposit', { amount: '1.00' }],
      ['POST', '/savings/withdraw', { amount: '1.00' }],
      ['POST', '/auto-trader', { ...keyed[2][1] }],
      [
        'POST',
        '/user/password',
        { current_password: 'demo-pass-1', password: 'new-pass-22', password_confirmation: 'new-pass-22' },
      ],
    ];
    const cases = bodies.flatMap(([method, path, valid], index) => [
      ...Object.keys(valid).flatMap((field) => [
        [
          method,
          path,
          field,
          index === 1 ? { address: { ...valid, [field]: EVIL } } : { ...valid, [field]: EVIL },
        ],
        [method, path, `${field} (in a list)`, { ...valid, [field]: [EVIL] }],
      ]),
      [method, path, 'an evil key', { ...valid, [EVIL]: 1 }],
      [method, path, 'the whole body', EVIL],
    ]) as [string, string, string, unknown][];

    it.each(cases)('%s %s with %s', async (method, path, _, json) => {
      // Kenji: a password that did change would sign the others out of the shared token.
      const answer = await send(method, path, json, withKey(), kenji);
      expect(answer.status).not.toBe(500);
      if (answer.status >= 400) {
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain('script');
        expect(text).not.toContain('alert(1)');
      }
    });

    it('GET /__demo/documents with an evil customer', async () => {
      const answer = await caller.control('GET', `/documents?customer_email=${encodeURIComponent(EVIL)}`);
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).not.toContain('script');
    });
  });
});

describe('numbers', () => {
  // JSON.stringify writes Infinity as null, so these bodies are written by hand.
  const raw = (method: string, path: string, text: string, token = demo) =>
    client.call(method, path, { token, raw: text, headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } });
  const order = (fields: string) =>
    `{"account_id":"NW-100001","asset_id":1,"side":"buy","volume":1000,"leverage":100,${fields}}`;
  const openTrades = async () =>
    expectShape(api.trades, (await client.call('GET', '/open/trades', { token: demo })).body).data;

  it.each([
    ['POST', '/orders', order('"stop_loss":1e309'), 'stop_loss', 'The stop loss field must be a number.'],
    [
      'POST',
      '/orders',
      order('"take_profit":1e999'),
      'take_profit',
      'The take profit field must be a number.',
    ],
    ['POST', '/orders', order('"volume":1e309'), 'volume', 'The volume field must be a number.'],
    ['POST', '/orders', order('"leverage":-1e309'), 'leverage', 'The leverage field must be a number.'],
    [
      'POST',
      '/orders',
      order('"trailing_stop_pips":1e309'),
      'trailing_stop_pips',
      'The trailing stop pips field must be a number.',
    ],
    [
      'POST',
      '/deposits/card',
      '{"amount":"100.00","card_number":"4242424242424242","expiry_month":1e309,"expiry_year":2030,"cvc":"123","holder":"Alex Morgan"}',
      'expiry_month',
      'The expiry month field must be a number.',
    ],
    [
      'POST',
      '/chat/messages',
      '{"message":"hi","customer_id":1e309}',
      'customer_id',
      'The customer id field must be a number.',
    ],
  ])('%s %s %s is a 422 on that field', async (method, path, body, field, message) => {
    const before = (await openTrades()).length;
    const answer = await raw(method, path, body);
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toEqual({ [field]: [message] });
    expect((await openTrades()).length).toBe(before);
  });

  it("refuses an infinite stop or close volume on a position, and keeps the position's stops", async () => {
    const [trade] = await openTrades();
    const stops = await raw('PATCH', `/trades/${trade!.id}`, '{"stop_loss":1e309,"take_profit":null}');
    expect(errorOf(stops.body).errors).toEqual({ stop_loss: ['The stop loss field must be a number.'] });
    const trailing = await raw(
      'PATCH',
      `/trades/${trade!.id}`,
      '{"stop_loss":null,"take_profit":null,"trailing_stop_pips":-1e309}',
    );
    expect(errorOf(trailing.body).errors).toEqual({
      trailing_stop_pips: ['The trailing stop pips field must be a number.'],
    });
    const close = await raw('POST', `/trades/${trade!.id}/close`, '{"volume":1e309}');
    expect(errorOf(close.body).errors).toEqual({ volume: ['The volume field must be a number.'] });
    expect((await openTrades()).find((open) => open.id === trade!.id)).toEqual(trade);
  });

  it('refuses an infinite assignee on the desk and an infinite price in the test controls', async () => {
    const admin = await client.login('admin@example.com');
    const assign = await raw('PATCH', '/admin/chat/conversations/1', '{"assignee_id":1e309}', admin);
    expect(errorOf(assign.body).errors).toEqual({ assignee_id: ['The assignee id field must be a number.'] });
    const price = await backend.app.fetch(
      new Request('http://app.test/__demo/prices', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"symbol":"EUR/USD","price":1e309}',
      }),
    );
    expect(price.status).toBe(422);
    expect(errorOf(await price.json()).errors).toEqual({ price: ['The price field must be a number.'] });
  });
});

describe('a body that is not an object', () => {
  it.each([
    ['PATCH', '/admin/chat/conversations/1', 'admin'],
    ['POST', '/trades/1/close', 'demo'],
    ['POST', '/orders', 'demo'],
    ['POST', '/pending-orders', 'demo'],
    ['PATCH', '/pending-orders/1', 'demo'],
    ['POST', '/price-alerts', 'demo'],
    ['PATCH', '/price-alerts/1', 'demo'],
    ['POST', '/savings/deposit', 'demo'],
    ['POST', '/chat/read', 'demo'],
  ])('%s %s refuses a list and any other JSON that is not an object', async (method, path, who) => {
    const token = who === 'admin' ? await client.login('admin@example.com') : demo;
    for (const json of [[], [{ status: 'resolved' }], 'resolved', 5, true]) {
      const answer = await client.call(method, path, {
        token,
        json,
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      });
      expect(answer.status).toBe(422);
      expect(errorOf(answer.body).errors).toEqual({ body: ['The request body must be a JSON object.'] });
    }
  });
});

describe('one rule for every request', () => {
  const keyed = (path: string, json: unknown, token = demo) =>
    client.call('POST', path, { token, json, headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } });

  it.each([
    ['/savings/deposit', { amount: '1.00', to_account: 'NW-2' }],
    [
      '/withdrawals',
      { amount: '10.00', destination: { type: 'crypto', address: 'bc1q', network: 'Bitcoin', memo: 'x' } },
    ],
    ['/auto-trader', { strategy_id: 'steady-income', allocation: '500', accept_risk: true, leverage: 500 }],
    [
      '/pending-orders',
      {
        account_id: 'NW-100001',
        asset_id: 1,
        type: 'buy_limit',
        price: 1,
        volume: 1000,
        leverage: 1,
        side: 'buy',
      },
    ],
    ['/price-alerts', { asset_id: 1, side: 'bid', direction: 'below', price: 0.5, note: 'x' }],
  ])('POST %s refuses a key it does not declare, at any depth', async (path, json) => {
    const answer = await keyed(path, json);
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toMatchObject({
      body: ['The request contains fields that are not allowed.'],
    });
  });

  it('refuses a crypto deposit over the wallet maximum', async () => {
    const answer = await keyed('/deposits/crypto', { wallet_id: 'btc-mainnet', amount: '999999999999' });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).errors).toEqual({ amount: ['The amount may not be greater than 100 BTC.'] });
    expect((await keyed('/deposits/crypto', { wallet_id: 'btc-mainnet', amount: '100' })).status).toBe(201);
  });

  it("refuses an admin the customer's onboarding writes", async () => {
    const admin = await client.login('admin@example.com');
    const profile = await client.call('POST', '/onboarding/financial-profile', {
      token: admin,
      json: { employment_status: 'employed', annual_income: 'under_25k', net_worth: 'under_25k' },
    });
    expect(profile.status).toBe(403);
    const document = await client.call('POST', '/onboarding/documents', {
      token: admin,
      form: formWith({ document_type: 'passport', file: fileOf('id.png', 'image/png') }),
    });
    expect(document.status).toBe(403);
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\boot.ini.pdf', 'boot.ini.pdf'],
    ['invoice\u202Efdp.exe.pdf', 'invoicefdp.exe.pdf'],
    ['na\u0000me\u2066.pdf', 'name.pdf'],
    ['../', 'file'],
  ])('keeps an uploaded %j as %j', async (sent, kept) => {
    const answer = await client.call('POST', '/chat/upload', {
      token: demo,
      form: formWith({ file: fileOf(sent, 'application/pdf') }),
    });
    expect(expectShape(api.chatUpload, answer.body).data.file_name).toBe(kept);
  });
});
