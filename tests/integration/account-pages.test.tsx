/**
 * The account pages' forms inside the whole app, against the reference backend in msw: each form's
 * own checks, the server's refusals beside the field they concern, what was typed kept when the network
 * fails, the idempotency key a retry sends again, and a failed load with its Retry.
 *
 * kenji@example.com is used where a clean slate matters: no savings, no open trades, a balance of
 * 7,200.00, so the free margin is exactly that whatever the prices.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IDEMPOTENCY_HEADER } from '@contract/schemas';
import { sessionStore } from '@/session/model/session-store';
import { forgetStepUps } from '@server/api/domain/step-up';
import { DEMO_PASSWORD } from '@server/testing/api-client';
import { loginAs, ORIGIN, postAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

const DEMO = 'demo@example.com';
const KENJI = 'kenji@example.com';

type Session = { token: string; user: { id: number } };

afterEach(() => {
  api.server.events.removeAllListeners();
});

async function open(path: string, heading: string, email = KENJI) {
  const session = (await loginAs(email)) as Session;
  await renderApp({ path, session, returning: true });
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 8000 });
  return session;
}

/** The request headers of every call the app makes to `method path`, as it starts. */
function headersOf(method: string, path: string) {
  const seen: Headers[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === `/api/v1${path}`)
      seen.push(request.headers);
  });
  return seen;
}

const focusLandsOn = (label: string) => waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());

function expectFieldError(label: string | RegExp, message: string) {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

const userAnswer = (token: string) =>
  fetch(`${ORIGIN}/api/v1/user`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });

