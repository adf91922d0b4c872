/**
 * The account pages' reads and the personal information form: the trading accounts valued at live
 * prices, the profile and what a customer may change of it, and the review of identity documents.
 * Every answer is checked with the client's own schemas (`accountAnswers`). Permissions and malformed
 * input are in permissions.test.ts and bad-input.test.ts.
 */
import { accountAnswers, api, events, type Profile } from '@contract/schemas';
import { type } from 'arktype';
import { verificationDocumentSchema } from '@contract/schemas';
import {
  apiClient,
  DEMO_PASSWORD,
  expectShape,
  fileOf,
  formWith,
  type ApiClient,
} from '../testing/api-client';
import { forgetStepUps } from './domain/step-up';
import { recordEvents } from '../testing/events';
import { profit, rateNow } from './domain/valuation';
import { toMinor } from './domain/money';
import { channels, createBackend, type Backend } from '.';

const MARIA = { email: 'maria@example.com', id: 5 };

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;

beforeEach(async () => {
  backend = createBackend();
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  demo = await client.login('demo@example.com');
});
afterEach(() => backend.dispose());

const get = async <T>(
  schema: (input: unknown) => T | InstanceType<typeof type.errors>,
  path: string,
  token = demo,
) => {
  const answer = await client.call('GET', path, { token });
  expect(answer.status).toBe(200);
  return expectShape(schema, answer.body);
};
const userUpdates = () => recorder.named('user.updated').map((event) => event.channel);

describe('GET /accounts', () => {
  it('values each account at live prices in its own currency, from its own trades', async () => {
    const accounts = (await get(accountAnswers.accounts, '/accounts')).data;
    expect(accounts.map((a) => [a.type, a.account_id, a.currency])).toEqual([
      ['live', 'NW-100001', 'USD'],
      ['demo', 'NW-900001', 'EUR'],
    ]);
    const [live, practice] = accounts;
    expect(live).toMatchObject({ balance: '10000.00', credit_balance: '500.00' });
    expect(practice).toMatchObject({ credit_balance: '0.00', starting_balance: '100000.00' });
    // The practice balance is where its history left it: the start plus what its closed trades made.
    const practiceClosed = backend.store.state.trades.filter(
      (t) => t.account_id === 'NW-900001' && t.realized_pnl !== null,
    );
    const realised = practiceClosed.reduce((sum, t) => sum + toMinor(t.realized_pnl!), 0);
    expect(practice!.balance).toBe(((10_000_000 + realised) / 100).toFixed(2));
    expect(practice!.lifetime_pnl).toBe((realised / 100).toFixed(2));

    for (let i = 0; i < 5; i += 1) backend.prices.tick();
    const again = (await get(accountAnswers.accounts, '/accounts')).data;
    for (const [account, start, currency] of [
      [again[0]!, 1_000_000, 'USD'],
      [again[1]!, 10_000_000 + realised, 'EUR'],
    ] as const) {
      const open = backend.store.state.trades.filter(
        (t) => t.account_id === account.account_id && t.closed_at === null,
      );
      expect(open.length).toBeGreaterThan(0);
      const pnl = open.reduce(
        (sum, t) =>
          sum + toMinor(profit(t, backend.prices.quote(t.asset_id), rateNow(backend, t.asset_id, currency))),
        0,
      );
      expect(account.equity).toBe(((start + pnl) / 100).toFixed(2));
    }
  });

  it("answers a customer's live account alone when they have no demo account", async () => {
    const token = await client.login('kenji@example.com');
    const accounts = (await get(accountAnswers.accounts, '/accounts', token)).data;
    // Kenji holds no open trades: equity is the balance.
    expect(accounts).toEqual([
      {
        id: expect.any(Number),
        account_id: 'NW-100006',
        type: 'live',
        currency: 'USD',
        client_category: 'retail',
        balance: '7200.00',
        credit_balance: '100.00',
        equity: '7200.00',
        lifetime_pnl: '-27.12',
        commitments: { pending_withdrawals: '0.00', auto_trader: null },
      },
    ]);
  });

  it('writes a negative balance with its sign', async () => {
    backend.store.userByEmail('kenji@example.com')!.balance = -12.5;
    const token = await client.login('kenji@example.com');
    expect((await get(accountAnswers.accounts, '/accounts', token)).data[0]).toMatchObject({
      balance: '-12.50',
      equity: '-12.50',
    });
  });
});

