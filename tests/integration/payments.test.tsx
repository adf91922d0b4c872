/**
 * Deposits and withdrawals inside the whole app, against the reference backend in msw: every form's
 * own checks and the server's answers as the customer sees them (beside the field, or one message for
 * the form), failures that keep what was typed, the idempotency key a retry sends again, the history's
 * filters, paging and failure, and a broker's decision reaching an open history by the 30 s poll (the
 * realtime layer is off in jsdom).
 *
 * kenji@example.com is used where a clean slate matters: no payments, no open trades, a balance of
 * 7,200.00, so the free margin is exactly that whatever the prices.
 */
import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { availablePartsOf } from '@server/api/domain/available';
import { liveAccount, valuation } from '@server/api/domain/accounts';
import { IDEMPOTENCY_HEADER, type Deposit, type Withdrawal } from '@contract/schemas';
import { formatMoney, formatSignedMoney } from '@contract/rules/format';
import { toDecimalString } from '@contract/rules/money';
import { control, loginAs, ORIGIN, postAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

const DEMO = 'demo@example.com';
const KENJI = 'kenji@example.com';

const text = {
  submitFailed: 'The request could not be sent. Your details are kept: try again.',
  required: 'This field is required.',
  amountEmpty: 'Enter an amount.',
  cardInvalid: 'The card number is not valid.',
  cardExpired: 'The card has expired.',
  cardDeclined: 'The card was declined by the issuer.',
  mustVerify: 'Your account must be verified before you can withdraw.',
};

const card = {
  amount: 'Amount (USD)',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  holder: 'Name on card',
};

type Session = { token: string; user: { id: number } };

afterEach(() => {
  vi.useRealTimers();
  api.server.events.removeAllListeners();
});

// -------------------------------------------------------------------------------------------------
// Helpers
// -------------------------------------------------------------------------------------------------

/** Signs in as `email` and opens `path` as a returning user. */
async function open(path: string, email = DEMO) {
  const session = (await loginAs(email)) as Session;
  await renderApp({ path, session, returning: true });
  return session;
}

/** A call to the API as the customer would make it from another device. */
async function call<T>(token: string, method: string, path: string, body?: unknown, key?: string) {
  const response = await fetch(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const cardDeposit = (token: string, amount: string, number = '4111111111111111') =>
  call<Deposit>(
    token,
    'POST',
    '/deposits/card',
    { amount, card_number: number, expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Kenji Sato' },
    crypto.randomUUID(),
  );
const cryptoDeposit = (token: string, wallet_id: string, amount: string) =>
  call<Deposit>(token, 'POST', '/deposits/crypto', { wallet_id, amount }, crypto.randomUUID());
const withdrawal = (token: string, amount: string, address = 'bc1qkenjiwithdrawaladdress0000000000') =>
  call<Withdrawal>(
    token,
    'POST',
    '/withdrawals',
    { amount, destination: { type: 'crypto', address, network: 'Bitcoin' } },
    crypto.randomUUID(),
  );

/** What the back office holds for a customer (`GET /__demo/deposits|withdrawals?customer_email=`). */
async function held<T>(kind: 'deposits' | 'withdrawals', email: string): Promise<T[]> {
  const response = await fetch(`${ORIGIN}/__demo/${kind}?customer_email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { data: T[] }).data;
}

/** Every call the app makes to `method path`, as it starts. */
function callsTo(method: string, path: string) {
  const calls: Request[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === `/api/v1${path}`) calls.push(request);
  });
  return calls;
}

/** The status of every answer the backend gives to `method path`. */
function answersTo(method: string, path: string) {
  const statuses: number[] = [];
  api.server.events.on('response:mocked', ({ request, response }) => {
    if (request.method === method && new URL(request.url).pathname === `/api/v1${path}`)
      statuses.push(response.status);
  });
  return statuses;
}

/** The field labelled `label` is marked invalid and its description says `message`. */
function expectFieldError(label: string, message: string) {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<keyof typeof card, string>>,
) {
  for (const [field, value] of Object.entries(values) as [keyof typeof card, string][]) {
    const input = screen.getByLabelText(card[field]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const validCard = {
  amount: '250',
  number: '4111111111111111',
  expiry: '1230',
  cvc: '123',
  holder: 'Alex Morgan',
};

async function openCard(email = DEMO) {
  const session = await open('/main/deposit/card', email);
  await screen.findByRole('heading', { name: 'Pay by card' }, { timeout: 8000 });
  return session;
}
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

/** The result card a form turns into once the server answered: its status region, found by its title. */
const result = (title: string) =>
  waitFor(
    () => {
      const region = screen
        .getAllByRole('status')
        .find((r) => within(r).queryByRole('heading', { name: new RegExp(`^${title}`) }));
      expect(region, `a result titled ${title}`).toBeDefined();
      return region!;
    },
    { timeout: 8000 },
  );

const historyList = () => screen.findByRole('list', { name: 'Deposit history' }, { timeout: 8000 });
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}
const search = () => Object.fromEntries(new URLSearchParams(window.location.search));

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);

/**
 * Answers POST /deposits/wire from the real backend with `file`'s bytes. jsdom's FormData reaches msw
 * without the file, so the handler sends the backend the multipart body the browser would have sent,
 * with the amount the app sent and its Idempotency-Key (as chat.test.tsx does for uploads).
 */
function wireUploadsReachTheBackend(
  file: { name: string; type: string; bytes: Uint8Array },
  { loseFirstAnswer = false } = {},
) {
  const keys: string[] = [];
  api.server.use(
    http.post('*/api/v1/deposits/wire', async ({ request }) => {
      const sent = await request.formData();
      const amount = String(sent.get('amount') ?? '');
      const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
      keys.push(key);
      const boundary = 'wire-test-boundary';
      const encoder = new TextEncoder();
      const body = new Uint8Array([
        ...encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n${amount}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        ...file.bytes,
        ...encoder.encode(`\r\n--${boundary}--\r\n`),
      ]);
      const jsdomFile = globalThis.File;
      globalThis.File = NodeFile as unknown as typeof File;
      try {
        const answer = await api.backend.app.fetch(
          new Request(request.url, {
            method: 'POST',
            headers: {
              Authorization: request.headers.get('Authorization') ?? '',
              Accept: 'application/json',
              [IDEMPOTENCY_HEADER]: key,
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
            },
            body,
          }),
        );
        return loseFirstAnswer && keys.length === 1 ? HttpResponse.error() : answer;
      } finally {
        globalThis.File = jsdomFile;
      }
    }),
  );
  return keys;
}

// -------------------------------------------------------------------------------------------------
// Card
// -------------------------------------------------------------------------------------------------

describe('card deposit', () => {
  it("an empty submit shows each field's message and focuses the first invalid field", async () => {
    const posts = callsTo('POST', '/deposits/card');
    await openCard();
    await userEvent.click(depositButton());
    expectFieldError(card.amount, text.amountEmpty);
    for (const label of [card.number, card.expiry, card.cvc, card.holder])
      expectFieldError(label, text.required);
    await waitFor(() => expect(screen.getByLabelText(card.amount)).toHaveFocus());
    expect(posts).toHaveLength(0);
  });

  it.each([
    ['9.99', 'The minimum is $10.00.'],
    ['10000.01', 'The maximum is $10,000.00.'],
    ['ten', 'Enter an amount such as 250 or 250.50.'],
  ])('refuses %s against the tenant limits before any call: %s', async (amount, message) => {
    const posts = callsTo('POST', '/deposits/card');
    const user = userEvent.setup();
    await openCard();
    // The limits are said under the field from the start.
    expect(screen.getByLabelText(card.amount)).toHaveAccessibleDescription('From $10.00 to $10,000.00.');
    await fillCard(user, { ...validCard, amount });
    await user.click(depositButton());
    expectFieldError(card.amount, message);
    await waitFor(() => expect(screen.getByLabelText(card.amount)).toHaveFocus());
    expect(posts).toHaveLength(0);
  });

  it('refuses a card number failing Luhn and an expired card before any call', async () => {
    const posts = callsTo('POST', '/deposits/card');
    const user = userEvent.setup();
    await openCard();
    await fillCard(user, { ...validCard, number: '4111111111111112', expiry: '0120' });
    // Typed as a person would read it.
    expect(screen.getByLabelText(card.number)).toHaveValue('4111 1111 1111 1112');
    expect(screen.getByLabelText(card.expiry)).toHaveValue('01/20');
    await user.click(depositButton());
    expectFieldError(card.number, text.cardInvalid);
    expectFieldError(card.expiry, text.cardExpired);
    await waitFor(() => expect(screen.getByLabelText(card.number)).toHaveFocus());
    expect(posts).toHaveLength(0);
    // Corrected, each message goes.
    await fillCard(user, { number: validCard.number, expiry: validCard.expiry });
    expect(screen.getByLabelText(card.number)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(card.expiry)).not.toHaveAttribute('aria-invalid');
  });

  it("the declined test card ends 'Declined' with the server's reason, and Try again keeps all but the CVC", async () => {
    const user = userEvent.setup();
    await openCard();
    await fillCard(user, { ...validCard, number: '4000000000000002' });
    await user.click(depositButton());
    const region = await result('Card deposit');
    expect(within(region).getByText('Declined')).toBeInTheDocument();
    expect(within(region).getByText(text.cardDeclined)).toBeInTheDocument();
    expect(within(region).getByText('$250.00')).toBeInTheDocument();
    expect(screen.queryByLabelText(card.number)).not.toBeInTheDocument();
    const [newest] = await held<Deposit>('deposits', DEMO);
    expect(newest).toMatchObject({ method: 'card', status: 'declined', card_last4: '0002' });

    // Back to the form as it was typed, but for the security code, which is asked for first.
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText(card.amount)).toHaveValue('250');
    expect(screen.getByLabelText(card.number)).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText(card.expiry)).toHaveValue('12/30');
    expect(screen.getByLabelText(card.holder)).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText(card.cvc)).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText(card.cvc)).toHaveFocus());
    await user.click(depositButton());
    expectFieldError(card.cvc, 'This field is required.');
    // Another card: only its number and the code are typed again.
    await fillCard(user, { number: validCard.number, cvc: validCard.cvc });
    await user.click(depositButton());
    expect(within(await result('Card deposit')).getByText('Pending')).toBeInTheDocument();
    expect((await held<Deposit>('deposits', DEMO))[0]).toMatchObject({
      status: 'pending',
      card_last4: '1111',
    });
    // Accepted, nothing of the card is kept: another deposit starts empty.
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByLabelText(card.number)).toHaveValue('');
    expect(screen.getByLabelText(card.holder)).toHaveValue('');
  });

  it("a 422 the client's own checks let through (an expiry 70 years ahead) shows beside the field", async () => {
    const user = userEvent.setup();
    await openCard();
    await fillCard(user, { ...validCard, expiry: '1299' });
    await user.click(depositButton());
    // expiry_year's error is shown on the one expiry field.
    await waitFor(() => expectFieldError(card.expiry, 'The expiry year is not valid.'));
    await waitFor(() => expect(screen.getByLabelText(card.expiry)).toHaveFocus());
    expect(screen.queryByText(text.submitFailed)).not.toBeInTheDocument();
    // Typing in the field takes its server message away.
    await fillCard(user, { expiry: validCard.expiry });
    expect(screen.getByLabelText(card.expiry)).not.toHaveAttribute('aria-invalid');
  });

  it('a server 422 on several fields shows each beside its own field, and keeps what was typed', async () => {
    api.server.use(
      http.post('*/api/v1/deposits/card', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              amount: ['The amount must be between $10.00 and $10,000.00.'],
              card_number: ['The card number is not valid.'],
              expiry_month: ['The card has expired.'],
              cvc: ['The cvc format is invalid.'],
              holder: ['The holder field must be text without control characters or broken characters.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openCard();
    await fillCard(user, validCard);
    await user.click(depositButton());
    await waitFor(() => expectFieldError(card.amount, 'The amount must be between $10.00 and $10,000.00.'));
    expectFieldError(card.number, 'The card number is not valid.');
    expectFieldError(card.expiry, 'The card has expired.');
    expectFieldError(card.cvc, 'The cvc format is invalid.');
    expectFieldError(
      card.holder,
      'The holder field must be text without control characters or broken characters.',
    );
    await waitFor(() => expect(screen.getByLabelText(card.amount)).toHaveFocus());
    expect(screen.getByLabelText(card.number)).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText(card.holder)).toHaveValue('Alex Morgan');
  });

  it('a network failure keeps every field filled and says so', async () => {
    api.server.use(http.post('*/api/v1/deposits/card', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openCard();
    await fillCard(user, validCard);
    await user.click(depositButton());
    expect(await screen.findByText(text.submitFailed)).toBeInTheDocument();
    expect(screen.getByText(text.submitFailed).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(card.amount)).toHaveValue('250');
    expect(screen.getByLabelText(card.number)).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText(card.expiry)).toHaveValue('12/30');
    expect(screen.getByLabelText(card.cvc)).toHaveValue('123');
    expect(screen.getByLabelText(card.holder)).toHaveValue('Alex Morgan');
    expect(depositButton()).toBeEnabled();
  });

  it('a retry after a lost answer sends the same Idempotency-Key and the backend holds one deposit', async () => {
    const before = (await held<Deposit>('deposits', DEMO)).length;
    const keys: string[] = [];
    // The first answer is lost after the server made the deposit; the next ones arrive.
    api.server.use(
      http.post('*/api/v1/deposits/card', async ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
        const answer = await api.backend.app.fetch(request);
        return keys.length === 1 ? HttpResponse.error() : answer;
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openCard();
    await fillCard(user, validCard);
    await user.click(depositButton());
    expect(await screen.findByText(text.submitFailed)).toBeInTheDocument();
    expect(await held<Deposit>('deposits', DEMO)).toHaveLength(before + 1);

    await user.click(depositButton());
    const region = await result('Card deposit');
    expect(within(region).getByText('Pending')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\S/);
    expect(keys[1]).toBe(keys[0]);
    const after = await held<Deposit>('deposits', DEMO);
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      method: 'card',
      amount: '250.00',
      card_last4: '1111',
      status: 'pending',
    });

    // Another deposit is another request: a new key.
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    await fillCard(user, validCard);
    await user.click(depositButton());
    await result('Card deposit');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(await held<Deposit>('deposits', DEMO)).toHaveLength(before + 2);
  });
});

// -------------------------------------------------------------------------------------------------
// Crypto
// -------------------------------------------------------------------------------------------------

describe('crypto deposit', () => {
  it('refuses an amount below the wallet minimum before any call', async () => {
    const posts = callsTo('POST', '/deposits/crypto');
    const user = userEvent.setup();
    await open('/main/deposit/bitcoin');
    await screen.findByRole('heading', { name: 'Deposit Bitcoin' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('Amount sent (BTC)'), '0.0004');
    await user.click(screen.getByRole('button', { name: 'I have sent it' }));
    expectFieldError('Amount sent (BTC)', 'The minimum on this network is 0.0005 BTC.');
    expect(posts).toHaveLength(0);
  });

  it('a notify creates a pending deposit, shown at once in the wallet history', async () => {
    const user = userEvent.setup();
    await open('/main/deposit/tether/usdt-trc20', KENJI);
    await screen.findByRole('heading', { name: 'Deposit Tether' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('Amount sent (USDT)'), '25.5');
    await user.type(screen.getByLabelText('Transaction ID (optional)'), '0xfeedbeef');
    await user.click(screen.getByRole('button', { name: 'I have sent it' }));
    const region = await result('Tell us what you sent');
    expect(within(region).getByText('Pending')).toBeInTheDocument();
    expect(within(region).getByText(/^25\.5\d* USDT$/)).toBeInTheDocument();
    expect(await held<Deposit>('deposits', KENJI)).toEqual([
      expect.objectContaining({
        method: 'crypto',
        wallet_id: 'usdt-trc20',
        tx_hash: '0xfeedbeef',
        status: 'pending',
      }),
    ]);

    await user.click(screen.getByRole('link', { name: 'Deposits to this wallet' }));
    const list = await historyList();
    expect(search()).toEqual({ walletId: 'usdt-trc20' });
    expect(screen.getByRole('combobox', { name: 'Wallet' })).toHaveTextContent('Tether · Tron (TRC20)');
    const [row] = rows(list);
    expect(rows(list)).toHaveLength(1);
    expect(row).toHaveTextContent('Tether · Tron (TRC20)');
    expect(row).toHaveTextContent(/25\.5\d* USDT/);
    expect(within(row!).getByText('Pending')).toBeInTheDocument();
  });
});

// -------------------------------------------------------------------------------------------------
// Wire
// -------------------------------------------------------------------------------------------------

describe('wire transfer', () => {
  const proofLabel = 'Proof of transfer (image or PDF, up to 10 MB)';
  const proofInput = () => screen.getByLabelText(proofLabel);
  const confirm = () => screen.getByRole('button', { name: 'Confirm transfer' });

  async function openWire() {
    await open('/main/deposit/wire', KENJI);
    await screen.findByRole('heading', { name: 'Bank transfer details' }, { timeout: 8000 });
  }

  it("shows the tenant's bank and the customer's own reference", async () => {
    await openWire();
    const details = screen.getByRole('heading', { name: 'Bank transfer details' }).parentElement!;
    for (const shown of [
      'Northwind Markets Ltd',
      'Example Bank plc',
      'GB00 EXMP 0000 0000 0000 00',
      'EXMPGB2L',
    ]) {
      expect(within(details).getByText(shown)).toBeInTheDocument();
    }
    expect(within(details).getByText(/^[A-Z]{2}-\d+-\d{2}$/)).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Copy Your payment reference' })).toBeInTheDocument();
    // Why the reference matters is said beside it, not below the whole list.
    const reference = within(details).getByText('Your payment reference').parentElement!;
    expect(
      within(reference).getByText('Without it we cannot tell the transfer is yours.'),
    ).toBeInTheDocument();
  });

  it('asks for the proof when none is attached', async () => {
    const posts = callsTo('POST', '/deposits/wire');
    const user = userEvent.setup();
    await openWire();
    await user.type(screen.getByLabelText('Amount (USD)'), '500');
    await user.click(confirm());
    await screen.findByText('Attach the proof of your transfer.');
    expectFieldError(proofLabel, 'Attach the proof of your transfer.');
    await waitFor(() => expect(proofInput()).toHaveFocus());
    expect(posts).toHaveLength(0);
  });

  it('refuses a file that is not an image or a PDF before any call', async () => {
    const posts = callsTo('POST', '/deposits/wire');
    // applyAccept off: the file reaches the app, as one picked with a lax picker can.
    const user = userEvent.setup({ applyAccept: false });
    await openWire();
    await user.type(screen.getByLabelText('Amount (USD)'), '500');
    await user.upload(proofInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(confirm());
    await screen.findByText('The proof must be an image or a PDF.');
    expectFieldError(proofLabel, 'The proof must be an image or a PDF.');
    // The refused file is shown with what is wrong with it.
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('a file that only claims to be an image is refused by the server, beside the proof', async () => {
    wireUploadsReachTheBackend({
      name: 'fake.png',
      type: 'image/png',
      bytes: new TextEncoder().encode('not a png'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openWire();
    await user.type(screen.getByLabelText('Amount (USD)'), '500');
    await user.upload(proofInput(), new File(['not a png'], 'fake.png', { type: 'image/png' }));
    await user.click(confirm());
    await screen.findByText('The proof must be an image (PNG, JPEG, WebP) or a PDF.', {}, { timeout: 8000 });
    expectFieldError(proofLabel, 'The proof must be an image (PNG, JPEG, WebP) or a PDF.');
    expect(screen.getByLabelText('Amount (USD)')).toHaveValue('500');
    expect(await held<Deposit>('deposits', KENJI)).toEqual([]);
  });

  it('a confirmation with its proof ends Pending, with the reference and the file name kept', async () => {
    const keys = wireUploadsReachTheBackend({ name: 'transfer.png', type: 'image/png', bytes: PNG_BYTES });
    const user = userEvent.setup();
    await openWire();
    await user.type(screen.getByLabelText('Amount (USD)'), '1,500.50');
    await user.upload(proofInput(), new File([PNG_BYTES], 'transfer.png', { type: 'image/png' }));
    await user.click(confirm());
    const region = await result('Confirm your transfer');
    expect(within(region).getByText('Pending')).toBeInTheDocument();
    expect(within(region).getByText('$1,500.50')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\S/);
    const [deposit] = await held<Deposit>('deposits', KENJI);
    expect(deposit).toMatchObject({
      method: 'wire',
      amount: '1500.50',
      status: 'pending',
      proof_file_name: 'transfer.png',
      reference: expect.stringMatching(/^[A-Z]{2}-\d+-\d{2}$/),
    });
  });

  it('a lost answer keeps the amount and the file; the retry sends the same key and one deposit is held', async () => {
    const keys = wireUploadsReachTheBackend(
      { name: 'transfer.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') },
      { loseFirstAnswer: true },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openWire();
    await user.type(screen.getByLabelText('Amount (USD)'), '750');
    await user.upload(
      proofInput(),
      new File(['%PDF-1.4\n%%EOF\n'], 'transfer.pdf', { type: 'application/pdf' }),
    );
    await user.click(confirm());
    expect(await screen.findByText(text.submitFailed, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD)')).toHaveValue('750');
    expect((proofInput() as HTMLInputElement).files?.[0]?.name).toBe('transfer.pdf');
    expect(await held<Deposit>('deposits', KENJI)).toHaveLength(1);

    await user.click(confirm());
    const region = await result('Confirm your transfer');
    expect(within(region).getByText('Pending')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await held<Deposit>('deposits', KENJI)).toEqual([
      expect.objectContaining({ method: 'wire', amount: '750.00', proof_file_name: 'transfer.pdf' }),
    ]);
  });
});

// -------------------------------------------------------------------------------------------------
// History
// -------------------------------------------------------------------------------------------------

describe('deposit history', () => {
  it('filters by wallet and status: the list changes and the URL holds walletId and status', async () => {
    const session = (await loginAs(KENJI)) as Session;
    const { token } = session;
    const btcOld = await cryptoDeposit(token, 'btc-mainnet', '0.001');
    await cryptoDeposit(token, 'btc-mainnet', '0.002');
    await cryptoDeposit(token, 'usdt-trc20', '15');
    await cardDeposit(token, '100.00', '4000000000000002');
    await cardDeposit(token, '75.00');
    await control('POST', `/deposits/${btcOld.id}/approve`, {});

    const user = userEvent.setup();
    await renderApp({ path: '/main/deposit/history', session, returning: true });
    let list = await historyList();
    expect(rows(list)).toHaveLength(5);
    // Newest first; the declined one says why.
    expect(rows(list)[0]).toHaveTextContent('Card ending 1111');
    expect(rows(list)[1]).toHaveTextContent('Card ending 0002');
    expect(rows(list)[1]).toHaveTextContent(text.cardDeclined);
    expect(within(rows(list)[1]!).getByText('Declined')).toBeInTheDocument();

    await choose(user, 'Wallet', 'Bitcoin · Bitcoin');
    await waitFor(() => expect(rows(screen.getByRole('list', { name: 'Deposit history' }))).toHaveLength(2));
    expect(search()).toEqual({ walletId: 'btc-mainnet' });
    list = screen.getByRole('list', { name: 'Deposit history' });
    for (const row of rows(list)) expect(row).toHaveTextContent('Bitcoin · Bitcoin');

    await choose(user, 'Status', 'Approved');
    await waitFor(() => expect(rows(screen.getByRole('list', { name: 'Deposit history' }))).toHaveLength(1));
    expect(search()).toEqual({ walletId: 'btc-mainnet', status: 'approved' });
    expect(
      within(rows(screen.getByRole('list', { name: 'Deposit history' }))[0]!).getByText('Approved'),
    ).toBeInTheDocument();

    await choose(user, 'Status', 'Declined');
    expect(
      await screen.findByText('No deposits match these filters.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(search()).toEqual({ walletId: 'btc-mainnet', status: 'declined' });
    expect(screen.queryByRole('list', { name: 'Deposit history' })).not.toBeInTheDocument();

    await choose(user, 'Wallet', 'All methods and wallets');
    await historyList();
    await waitFor(() => expect(rows(screen.getByRole('list', { name: 'Deposit history' }))).toHaveLength(1));
    expect(rows(screen.getByRole('list', { name: 'Deposit history' }))[0]).toHaveTextContent(
      'Card ending 0002',
    );
    expect(search()).toEqual({ status: 'declined' });

    await choose(user, 'Status', 'All statuses');
    await waitFor(() => expect(rows(screen.getByRole('list', { name: 'Deposit history' }))).toHaveLength(5));
    expect(search()).toEqual({});
  });

  it('opens with the filters the URL holds', async () => {
    const session = (await loginAs(KENJI)) as Session;
    await cryptoDeposit(session.token, 'btc-mainnet', '0.001');
    await cardDeposit(session.token, '75.00');
    await renderApp({
      path: '/main/deposit/history?walletId=btc-mainnet&status=pending',
      session,
      returning: true,
    });
    const list = await historyList();
    expect(rows(list)).toHaveLength(1);
    expect(rows(list)[0]).toHaveTextContent('Bitcoin · Bitcoin');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
  });

  it('says when there are no deposits yet', async () => {
    await open('/main/deposit/history', KENJI);
    expect(await screen.findByText('No deposits yet.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("a failing GET /deposits says 'Deposits could not be loaded.' with Retry, which loads them", async () => {
    let failing = true;
    api.server.use(
      http.get('*/api/v1/deposits', ({ request }) =>
        failing ? HttpResponse.json({}, { status: 500 }) : api.backend.app.fetch(request),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/main/deposit/history');
    const message = await screen.findByText('Deposits could not be loaded.', {}, { timeout: 8000 });
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await historyList();
    // demo@example.com's seeded card and wire deposits.
    expect(rows(list)).toHaveLength(2);
    expect(screen.queryByText('Deposits could not be loaded.')).not.toBeInTheDocument();
  });

  it('Load more appends the next page', async () => {
    const session = (await loginAs(KENJI)) as Session;
    for (let i = 1; i <= 22; i++) await cardDeposit(session.token, `${10 + i}.00`);
    await renderApp({ path: '/main/deposit/history', session, returning: true });
    const list = await historyList();
    expect(rows(list)).toHaveLength(20);
    expect(rows(list)[0]).toHaveTextContent('$32.00');
    expect(rows(list)[19]).toHaveTextContent('$13.00');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows(list)).toHaveLength(22));
    expect(rows(list)[0]).toHaveTextContent('$32.00');
    expect(rows(list)[20]).toHaveTextContent('$12.00');
    expect(rows(list)[21]).toHaveTextContent('$11.00');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("a broker's approval and decline reach the open history within the 30 s poll", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = (await loginAs(KENJI)) as Session;
    const approved = await cardDeposit(session.token, '120.00');
    const declined = await cryptoDeposit(session.token, 'btc-mainnet', '0.01');
    await renderApp({ path: '/main/deposit/history', session, returning: true });
    const list = await historyList();
    const row = (n: number) => rows(list)[n]!;
    expect(within(row(0)).getByText('Pending')).toBeInTheDocument();
    expect(within(row(1)).getByText('Pending')).toBeInTheDocument();

    await control('POST', `/deposits/${approved.id}/approve`, {});
    await control('POST', `/deposits/${declined.id}/decline`, { reason: 'The coins did not arrive.' });
    // Nothing before the poll (the clock also moves with real time, hence the margin)...
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(within(row(1)).getByText('Pending')).toBeInTheDocument();
    expect(within(row(0)).getByText('Pending')).toBeInTheDocument();
    // ...then the 30 s poll brings both decisions.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(within(row(1)).getByText('Approved')).toBeInTheDocument());
    expect(within(row(0)).getByText('Declined')).toBeInTheDocument();
    expect(row(0)).toHaveTextContent('The coins did not arrive.');
  });
});

// -------------------------------------------------------------------------------------------------
// Withdrawal
// -------------------------------------------------------------------------------------------------

describe('withdrawal', () => {
  const amount = () => screen.getByLabelText('Amount (USD)');
  const available = () => screen.getByText('Available to withdraw').nextElementSibling!;
  const requests = () => screen.findByRole('list', { name: 'Your withdrawal requests' }, { timeout: 8000 });

  async function openWithdrawal(email = KENJI) {
    const session = await open('/main/withdrawal', email);
    await screen.findByLabelText('Amount (USD)', {}, { timeout: 8000 });
    return session;
  }

  async function fillCrypto(user: ReturnType<typeof userEvent.setup>, value: string) {
    await user.clear(amount());
    await user.type(amount(), value);
    await user.type(screen.getByLabelText('Wallet address'), 'bc1qcustomerownwallet000000000000000');
    await user.type(screen.getByLabelText('Network'), 'Bitcoin');
  }

  /** Each part the page lists under the figure, by its label. */
  const partsShown = () => {
    const group = screen.getByRole('group', { name: 'How the available amount is worked out' });
    return Object.fromEntries(
      within(group)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
  };

  /** What the server judges a claim of Kenji's live account by, now, with its parts. */
  function serverFigure() {
    const kenji = api.backend.store.userByEmail(KENJI)!;
    const live = liveAccount(api.backend, kenji);
    const { equity, margin } = valuation(api.backend, kenji, live);
    return { ...availablePartsOf(api.backend, kenji, live), equity: BigInt(equity), margin: BigInt(margin) };
  }

  it('with the auto-trader running and a withdrawal pending, shows the figure the server judges by, part by part, and takes it to the cent', async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    const start = { strategy_id: 'steady-income', allocation: '2600.00', accept_risk: true };
    await call(token, 'POST', '/auto-trader', start, crypto.randomUUID());
    await control('POST', '/auto-trader/tick', { customer_email: KENJI });
    await withdrawal(token, '1200.00');
    const server = serverFigure();
    // The strategy holds part of its allocation: the rest is kept for it.
    expect(server.autoTraderReserve).toBeGreaterThan(0n);
    expect(server.autoTraderReserve).toBeLessThan(260_000n);
    expect(server.margin).toBeGreaterThan(0n);
    const usd = (minor: bigint) => formatMoney(minor, 'USD');
    const less = (minor: bigint) => formatSignedMoney(-minor, 'USD');

    const user = userEvent.setup();
    await openWithdrawal();
    await waitFor(() => expect(available()).toHaveTextContent(usd(server.available)));
    expect(partsShown()).toEqual({
      Equity: usd(server.equity),
      'Margin in use': less(server.margin),
      'Pending withdrawals': less(120_000n),
      'Kept for the auto-trader': less(server.autoTraderReserve),
    });
    expect(amount()).toHaveAccessibleDescription(`From $10.00 to ${usd(server.available)}.`);

    // A cent more is refused with the figure shown, as the server refuses it.
    const over = toDecimalString(server.available + 1n);
    const refusal = `The amount may not be greater than your available free margin of ${usd(server.available)}.`;
    await fillCrypto(user, over);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expectFieldError('Amount (USD)', refusal);
    const answer = await postAs(token, '/withdrawals', {
      amount: over,
      destination: { type: 'crypto', address: 'bc1q', network: 'Bitcoin' },
    });
    expect(((await answer.json()) as { errors: { amount: string[] } }).errors.amount).toEqual([refusal]);

    // The figure itself is accepted; then nothing is left, and the page offers a deposit instead.
    await user.clear(amount());
    await user.type(amount(), toDecimalString(server.available));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(
      await screen.findByText('Nothing to withdraw right now', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your withdrawal request was sent.')).toBeInTheDocument();
    expect(serverFigure().available).toBe(0n);
    expect(await held<Withdrawal>('withdrawals', KENJI)).toEqual([
      expect.objectContaining({ status: 'pending', amount: toDecimalString(server.available) }),
      expect.objectContaining({ status: 'pending', amount: '1200.00' }),
    ]);
  });

  it('with nothing available, says so and offers Deposit instead of an amount no one could type', async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    await withdrawal(token, '7200.00');
    await open('/main/withdrawal', KENJI);
    expect(
      await screen.findByText(
        'You have no money available to withdraw. Deposit to add some.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/main/deposit',
    );
    expect(screen.queryByLabelText('Amount (USD)')).not.toBeInTheDocument();
    expect(available()).toHaveTextContent('$0.00');
    expect(partsShown()['Pending withdrawals']).toBe('−$7,200.00');
  });

  it('with less than the least a withdrawal may be, says both; cancelling a request brings the form back', async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    await withdrawal(token, '7195.00');
    const user = userEvent.setup();
    await open('/main/withdrawal', KENJI);
    expect(
      await screen.findByText(
        'You have $5.00 available; the least you can withdraw is $10.00.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (USD)')).not.toBeInTheDocument();

    const row = within(await requests()).getAllByRole('listitem')[0]!;
    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByLabelText('Amount (USD)', {}, { timeout: 8000 })).toHaveAccessibleDescription(
      'From $10.00 to $7,200.00.',
    );
    expect(available()).toHaveTextContent('$7,200.00');
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it("'Available to withdraw' is the free margin less the requests still pending", async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    await withdrawal(token, '200.00');
    const cancelled = await withdrawal(token, '300.00');
    await call(token, 'POST', `/withdrawals/${cancelled.id}/cancel`);
    await openWithdrawal();
    // 7,200.00 free margin (no open trades) − 200.00 pending; the cancelled one holds nothing back.
    await waitFor(() => expect(available()).toHaveTextContent('$7,000.00'));
    expect(amount()).toHaveAccessibleDescription('From $10.00 to $7,000.00.');
  });

  it('over the free margin is refused with the message before any call', async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    await withdrawal(token, '200.00');
    const posts = callsTo('POST', '/withdrawals');
    const user = userEvent.setup();
    await openWithdrawal();
    await waitFor(() => expect(available()).toHaveTextContent('$7,000.00'));
    await fillCrypto(user, '7000.01');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expectFieldError(
      'Amount (USD)',
      'The amount may not be greater than your available free margin of $7,000.00.',
    );
    expect(screen.queryByRole('heading', { name: 'Confirm your withdrawal' })).not.toBeInTheDocument();
    // Within it, the confirmation step opens (and still nothing is sent until confirmed).
    await fillCrypto(user, '7000');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('heading', { name: 'Confirm your withdrawal' })).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('checks the destination before the confirmation step', async () => {
    const user = userEvent.setup();
    await openWithdrawal();
    await user.type(amount(), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expectFieldError('Wallet address', text.required);
    expectFieldError('Network', text.required);
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByLabelText('IBAN'), 'GB12 3456');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expectFieldError('IBAN', 'Enter an IBAN of 15 to 34 letters and digits.');
    expectFieldError('Account holder', text.required);
    expect(screen.queryByRole('heading', { name: 'Confirm your withdrawal' })).not.toBeInTheDocument();
  });

  it("an account not verified yet is refused with the server's message, and keeps what was typed", async () => {
    // The tenant lets pending accounts in; the backend still treats this one as not verified.
    // (pending@example.com has no money, so the free margin check would stop it first.)
    await control('PATCH', '/settings', { must_verify_account: false });
    await control('PATCH', '/users', { email: KENJI, status: 'pending' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openWithdrawal();
    await waitFor(() => expect(available()).toHaveTextContent('$7,200.00'));
    await fillCrypto(user, '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const message = await screen.findByText(text.mustVerify, {}, { timeout: 8000 });
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(message.closest('[role="alert"]')).toHaveFocus());
    expect(amount()).toHaveValue('100');
    expect(screen.getByLabelText('Wallet address')).toHaveValue('bc1qcustomerownwallet000000000000000');
    expect(await held<Withdrawal>('withdrawals', KENJI)).toEqual([]);
  });

  it('confirm step, then Pending in the list; cancel makes it Cancelled', async () => {
    const posts = callsTo('POST', '/withdrawals');
    const user = userEvent.setup();
    await openWithdrawal();
    expect(await screen.findByText('No withdrawal requests yet.', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(available()).toHaveTextContent('$7,200.00'));
    await fillCrypto(user, '150');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const step = screen.getByRole('group', { name: 'Confirm your withdrawal' });
    expect(step).toHaveTextContent('Withdraw $150.00 to Bitcoin · bc1qcustomerownwallet000000000000000?');
    expect(posts).toHaveLength(0);
    await user.click(within(step).getByRole('button', { name: 'Confirm withdrawal' }));

    expect(
      await screen.findByText('Your withdrawal request was sent.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get(IDEMPOTENCY_HEADER)).toMatch(/\S/);
    const list = await requests();
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent('Bitcoin · bc1qcustomerownwallet000000000000000');
    expect(row).toHaveTextContent('$150.00');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    await waitFor(() => expect(available()).toHaveTextContent('$7,050.00'));

    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(within(row).getByText('Cancelled')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    await waitFor(() => expect(available()).toHaveTextContent('$7,200.00'));
    expect(await held<Withdrawal>('withdrawals', KENJI)).toEqual([
      expect.objectContaining({ status: 'cancelled', amount: '150.00' }),
    ]);
  });

  it('Back from the confirmation step keeps the form as typed and sends nothing', async () => {
    const posts = callsTo('POST', '/withdrawals');
    const user = userEvent.setup();
    await openWithdrawal();
    await fillCrypto(user, '150');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(amount()).toHaveValue('150');
    expect(screen.getByLabelText('Network')).toHaveValue('Bitcoin');
    expect(posts).toHaveLength(0);
  });

  it("a failed cancel shows the server's message", async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    const request = await withdrawal(token, '80.00');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openWithdrawal();
    const list = await requests();
    const row = within(list).getAllByRole('listitem')[0]!;
    // The broker pays it out while the page still shows it pending.
    await control('POST', `/withdrawals/${request.id}/approve`, {});
    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    const message = await screen.findByText(
      'The withdrawal is already approved; only a pending one can change.',
      {},
      { timeout: 8000 },
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it("a failed cancel without a message of the server's says 'The request could not be cancelled.'", async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    await withdrawal(token, '80.00');
    api.server.use(http.post('*/api/v1/withdrawals/:id/cancel', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openWithdrawal();
    const row = within(await requests()).getAllByRole('listitem')[0]!;
    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('The request could not be cancelled.')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('a bank destination goes through the confirmation step, its IBAN kept without spaces in capitals, shown in fours and then masked', async () => {
    const user = userEvent.setup();
    await openWithdrawal();
    await user.type(amount(), '300');
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByLabelText('IBAN'), 'de89 3704 0044 0532 0130 00');
    await user.type(screen.getByLabelText('Account holder'), 'Kenji Sato');
    await user.type(screen.getByLabelText('BIC / SWIFT (optional)'), 'COBADEFFXXX');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const step = screen.getByRole('group', { name: 'Confirm your withdrawal' });
    expect(step).toHaveTextContent('Withdraw $300.00 to Kenji Sato · DE89 3704 0044 0532 0130 00?');
    await user.click(within(step).getByRole('button', { name: 'Confirm withdrawal' }));
    const row = within(await requests()).getAllByRole('listitem')[0]!;
    // In the list it only reminds the customer which account it was.
    expect(row).toHaveTextContent('Kenji Sato · DE89 •••• 3000');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect((await held<Withdrawal>('withdrawals', KENJI))[0]!.destination).toEqual({
      type: 'bank',
      iban: 'DE89370400440532013000',
      account_holder: 'Kenji Sato',
      bic: 'COBADEFFXXX',
    });
  });

  it('a BIC of the wrong shape is refused beside the BIC before anything is sent', async () => {
    const user = userEvent.setup();
    await openWithdrawal();
    const answered = answersTo('POST', '/withdrawals');
    await user.type(amount(), '300');
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.type(screen.getByLabelText('Account holder'), 'Kenji Sato');
    await user.type(screen.getByLabelText('BIC / SWIFT (optional)'), 'XYZ');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expectFieldError('BIC / SWIFT (optional)', 'Enter a BIC of 8 or 11 letters and digits.');
    expect(screen.queryByRole('button', { name: 'Confirm withdrawal' })).not.toBeInTheDocument();
    expect(answered).toEqual([]);
  });

  it('a server 422 on a field the form does not show is said for the whole form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(
      http.post('*/api/v1/withdrawals', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { 'destination.memo': ['The memo is required by this network.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openWithdrawal();
    await fillCrypto(user, '300');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('The memo is required by this network.')).toBeInTheDocument();
    // No field on the form is named: the focus is on the form's message.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(amount()).toHaveValue('300');
  });

  // The server may know of less free margin than the page (a request made from another device, prices
  // moving before the 30 s poll): its refusal shows beside the amount, and what was typed stays.
  it('a server 422 on the amount (less free margin than the page knew) is shown beside the amount', async () => {
    const session = (await loginAs(KENJI)) as Session;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderApp({ path: '/main/withdrawal', session, returning: true });
    await waitFor(() => expect(available()).toHaveTextContent('$7,200.00'), { timeout: 8000 });
    // Another device asks for most of it; this page has not polled yet.
    await withdrawal(session.token, '7000.00');
    const answered = answersTo('POST', '/withdrawals');
    await fillCrypto(user, '500');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm withdrawal' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(answered).toEqual([422]));
    const refusal = 'The amount may not be greater than your available free margin of $200.00.';
    // Fails here today: the refusal is nowhere on the screen.
    expect(await screen.findByText(refusal, {}, { timeout: 3000 })).toBeInTheDocument();
    expectFieldError('Amount (USD)', refusal);
    // The refusal names the amount: the focus is there.
    await waitFor(() => expect(amount()).toHaveFocus());
    expect(amount()).toHaveValue('500');
  });
});