describe('Accounts', () => {
  it('lists the live and demo accounts; choosing one makes it the active one for every screen', async () => {
    const user = userEvent.setup();
    await open('/main/accounts', 'Accounts', DEMO);
    const list = await screen.findByRole('list', { name: 'Trading accounts' }, { timeout: 8000 });
    const [live, demo] = within(list).getAllByRole('listitem');
    expect(live).toHaveAttribute('aria-current', 'true');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('$10,000.00');
    expect(demo).toHaveTextContent('Demo');
    expect(demo).toHaveTextContent('EUR');
    // The header names the chosen account on every screen.
    expect(
      screen.getByRole('button', { name: 'Live account NW-100001, change account' }),
    ).toBeInTheDocument();
    await user.click(within(demo!).getByRole('button', { name: /^Use / }));
    expect(demo).toHaveAttribute('aria-current', 'true');
    expect(sessionStore.get().selectedAccountIndex).toBe(1);
    expect(
      screen.getByRole('button', { name: /^Demo account NW-900001, Practice money, change account$/ }),
    ).toBeInTheDocument();
  });

  it('resets the demo account to its starting balance after a confirmation that says what goes', async () => {
    const user = userEvent.setup();
    await open('/main/accounts', 'Accounts', DEMO);
    const list = await screen.findByRole('list', { name: 'Trading accounts' }, { timeout: 8000 });
    const demo = within(list).getAllByRole('listitem')[1]!;
    // The seeded history moved the practice balance away from its start.
    expect(demo).not.toHaveTextContent('€100,000.00');
    await user.click(within(demo).getByRole('button', { name: 'Reset demo account' }));
    const confirm = within(demo).getByRole('group');
    expect(confirm).toHaveTextContent(
      'Reset NW-900001? Its trades, open and closed, are removed and its balance starts again at €100,000.00.',
    );
    // Keeping it sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(demo).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(demo).getByRole('button', { name: 'Reset demo account' }));
    await user.click(within(within(demo).getByRole('group')).getByRole('button', { name: 'Reset' }));
    expect(await within(demo).findByText('NW-900001 starts again.')).toBeInTheDocument();
    await waitFor(() => expect(demo).toHaveTextContent('€100,000.00'));
    expect(within(demo).getByRole('button', { name: 'Reset demo account' })).toHaveFocus();
    // The live account has no reset.
    const live = within(list).getAllByRole('listitem')[0]!;
    expect(within(live).queryByRole('button', { name: 'Reset demo account' })).not.toBeInTheDocument();
  });

  it('a failed load says so, and Retry loads them', async () => {
    let fail = true;
    api.server.use(
      http.get('*/api/v1/accounts', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await open('/main/accounts', 'Accounts');
    expect(
      await screen.findByText('Your accounts could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Trading accounts' }, { timeout: 8000 })).toBeVisible();
  });
});

describe('Personal information', () => {
  it("checks the phone and postal code before sending, shows the server's refusal on its field, and saves", async () => {
    const user = userEvent.setup();
    await open('/main/personal', 'Personal information');
    const phone = await screen.findByLabelText('Phone', {}, { timeout: 8000 });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expectFieldError('Phone', 'Enter the phone number with its country code');
    expectFieldError('Postal code', 'Enter a postal code of 2 to 12 letters and digits.');

    // The client lets '+1 234 5678' through; the server wants a + and 7 to 15 digits: it is one short.
    api.server.use(
      http.patch('*/api/v1/profile', () =>
        HttpResponse.json(
          { message: 'The phone is not valid.', errors: { phone: ['The phone is not valid.'] } },
          { status: 422 },
        ),
      ),
    );
    await user.clear(phone);
    await user.type(phone, '+1 234 5678');
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '150-0002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expectFieldError('Phone', 'The phone is not valid.'));
    // The refusal names the phone: the focus is there, with everything typed kept.
    await focusLandsOn('Phone');
    expect(screen.getByLabelText('Postal code')).toHaveValue('150-0002');
    api.server.resetHandlers();

    await user.clear(phone);
    await user.type(phone, '+81 3 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your phone and address were saved.', {}, { timeout: 8000 }),
    ).toBeVisible();
  });

  it("asks 'Confirm it is you' before a new phone number is saved, and keeps it typed when cancelled", async () => {
    const profilePatches: number[] = [];
    api.server.events.on('response:mocked', ({ request, response }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname === '/api/v1/profile')
        profilePatches.push(response.status);
    });
    const user = userEvent.setup();
    const session = await open('/main/personal', 'Personal information');
    // The sign-in's proof is too old now, as five minutes after it.
    forgetStepUps(api.backend, api.backend.store.user(session.user.id)!);
    const phone = await screen.findByLabelText('Phone', {}, { timeout: 8000 });
    await user.clear(phone);
    await user.type(phone, '+81 3 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    let dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm it is you to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(phone).toHaveValue('+81 3 1234 5678');
    expect(api.backend.store.user(session.user.id)!.profile.phone).not.toBe('+81312345678');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 8000 });
    await user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Your phone and address were saved.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(api.backend.store.user(session.user.id)!.profile.phone).toBe('+81312345678');
    expect(profilePatches).toEqual([403, 403, 200]);
  });

  it('keeps what was typed when the network fails', async () => {
    api.server.use(http.patch('*/api/v1/profile', () => HttpResponse.error()));
    const user = userEvent.setup();
    await open('/main/personal', 'Personal information');
    const city = await screen.findByLabelText('City', {}, { timeout: 8000 });
    await user.clear(city);
    await user.type(city, 'Osaka');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The request could not be sent. Your details are kept: try again.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(city).toHaveValue('Osaka');
    // No field is named: the focus is on the form's message.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The request could not be sent. Your details are kept: try again.',
      ),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });
});