describe('trades per account', () => {
  const ids = async (path: string, token = demo) =>
    expectShape(api.trades, (await client.call('GET', path, { token })).body).data.map((t) => [
      t.id,
      t.account_id,
    ]);

  it("lists the named account's trades only, and the live account's when none is named", async () => {
    const live = await ids('/open/trades');
    const named = await ids('/open/trades?account_id=NW-100001');
    const practice = await ids('/open/trades?account_id=NW-900001');
    expect(named).toEqual(live);
    expect(live.every(([, account]) => account === 'NW-100001')).toBe(true);
    expect(practice).toHaveLength(3);
    expect(practice.every(([, account]) => account === 'NW-900001')).toBe(true);
    const closed = await ids('/closed/trades?account_id=NW-900001');
    expect(closed).toHaveLength(6);
    expect(closed.every(([, account]) => account === 'NW-900001')).toBe(true);
  });

  it("refuses another customer's account, an unknown one and an empty name, in the same words", async () => {
    // An empty name is refused rather than read as the live account: a screen that lost track of
    // its account must not be shown the live account's money in its place.
    for (const account of ['NW-100005', 'NW-900005', 'NW-999999', '']) {
      for (const path of ['/open/trades', '/closed/trades']) {
        const answer = await client.call('GET', `${path}?account_id=${account}`, { token: demo });
        expect(answer.status).toBe(403);
        expect(expectShape(api.error, answer.body).message).toBe('This trading account is not one of yours.');
      }
    }
  });

  it('realises a demo trade into the demo balance alone, in its currency', async () => {
    const before = (await get(accountAnswers.accounts, '/accounts')).data;
    const user = backend.store.userByEmail('demo@example.com')!;
    const liveBalance = user.balance;
    // The control opens a trade on the named account until it holds eight, then closes the oldest.
    let closed: { account_id: string; pnl: number } | undefined;
    for (let i = 0; i < 6 && !closed; i += 1) {
      const answer = await client.control('POST', '/trade', {
        customer_email: 'demo@example.com',
        account_id: 'NW-900001',
      });
      const { action, trade } = (
        answer.body as { data: { action: string; trade: { account_id: string; pnl: number } } }
      ).data;
      expect(trade.account_id).toBe('NW-900001');
      if (action === 'closed') closed = trade;
    }
    expect(closed).toBeDefined();
    const after = (await get(accountAnswers.accounts, '/accounts')).data;
    expect(user.balance).toBe(liveBalance);
    expect(after[0]!.balance).toBe(before[0]!.balance);
    expect(toMinor(Number(after[1]!.balance))).toBe(
      toMinor(Number(before[1]!.balance)) + toMinor(closed!.pnl),
    );
  });
});

describe('POST /accounts/{account_id}/reset', () => {
  it('gives a demo account its starting balance back, without its trades, and tells the apps', async () => {
    const answer = await client.call('POST', '/accounts/NW-900001/reset', { token: demo });
    expect(answer.status).toBe(200);
    const { data } = expectShape(accountAnswers.accountReset, answer.body);
    expect(data).toMatchObject({
      account_id: 'NW-900001',
      balance: '100000.00',
      equity: '100000.00',
      lifetime_pnl: '0.00',
    });
    expect(await get(api.trades, '/open/trades?account_id=NW-900001')).toMatchObject({ data: [] });
    expect(await get(api.trades, '/closed/trades?account_id=NW-900001')).toMatchObject({ data: [] });
    // The live account is untouched.
    expect((await get(api.trades, '/open/trades')).data).toHaveLength(6);
    expect(userUpdates()).toContain(channels.user(1));
  });

  it('never resets a live account, nor one of another customer', async () => {
    const live = await client.call('POST', '/accounts/NW-100001/reset', { token: demo });
    expect(live.status).toBe(422);
    expect(expectShape(api.error, live.body).errors?.account_id).toEqual([
      'Only a demo account can be reset.',
    ]);
    const maria = await client.login(MARIA.email);
    const other = await client.call('POST', '/accounts/NW-900001/reset', { token: maria });
    expect(other.status).toBe(403);
    expect((await get(api.trades, '/open/trades?account_id=NW-900001')).data).toHaveLength(3);
  });
});

describe('sign-up', () => {
  it('opens a demo account beside the live one, at the starting balance, that resets like any demo', async () => {
    const registered = await client.call('POST', '/auth/register', {
      json: {
        email: 'grace@example.com',
        password: 'new-pass-1',
        first_name: 'Grace',
        last_name: 'Hopper',
        phone: '+44 20 7946 0958',
        date_of_birth: '1990-05-01',
        country_of_residence: 'united-kingdom',
        nationality: 'united-kingdom',
        agree_privacy: true,
      },
    });
    expect(registered.status).toBe(201);
    const token = (registered.body as { data: { token: string; user: { account_id: string } } }).data.token;
    const live = (registered.body as { data: { user: { account_id: string } } }).data.user.account_id;
    const demoNumber = live.replace(/^NW-1/, 'NW-9');
    const accounts = (await get(accountAnswers.accounts, '/accounts', token)).data;
    expect(accounts).toMatchObject([
      { account_id: live, type: 'live', balance: '0.00' },
      {
        account_id: demoNumber,
        type: 'demo',
        currency: 'USD',
        balance: '100000.00',
        starting_balance: '100000.00',
      },
    ]);
    const reset = await client.call('POST', `/accounts/${demoNumber}/reset`, { token });
    expect(reset.status).toBe(200);
    expect(expectShape(accountAnswers.accountReset, reset.body).data.balance).toBe('100000.00');
  });
});

describe('profile', () => {
  it('answers the seeded personal information', async () => {
    expect((await get(accountAnswers.profile, '/profile')).data).toEqual({
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'demo@example.com',
      account_id: 'NW-100001',
      phone: '+442079460123',
      date_of_birth: '1988-04-12',
      address: {
        line1: '14 Harbour Street',
        line2: 'Flat 3',
        city: 'London',
        postal_code: 'E14 9GE',
        country: 'united-kingdom',
      },
      country_of_residence: 'united-kingdom',
      nationality: 'united-kingdom',
    } satisfies Profile);
    const maria = await client.login(MARIA.email);
    expect((await get(accountAnswers.profile, '/profile', maria)).data.address?.line2).toBeNull();
  });

  it('answers what registration stored, with no address yet', async () => {
    const registered = await client.call('POST', '/auth/register', {
      json: {
        email: 'ada@example.com',
        password: 'new-pass-1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+44 20 7946 0958',
        date_of_birth: '1990-05-01',
        country_of_residence: 'united-kingdom',
        nationality: 'ireland',
        agree_privacy: true,
      },
    });
    const token = (registered.body as { data: { token: string } }).data.token;
    expect((await get(accountAnswers.profile, '/profile', token)).data).toMatchObject({
      phone: '+44 20 7946 0958',
      date_of_birth: '1990-05-01',
      address: null,
      country_of_residence: 'united-kingdom',
      nationality: 'ireland',
    });
  });

  it('changes the phone and the address, trimmed, and tells the other sessions', async () => {
    const answer = await client.call('PATCH', '/profile', {
      token: demo,
      json: {
        phone: ' +44 7700 900 123 ',
        address: {
          line1: '  1 New Road ',
          line2: '   ',
          city: ' Leeds ',
          postal_code: ' LS1 4AP ',
          country: 'united-kingdom',
        },
      },
    });
    expect(answer.status).toBe(200);
    const profile = expectShape(accountAnswers.profile, answer.body);
    expect(profile.message).toBe('Your details were saved.');
    expect(profile.data).toMatchObject({
      phone: '+447700900123',
      address: {
        line1: '1 New Road',
        line2: null,
        city: 'Leeds',
        postal_code: 'LS1 4AP',
        country: 'united-kingdom',
      },
      first_name: 'Alex',
    });
    expect((await get(accountAnswers.profile, '/profile')).data).toEqual(profile.data);
    expect(userUpdates()).toEqual([channels.user(1)]);
    expectShape(events['user.updated'], recorder.named('user.updated')[0]?.data);
  });

  it('changes one of the two alone, keeping the other', async () => {
    const before = (await get(accountAnswers.profile, '/profile')).data;
    const answer = await client.call('PATCH', '/profile', {
      token: demo,
      json: { phone: '+1 212 555 0100' },
    });
    expect(expectShape(accountAnswers.profile, answer.body).data).toEqual({
      ...before,
      phone: '+12125550100',
    });
  });

  it('changes the phone only after a fresh proof that it is the customer; the address needs none', async () => {
    // The sign-in's proof is too old now, as five minutes after it.
    forgetStepUps(backend, backend.store.userByEmail('demo@example.com')!);
    const address = {
      line1: '2 Old Road',
      line2: null,
      city: 'York',
      postal_code: 'YO1 7HH',
      country: 'united-kingdom',
    };
    // The phone as held, spaced differently, is no change of it.
    const sameContact = await client.call('PATCH', '/profile', {
      token: demo,
      json: { phone: '+44 20 7946 0123', address },
    });
    expect(sameContact.status).toBe(200);
    expect(expectShape(accountAnswers.profile, sameContact.body).data.address).toEqual(address);

    const refused = await client.call('PATCH', '/profile', {
      token: demo,
      json: { phone: '+1 212 555 0100' },
    });
    expect(refused.status).toBe(403);
    expect(expectShape(api.error, refused.body)).toEqual({
      message: 'Confirm it is you to continue.',
      step_up_required: true,
      methods: ['password'],
    });
    expect((await get(accountAnswers.profile, '/profile')).data.phone).toBe('+442079460123');
    expect(userUpdates()).toEqual([channels.user(1)]);

    const proved = await client.call('POST', '/auth/step-up', {
      token: demo,
      json: { password: DEMO_PASSWORD },
    });
    expect(proved.status).toBe(200);
    const changed = await client.call('PATCH', '/profile', {
      token: demo,
      json: { phone: '+1 212 555 0100' },
    });
    expect(expectShape(accountAnswers.profile, changed.body).data.phone).toBe('+12125550100');
  });

  it('answers an empty change with the profile as it was, telling no one', async () => {
    const answer = await client.call('PATCH', '/profile', { token: demo, json: {} });
    expect(answer.status).toBe(200);
    expect(userUpdates()).toEqual([]);
  });

  it('refuses to change identity fields, naming each, and changes nothing', async () => {
    const answer = await client.call('PATCH', '/profile', {
      token: demo,
      json: {
        phone: '+12125550100',
        first_name: 'Alexa',
        date_of_birth: '2000-01-01',
        nationality: 'france',
      },
    });
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors).toEqual({
      first_name: ['The first name cannot be changed here. Please contact support.'],
      date_of_birth: ['The date of birth cannot be changed here. Please contact support.'],
      nationality: ['The nationality cannot be changed here. Please contact support.'],
    });
    expect((await get(accountAnswers.profile, '/profile')).data.phone).toBe('+442079460123');
    expect(userUpdates()).toEqual([]);
  });
});