describe('Savings', () => {
  it('refuses more than the free margin, moves money in with one key per move, and back within the savings', async () => {
    const deposits = headersOf('POST', '/savings/deposit');
    const user = userEvent.setup();
    await open('/main/savings', 'Savings');
    const amount = await screen.findByLabelText(/^Amount/, {}, { timeout: 8000 });
    await user.type(amount, '7200.01');
    await user.click(screen.getByRole('button', { name: 'Move into savings' }));
    await waitFor(() =>
      expectFieldError(
        /^Amount/,
        'The amount may not be greater than your available free margin of $7,200.00.',
      ),
    );

    // The first answer is lost: the retry sends the same key, and the move happens once.
    let lose = true;
    api.server.use(
      http.post('*/api/v1/savings/deposit', () => {
        if (!lose) return undefined;
        lose = false;
        return HttpResponse.error();
      }),
    );
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Move into savings' }));
    expect(
      await screen.findByText(
        'The request could not be sent. Your details are kept: try again.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move into savings' }));
    expect(await screen.findByText('$100.00 moved into savings.', {}, { timeout: 8000 })).toBeVisible();
    const keys = deposits.map((h) => h.get(IDEMPOTENCY_HEADER));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys.slice(-2)).size).toBe(1);

    await user.click(screen.getByRole('radio', { name: 'Back to trading' }));
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(screen.getByRole('button', { name: 'Move back to trading' }));
    await waitFor(() =>
      expectFieldError(/^Amount/, 'The amount may not be greater than your savings balance of $100.00.'),
    );
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Move back to trading' }));
    expect(
      await screen.findByText('$25.00 moved back to your trading balance.', {}, { timeout: 8000 }),
    ).toBeVisible();
    const history = screen.getByRole('list', { name: 'Moves and interest' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('Savings and what is available', () => {
  const withdraw = (token: string, amount: string) =>
    postAs(token, '/withdrawals', {
      amount,
      destination: { type: 'crypto', address: 'bc1q', network: 'Bitcoin' },
    });
  const parts = () =>
    within(screen.getByRole('group', { name: 'How the available amount is worked out' }))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling!.textContent}`);

  it('offers into savings only what a pending withdrawal leaves, with its parts; then nothing, and Deposit', async () => {
    const { token } = (await loginAs(KENJI)) as Session;
    expect((await withdraw(token, '1200.00')).status).toBe(201);
    const user = userEvent.setup();
    await open('/main/savings', 'Savings');
    const amount = await screen.findByLabelText(/^Amount/, {}, { timeout: 8000 });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Up to $6,000.00.'));
    expect(parts()).toEqual(['Equity $7,200.00', 'Margin in use $0.00', 'Pending withdrawals −$1,200.00']);

    await user.type(amount, '6000.01');
    await user.click(screen.getByRole('button', { name: 'Move into savings' }));
    expectFieldError(
      /^Amount/,
      'The amount may not be greater than your available free margin of $6,000.00.',
    );
    await user.clear(amount);
    await user.type(amount, '6000');
    await user.click(screen.getByRole('button', { name: 'Move into savings' }));
    expect(await screen.findByText('$6,000.00 moved into savings.', {}, { timeout: 8000 })).toBeVisible();

    // Nothing is left to save: no amount to choose, a way to add money instead.
    expect(
      await screen.findByText(
        'You have no money available to move into savings. Deposit to add some.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/main/deposit',
    );
    // Back to trading, the savings balance is the limit.
    await user.click(screen.getByRole('radio', { name: 'Back to trading' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription('Up to $6,000.00.');
  });
});

describe('Settings', () => {
  it('checks the new password, shows a wrong current one on its field, and signs the other devices out', async () => {
    const other = (await loginAs(KENJI)) as Session;
    const user = userEvent.setup();
    await open('/main/settings', 'Settings');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expectFieldError('Current password', 'This field is required.');
    // The form moves the focus to the first field in error a frame later; a user types after that.
    await focusLandsOn('Current password');
    await user.type(screen.getByLabelText('Current password'), 'wrong-pass-1');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expectFieldError('New password', 'Password must be at least 8 characters');
    expectFieldError('New password again', 'The passwords do not match.');
    await focusLandsOn('New password');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass-2');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'brand-new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expectFieldError('Current password', 'The current password is incorrect.'));
    await focusLandsOn('Current password');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password was changed. Your other devices were signed out.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect((await userAnswer(other.token)).status).toBe(401);
  });

  it('keeps the sound choice on this device', async () => {
    const user = userEvent.setup();
    await open('/main/settings', 'Settings');
    const sound = screen.getByRole('checkbox', { name: 'Play a sound for notifications' });
    expect(sound).toBeChecked();
    await user.click(sound);
    expect(JSON.parse(localStorage.getItem('notification-sound') ?? '{}')).toMatchObject({
      state: { enabled: false },
    });
  });

  it('signing out of all devices asks first, then ends this session and the others', async () => {
    const other = (await loginAs(KENJI)) as Session;
    const user = userEvent.setup();
    await open('/main/settings', 'Settings');
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeVisible();
    expect(sessionStore.get().token).toBeNull();
    expect((await userAnswer(other.token)).status).toBe(401);
  });
});

describe('Settings: sessions and login history', () => {
  it("lists this device first, signs another out at once, and a failed load's Retry loads them", async () => {
    const other = (await loginAs(KENJI)) as Session;
    const user = userEvent.setup();
    let failOnce = true;
    api.server.use(
      http.get(`${ORIGIN}/api/v1/user/sessions`, () => {
        if (!failOnce) return undefined;
        failOnce = false;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    await open('/main/settings', 'Settings');
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    await user.click(await within(sessions).findByRole('button', { name: 'Retry' }, { timeout: 8000 }));
    const items = await within(sessions).findAllByRole('listitem', {}, { timeout: 8000 });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('This device');
    expect(items[1]).not.toHaveTextContent('This device');

    await user.click(within(items[1]!).getByRole('button', { name: /^Sign out / }));
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
    expect(within(sessions).getByText('No other device is signed in.')).toBeVisible();
    expect((await userAnswer(other.token)).status).toBe(401);

    const history = screen.getByRole('region', { name: 'Login history' });
    const signIns = await within(history).findAllByRole('listitem', {}, { timeout: 8000 });
    expect(signIns).toHaveLength(2);
    expect(signIns[0]).toHaveTextContent('Password');
    expect(signIns[0]).toHaveTextContent('Signed in');
  });
});

describe('Auto-trader', () => {
  it('needs the risk accepted and an allocation within the limits; a second start elsewhere is refused', async () => {
    const user = userEvent.setup();
    const session = await open('/main/auto-trader', 'Auto-trader');
    const list = await screen.findByRole('list', { name: 'Strategies' }, { timeout: 8000 });
    const [steady] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(steady).toHaveTextContent('Low risk');
    await user.click(within(steady!).getByRole('button', { name: 'Enable' }));
    const allocation = within(steady!).getByLabelText(/^Allocation/);
    await user.type(allocation, '100');
    await user.click(within(steady!).getByRole('button', { name: 'Start the strategy' }));
    expect(allocation).toHaveAccessibleDescription(expect.stringContaining('The minimum is $500.00.'));
    // Over the free margin (7,200.00): said before anything is sent.
    await user.clear(allocation);
    await user.type(allocation, '7200.01');
    await user.click(within(steady!).getByRole('button', { name: 'Start the strategy' }));
    expect(allocation).toHaveAccessibleDescription(
      expect.stringContaining(
        'The allocation may not be greater than your available free margin of $7,200.00.',
      ),
    );
    await user.clear(allocation);
    await user.type(allocation, '1000');
    await user.click(within(steady!).getByRole('button', { name: 'Start the strategy' }));
    expect(screen.getByText('Accept the risk warning to continue.')).toBeVisible();
    await user.click(
      within(steady!).getByRole('checkbox', { name: 'I have read the risk warning and accept it.' }),
    );
    await user.click(within(steady!).getByRole('button', { name: 'Start the strategy' }));
    expect(
      await screen.findByRole('heading', { name: /^Active strategy: / }, { timeout: 8000 }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(/^Paused since .+ · Allocation: \$1,000\.00/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(/^Running since /)).toBeVisible();

    const again = await postAs(session.token, '/auto-trader', {
      strategy_id: 'balanced-trend',
      allocation: '1000.00',
      accept_risk: true,
    });
    expect(again.status).toBe(409);

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Active strategy: / })).toBeNull());
  });
});

describe('Verification', () => {
  it('shows a rejected document with its reason and opens the ID Check step again', async () => {
    await open('/main/verification', 'Verification', 'maria@example.com');
    const documents = await screen.findByRole('list', { name: 'Your documents' }, { timeout: 8000 });
    expect(documents).toHaveTextContent('Rejected');
    expect(documents).toHaveTextContent('The photo is blurred. Upload a sharper one.');
    expect(
      screen.getByText('Your document was rejected: send a new one in the ID Check step above.'),
    ).toBeVisible();
    expect(screen.getAllByRole('combobox', { name: 'Document type' })).toHaveLength(1);
  });

  it('an approved document needs nothing more', async () => {
    await open('/main/verification', 'Verification', DEMO);
    const documents = await screen.findByRole('list', { name: 'Your documents' }, { timeout: 8000 });
    expect(documents).toHaveTextContent('Approved');
    expect(screen.queryByRole('combobox', { name: 'Document type' })).toBeNull();
  });
});