describe('verification documents', () => {
  it('lists the seeded ones: an approved passport for demo, a rejected ID card for maria', async () => {
    expect((await get(accountAnswers.documents, '/verification/documents')).data).toEqual([
      {
        id: 1,
        document_type: 'passport',
        file_name: 'passport.jpg',
        status: 'approved',
        reason: null,
        uploaded_at: expect.any(String),
      },
    ]);
    const maria = await client.login(MARIA.email);
    expect((await get(accountAnswers.documents, '/verification/documents', maria)).data).toEqual([
      {
        id: 2,
        document_type: 'national_id',
        file_name: 'id-card-front.jpg',
        status: 'rejected',
        reason: 'The photo is blurred. Upload a sharper one.',
        uploaded_at: expect.any(String),
      },
    ]);
  });

  it('lists a new upload first, in review; a rejected one leaves the ID check to do', async () => {
    const maria = await client.login(MARIA.email);
    const progress = async () =>
      expectShape(api.onboarding, (await client.call('GET', '/onboarding', { token: maria })).body).data;
    expect((await progress()).id_check_done).toBe(false);
    const form = formWith({ document_type: 'driving_licence', file: fileOf('licence.png', 'image/png') });
    const upload = await client.call('POST', '/onboarding/documents', { token: maria, form });
    expect(expectShape(api.onboarding, upload.body).data.id_check_done).toBe(true);
    const list = (await get(accountAnswers.documents, '/verification/documents', maria)).data;
    expect(list.map((d) => [d.id, d.document_type, d.file_name, d.status])).toEqual([
      [3, 'driving_licence', 'licence.png', 'pending_review'],
      [2, 'national_id', 'id-card-front.jpg', 'rejected'],
    ]);
    expect(Date.parse(list[0]!.uploaded_at)).toBeGreaterThan(Date.parse(list[1]!.uploaded_at));
  });

  it('approves or rejects a document in review (test controls), telling the owner, once', async () => {
    const maria = await client.login(MARIA.email);
    const upload = async (name: string) => {
      const form = formWith({ document_type: 'passport', file: fileOf(name, 'application/pdf') });
      await client.call('POST', '/onboarding/documents', { token: maria, form });
      return (await get(accountAnswers.documents, '/verification/documents', maria)).data[0]!.id;
    };
    const decided = type({ success: 'true', data: verificationDocumentSchema });
    const first = await upload('one.pdf');
    const approved = await client.control('POST', `/documents/${first}/approve`);
    expect(expectShape(decided, approved.body).data).toMatchObject({
      id: first,
      status: 'approved',
      reason: null,
    });

    const second = await upload('two.pdf');
    const rejected = await client.control('POST', `/documents/${second}/reject`, { reason: ' Wrong side. ' });
    expect(expectShape(decided, rejected.body).data).toMatchObject({
      status: 'rejected',
      reason: 'Wrong side.',
    });
    const third = await upload('three.pdf');
    const plain = await client.control('POST', `/documents/${third}/reject`);
    expect(expectShape(decided, plain.body).data.reason).toBe(
      'The document could not be accepted. Please upload another one.',
    );
    expect(userUpdates()).toEqual([
      channels.user(MARIA.id),
      channels.user(MARIA.id),
      channels.user(MARIA.id),
    ]);

    for (const [id, action, status] of [
      [first, 'reject', 'approved'],
      [second, 'approve', 'rejected'],
      [1, 'approve', 'approved'],
    ] as const) {
      const late = await client.control('POST', `/documents/${id}/${action}`);
      expect(late.status).toBe(409);
      expect(expectShape(api.error, late.body).message).toBe(
        `The document is already ${status}; only one in review can change.`,
      );
    }
    const listed = await client.control('GET', '/documents?customer_email=maria@example.com');
    expect(
      expectShape(type({ data: verificationDocumentSchema.array() }), listed.body).data.map((d) => d.status),
    ).toEqual(['rejected', 'rejected', 'approved', 'rejected']);
  });

  it('answers 404 for unknown documents and 422 for bad reasons or customers', async () => {
    for (const path of ['/documents/999/approve', '/documents/x/reject', '/documents/0/approve']) {
      expect((await client.control('POST', path)).status).toBe(404);
    }
    const form = formWith({ document_type: 'passport', file: fileOf('p.pdf', 'application/pdf') });
    await client.call('POST', '/onboarding/documents', { token: demo, form });
    for (const reason of ['', 'x'.repeat(501), 'bad\u0000reason', 5]) {
      const answer = await client.control('POST', '/documents/3/reject', { reason });
      expect(answer.status).toBe(422);
      expect(expectShape(api.error, answer.body).errors).toHaveProperty('reason');
    }
    for (const query of ['', '?customer_email=ghost@example.com', '?customer_email=nope']) {
      const answer = await client.control('GET', `/documents${query}`);
      expect(answer.status).toBe(422);
      expect(expectShape(api.error, answer.body).errors).toHaveProperty('customer_email');
    }
  });
});

describe('password and sessions', () => {
  const change = (token: string, json: unknown) => client.call('POST', '/user/password', { token, json });
  const valid = {
    current_password: 'demo-pass-1',
    password: 'new-pass-22',
    password_confirmation: 'new-pass-22',
  };
  const status = async (token: string) => (await client.call('GET', '/user', { token })).status;

  it('changes the password, keeps the calling session and signs out every other', async () => {
    const other = await client.login('demo@example.com');
    const maria = await client.login(MARIA.email);
    const answer = await change(demo, valid);
    expect(answer.status).toBe(200);
    expect(expectShape(accountAnswers.done, answer.body)).toEqual({
      success: true,
      message: 'Your password was changed. Your other sessions were signed out.',
    });
    expect(await status(demo)).toBe(200);
    expect(await status(other)).toBe(401);
    expect(await status(maria)).toBe(200);
    expect(userUpdates()).toEqual([channels.user(1)]);

    const old = await client.call('POST', '/auth/login', {
      json: { email: 'demo@example.com', password: 'demo-pass-1' },
    });
    expect(old.status).toBe(422);
    expect(await status(await client.login('demo@example.com', 'new-pass-22'))).toBe(200);
    expect(backend.store.userByEmail('demo@example.com')!.password).toMatch(/^pbkdf2-sha256\$/);
  });

  it.each([
    [
      'a wrong current password',
      { ...valid, current_password: 'guess-1234' },
      { current_password: ['The current password is incorrect.'] },
    ],
    [
      'an empty current password',
      { ...valid, current_password: '' },
      { current_password: ['The current password field is required.'] },
    ],
    [
      'a confirmation that does not match',
      { ...valid, password_confirmation: 'new-pass-23' },
      { password_confirmation: ['The password confirmation does not match.'] },
    ],
    [
      'the same password again',
      { current_password: 'demo-pass-1', password: 'demo-pass-1', password_confirmation: 'demo-pass-1' },
      { password: ['The new password must be different from the current password.'] },
    ],
    [
      'everything wrong at once',
      { current_password: 'guess-1234', password: 'guess-1234', password_confirmation: 'x' },
      {
        current_password: ['The current password is incorrect.'],
        password: ['The new password must be different from the current password.'],
        password_confirmation: ['The password confirmation does not match.'],
      },
    ],
  ])('refuses %s, changing nothing', async (_, json, errors) => {
    const other = await client.login('demo@example.com');
    const answer = await change(demo, json);
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors).toEqual(errors);
    expect(await status(other)).toBe(200);
    expect(await status(await client.login('demo@example.com'))).toBe(200);
  });

  it('throttles wrong current passwords with the login counters', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await change(demo, { ...valid, current_password: `guess-${i}` })).status).toBe(422);
    }
    const answer = await change(demo, valid);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(expectShape(api.error, answer.body).errors).toHaveProperty('current_password');
    expect(await status(demo)).toBe(200);
  });

  it('signs out every session of the user on /auth/logout-all, the caller included', async () => {
    const other = await client.login('demo@example.com');
    const maria = await client.login(MARIA.email);
    const answer = await client.call('POST', '/auth/logout-all', { token: demo });
    expect(answer.status).toBe(200);
    expect(expectShape(accountAnswers.done, answer.body)).toEqual({
      success: true,
      message: 'You were signed out on every device.',
    });
    expect(await status(demo)).toBe(401);
    expect(await status(other)).toBe(401);
    expect(await status(maria)).toBe(200);
    expect(userUpdates()).toEqual([channels.user(1)]);
    expect((await client.call('POST', '/auth/logout-all', { token: demo })).status).toBe(401);
  });

  it("tells the device whose session ended elsewhere why, in the 401's reason and the realtime termination", async () => {
    const reasonOf = async (token: string | undefined) => {
      const answer = await client.call('GET', '/user', token === undefined ? {} : { token });
      expect(answer.status).toBe(401);
      return expectShape(api.error, answer.body).reason;
    };
    const ended: unknown[] = [];
    const stop = backend.bus.onAccess((notice) => notice.kind === 'ended' && ended.push(notice.reason));
    const phone = await client.login('demo@example.com');
    expect((await change(demo, valid)).status).toBe(200);
    expect(await reasonOf(phone)).toBe('password_changed');

    const laptop = await client.login('demo@example.com', valid.password);
    expect((await client.call('POST', '/auth/logout-all', { token: laptop })).status).toBe(200);
    expect(await reasonOf(demo)).toBe('signed_out_everywhere');

    const tablet = await client.login(MARIA.email);
    expect((await client.control('POST', '/revoke', { email: MARIA.email })).status).toBe(200);
    expect(await reasonOf(tablet)).toBe('signed_out_by_support');

    expect(await reasonOf('never-issued')).toBe('session_expired');
    expect(await reasonOf(undefined)).toBeUndefined();
    stop();
    expect(ended).toEqual(['password_changed', 'signed_out_everywhere', 'signed_out_by_support']);
  });

  it('lets a blocked account sign out everywhere, and an admin change their password', async () => {
    const blocked = await client.login('disabled@example.com');
    expect((await client.call('POST', '/auth/logout-all', { token: blocked })).status).toBe(200);
    expect(await status(blocked)).toBe(401);
    expect((await change(await client.login('disabled@example.com'), valid)).status).toBe(403);
    const admin = await client.login('admin@example.com');
    expect((await change(admin, valid)).status).toBe(200);
  });
});
