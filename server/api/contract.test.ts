/**
 * Every route answers what the client's own schemas (`api.*`, `events.*`) accept, including the
 * error shapes. Calls go straight to the Hono app, as every host does.
 */
import {
  accountAnswers,
  api,
  events,
  IDEMPOTENCY_HEADER,
  candleLimits,
  priceHistoryLimits,
  priceUpdateSchema,
  type ChatMessage,
  type Trade,
} from '@contract/schemas';
import {
  apiClient,
  DEMO_PASSWORD,
  expectShape,
  fileOf,
  formWith,
  type ApiClient,
} from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { channels, createBackend, DEMO_LICENSE, hmacSha256Hex, type Backend } from '.';
import { closingPrice } from '@contract/rules/valuation';
import { rateNow } from './domain/valuation';

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;

beforeEach(async () => {
  backend = createBackend({ faultHangMs: 50 });
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  demo = await client.login('demo@example.com');
});
afterEach(() => backend.dispose());

describe('site', () => {
  it('serves the demo tenant settings', async () => {
    const answer = await client.call('GET', '/settings');
    expect(answer.status).toBe(200);
    expect(expectShape(api.settings, answer.body).data).toMatchObject({
      status: 'active',
      name: 'Northwind Markets',
      must_verify_account: true,
      accent_color: '#0f766e',
    });
  });

  it.each([
    [DEMO_LICENSE, true],
    ['NOT-A-LICENSE', false],
  ])('checks license %s', async (code, valid) => {
    const answer = await client.call('GET', '/get/s', { headers: { 'X-License': code } });
    const body = expectShape(api.license, answer.body);
    expect(body).toMatchObject({ success: valid });
    if (!valid) expect(body).toHaveProperty('message');
  });
});

describe('auth', () => {
  it('logs in with the demo password and answers the user', async () => {
    const answer = await client.call('POST', '/auth/login', {
      json: { email: 'demo@example.com', password: 'demo-pass-1' },
    });
    const { user, token } = expectShape(api.auth, answer.body).data;
    expect(token.length).toBeGreaterThan(30);
    expect(user).toMatchObject({
      email: 'demo@example.com',
      status: 'active',
      balance: 10000,
      credit_balance: 500,
    });
    expect(user.notifications).toHaveLength(2);
    expect(user.notifications.filter((n) => !n.read)).toEqual([
      expect.objectContaining({ color: 'success' }),
    ]);
  });

  it('refuses a wrong password with a 422 on email', async () => {
    const answer = await client.call('POST', '/auth/login', {
      json: { email: 'demo@example.com', password: 'nope' },
    });
    expect(answer.status).toBe(422);
    expect(expectShape(api.error, answer.body).errors?.email).toEqual([
      'These credentials do not match our records.',
    ]);
  });

  it('registers an active customer who can then log in, once per address', async () => {
    const registration = {
      email: 'New.Person@example.com',
      password: 'long-enough-1',
      first_name: 'New',
      last_name: 'Person',
      phone: '+44 20 7946 0000',
      date_of_birth: '1990-04-01',
      country_of_residence: 'united-kingdom',
      nationality: 'united-kingdom',
      agree_privacy: true,
    };
    const answer = await client.call('POST', '/auth/register', { json: registration });
    expect(answer.status).toBe(201);
    expect(expectShape(api.auth, answer.body).data.user).toMatchObject({
      email: 'new.person@example.com',
      status: 'active',
      role: 'customer',
    });
    await expect(client.login('new.person@example.com', 'long-enough-1')).resolves.toBeTruthy();
    const again = await client.call('POST', '/auth/register', { json: registration });
    expect(again.status).toBe(422);
    expect(expectShape(api.error, again.body).errors).toHaveProperty('email');
  });

  it('reports whether an address is free', async () => {
    const free = expectShape(
      api.checkEmail,
      (await client.call('POST', '/auth/check-email', { json: { email: 'free@example.com' } })).body,
    );
    expect(free).toMatchObject({ success: true, data: { available: true, country: 'US' } });
    const taken = expectShape(
      api.checkEmail,
      (await client.call('POST', '/auth/check-email', { json: { email: 'demo@example.com' } })).body,
    );
    expect(taken).toMatchObject({
      success: false,
      message: 'Email is already registered',
      data: { available: false },
    });
  });

  it('answers forgot-password the same whether or not the account exists', async () => {
    const known = await client.call('POST', '/auth/forgot-password', { json: { email: 'demo@example.com' } });
    const unknown = await client.call('POST', '/auth/forgot-password', {
      json: { email: 'nobody@example.com' },
    });
    expect(expectShape(api.forgotPassword, known.body)).toEqual({
      success: true,
      message: 'If an account exists for that address, we have sent a password reset link.',
    });
    expect(unknown.body).toEqual(known.body);
  });

  it('revokes the token on logout', async () => {
    expect(
      expectShape(api.ok, (await client.call('POST', '/auth/logout', { token: demo })).body).success,
    ).toBe(true);
    const after = await client.call('GET', '/user', { token: demo });
    expect(after.status).toBe(401);
    // Its own sign-out is nothing to explain to the device: the token is simply not known any more.
    expect(expectShape(api.error, after.body)).toEqual({
      message: 'Unauthenticated.',
      reason: 'session_expired',
    });
  });
});

describe('login throttling', () => {
  let clock: number;
  let pinned: Backend;
  const from = (address?: string) =>
    apiClient((request) =>
      pinned.app.fetch(request, address === undefined ? undefined : { clientAddress: address }),
    );
  const login = (caller: ApiClient, email: string, password: string) =>
    caller.call('POST', '/auth/login', { json: { email, password } });

  beforeEach(() => {
    clock = Date.parse('2026-03-01T12:00:00Z');
    pinned = createBackend({ now: () => clock });
  });
  afterEach(() => pinned.dispose());

  it('answers 429 with Retry-After after 5 wrong passwords for an account, until the minute is over', async () => {
    const caller = from('10.0.0.1');
    for (let i = 0; i < 5; i += 1) {
      expect((await login(caller, 'demo@example.com', 'wrong-guess')).status).toBe(422);
    }
    clock += 15_000;
    const refused = await login(caller, 'Demo@Example.com', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('45');
    const message = 'Too many login attempts. Please try again in 45 seconds.';
    expect(expectShape(api.error, refused.body)).toEqual({ message, errors: { email: [message] } });
    // Another address is refused too: the account is what is being guessed at.
    expect((await login(from('10.0.0.2'), 'demo@example.com', DEMO_PASSWORD)).status).toBe(429);
    expect((await login(caller, 'maria@example.com', DEMO_PASSWORD)).status).toBe(200);

    clock += 45_000;
    expect((await login(caller, 'demo@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets the failures of an account when it logs in', async () => {
    const caller = from('10.0.0.1');
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await login(caller, 'demo@example.com', 'wrong-guess');
      expect((await login(caller, 'demo@example.com', DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it('answers 429 to an address after 20 failures over any accounts, and counts only failures', async () => {
    const caller = from('10.0.0.1');
    for (let i = 0; i < 12; i += 1) {
      expect((await login(caller, 'demo@example.com', DEMO_PASSWORD)).status).toBe(200);
    }
    for (let i = 0; i < 20; i += 1) {
      expect((await login(caller, `guess${i}@example.com`, 'wrong-guess')).status).toBe(422);
    }
    const refused = await login(caller, 'kenji@example.com', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect((await login(from('10.0.0.2'), 'kenji@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('puts callers without an address in one shared bucket, and forgets all on /__demo/reset', async () => {
    const caller = from(undefined);
    for (let i = 0; i < 20; i += 1) await login(caller, `guess${i}@example.com`, 'wrong-guess');
    expect((await login(from(''), 'kenji@example.com', DEMO_PASSWORD)).status).toBe(429);
    expect((await caller.control('POST', '/reset')).status).toBe(200);
    expect((await login(caller, 'kenji@example.com', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('account', () => {
  it('answers the current user', async () => {
    const answer = await client.call('GET', '/user', { token: demo });
    expect(expectShape(api.user, answer.body).data).toMatchObject({
      email: 'demo@example.com',
      role: 'customer',
    });
  });

  it('answers site data: priced assets and the live and demo accounts', async () => {
    const { data } = expectShape(api.siteData, (await client.call('GET', '/data', { token: demo })).body);
    expect(data.assets.length).toBeGreaterThanOrEqual(20);
    expect(data.assets.map((asset) => asset.symbol)).toEqual(
      expect.arrayContaining(['EUR/USD', 'GBP/USD', 'USD/JPY', 'BTC/USD', 'ETH/USD', 'XAU/USD', 'US500']),
    );
    expect(data.accounts.map((account) => account.type)).toEqual(['live', 'demo']);
    const [first] = data.assets;
    expect({ price: first!.price, bid: first!.bid, ask: first!.ask }).toEqual(
      backend.prices.quote(first!.id),
    );
  });

  it("quotes each instrument's bid, its ask the tenant's spread above, and their mid as the price", async () => {
    await client.openMarkets();
    const at = (symbol: string, bid: number) =>
      backend.prices.set(backend.prices.assets.find((asset) => asset.symbol === symbol)!.id, bid);
    at('EUR/USD', 1.085); // 8 points of 0.00001
    at('USD/JPY', 151.2); // 10 points of 0.001
    at('EUR/JPY', 164); // a cross: 20 points
    at('XAU/USD', 2350); // 30 points of 0.01
    at('GER40', 18000); // 12 points of 0.1
    at('BTC/USD', 64000); // 2,500 points of 0.01
    const { data } = expectShape(api.siteData, (await client.call('GET', '/data', { token: demo })).body);
    const quoted = (symbol: string) => {
      const asset = data.assets.find((candidate) => candidate.symbol === symbol)!;
      return { bid: asset.bid, ask: asset.ask, price: asset.price };
    };
    expect(quoted('EUR/USD')).toEqual({ bid: 1.085, ask: 1.08508, price: 1.08504 });
    expect(quoted('USD/JPY')).toEqual({ bid: 151.2, ask: 151.21, price: 151.205 });
    expect(quoted('EUR/JPY')).toEqual({ bid: 164, ask: 164.02, price: 164.01 });
    expect(quoted('XAU/USD')).toEqual({ bid: 2350, ask: 2350.3, price: 2350.15 });
    expect(quoted('GER40')).toEqual({ bid: 18000, ask: 18001.2, price: 18000.6 });
    expect(quoted('BTC/USD')).toEqual({ bid: 64000, ask: 64025, price: 64012.5 });
    for (const asset of data.assets) expect(asset.ask, asset.symbol).toBeGreaterThan(asset.bid);
    // The feed's batch carries the same three figures.
    expect(backend.prices.snapshot().find((update) => update.id === data.assets[0]!.id)).toEqual({
      id: data.assets[0]!.id,
      bid: data.assets[0]!.bid,
      ask: data.assets[0]!.ask,
      price: data.assets[0]!.price,
    });
  });

  it('widens the spread three times for the first five minutes after a market opens', async () => {
    // Forex opens on Sunday at 22:00 UTC, GER40 on Monday at 07:00 UTC.
    for (const [moment, symbol, bid, ask] of [
      ['2026-11-29T22:04:59Z', 'EUR/USD', 1.085, 1.08524],
      ['2026-11-29T22:05:00Z', 'EUR/USD', 1.085, 1.08508],
      ['2026-11-30T07:01:00Z', 'GER40', 18000, 18003.6],
      ['2026-11-30T07:01:00Z', 'EUR/USD', 1.085, 1.08508],
      // Crypto never closes, so never opens.
      ['2026-11-30T00:01:00Z', 'BTC/USD', 64000, 64025],
    ] as const) {
      const pinned = createBackend({ now: () => Date.parse(moment) });
      try {
        const asset = pinned.prices.assets.find((candidate) => candidate.symbol === symbol)!;
        pinned.prices.set(asset.id, bid);
        expect(pinned.prices.quote(asset.id), `${symbol} at ${moment}`).toMatchObject({ bid, ask });
      } finally {
        pinned.dispose();
      }
    }
  });

  it("answers each instrument with the broker's terms, its weekly hours and its market at that moment", async () => {
    // Saturday 28 November 2026, noon UTC: forex, metals and indices are shut for the weekend.
    const saturday = createBackend({ now: () => Date.parse('2026-11-28T12:00:00Z') });
    try {
      const caller = apiClient(saturday.app.fetch);
      const token = await caller.login('demo@example.com');
      const { data } = expectShape(api.siteData, (await caller.call('GET', '/data', { token })).body);
      const bySymbol = new Map(data.assets.map((asset) => [asset.symbol, asset]));
      expect(bySymbol.get('EUR/USD')).toMatchObject({
        base_currency: 'EUR',
        quote_currency: 'USD',
        contract_size: 100_000,
        min_volume: 1000,
        max_volume: 10_000_000,
        volume_step: 1000,
        pip_size: 0.0001,
        max_leverage: 100,
        market: { state: 'closed', next_open: '2026-11-29T22:00:00.000Z' },
      });
      expect(bySymbol.get('EUR/USD')?.trading_hours).toEqual(
        [0, 1, 2, 3, 4].map((day) => ({ day, open: '22:00', close: '22:00' })),
      );
      expect(bySymbol.get('BTC/USD')).toMatchObject({
        base_currency: 'BTC',
        contract_size: 1,
        min_volume: 0.01,
        volume_step: 0.01,
        pip_size: 1,
        market: { state: 'open', next_open: null },
      });
      // The pip of each kind, as contract/rules/pips.ts counts it.
      expect(bySymbol.get('USD/JPY')?.pip_size).toBe(0.01);
      expect(bySymbol.get('GER40')?.pip_size).toBe(1);
      expect(bySymbol.get('WTI')?.pip_size).toBe(0.01);
      expect(bySymbol.get('XAU/USD')).toMatchObject({
        base_currency: 'XAU',
        pip_size: 0.1,
        market: { state: 'closed', next_open: '2026-11-29T23:00:00.000Z' },
      });
      expect(
        Object.fromEntries(
          ['EUR/USD', 'XAU/USD', 'US500', 'WTI', 'BTC/USD'].map((symbol) => [
            symbol,
            bySymbol.get(symbol)?.category,
          ]),
        ),
      ).toEqual({
        'EUR/USD': 'forex',
        'XAU/USD': 'metals',
        US500: 'indices',
        WTI: 'commodities',
        'BTC/USD': 'crypto',
      });
      expect(bySymbol.get('GER40')?.market).toEqual({
        state: 'closed',
        next_open: '2026-11-30T07:00:00.000Z',
      });
      // An index has no base currency; the client then has nothing to name, and the schema allows it.
      expect(bySymbol.get('US500')).not.toHaveProperty('base_currency');
      expect(bySymbol.get('WTI')).not.toHaveProperty('base_currency');
    } finally {
      saturday.dispose();
    }
  });

  it('answers every market open on a weekday, and a halted one as halted whatever its hours', async () => {
    const wednesday = createBackend({ now: () => Date.parse('2026-11-25T12:00:00Z') });
    try {
      const caller = apiClient(wednesday.app.fetch);
      const token = await caller.login('demo@example.com');
      const markets = async () =>
        expectShape(api.siteData, (await caller.call('GET', '/data', { token })).body).data.assets.map(
          (asset) => [asset.symbol, asset.market.state],
        );
      expect(new Set((await markets()).map(([, state]) => state))).toEqual(new Set(['open']));
      wednesday.markets.halt(wednesday.prices.assets.find((asset) => asset.symbol === 'BTC/USD')!.id);
      expect(await markets()).toContainEqual(['BTC/USD', 'halted']);
      expect((await markets()).filter(([, state]) => state !== 'open')).toEqual([['BTC/USD', 'halted']]);
    } finally {
      wednesday.dispose();
    }
  });

  it('answers site data: the crypto currencies the tenant takes deposits in, each with its wallets', async () => {
    const answer = await client.call('GET', '/data', { token: demo });
    const { cryptos } = expectShape(api.siteData, answer.body).data;
    expect(cryptos.map((crypto) => [crypto.id, crypto.symbol])).toEqual([
      ['bitcoin', 'BTC'],
      ['ethereum', 'ETH'],
      ['tether', 'USDT'],
    ]);
    expect(cryptos.find((crypto) => crypto.id === 'tether')?.wallets.map((w) => w.id)).toEqual([
      'usdt-erc20',
      'usdt-trc20',
    ]);
    const wallets = cryptos.flatMap((crypto) => crypto.wallets);
    // Ids go into URLs and must name one wallet each; amounts are decimal strings, never floats.
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length);
    for (const wallet of wallets) {
      expect(wallet.id).toMatch(/^[a-z0-9-]+$/);
      expect(wallet.address.length).toBeGreaterThan(20);
      expect(wallet.min_deposit).toMatch(/^\d+(\.\d+)?$/);
    }
    // The same answer every time: the deposit page and its tests rely on it.
    expect((await client.call('GET', '/data', { token: demo })).body).toMatchObject({ data: { cryptos } });
  });

  it('takes heartbeats, which put the customer online for admins', async () => {
    const beat = await client.call('POST', '/user/heartbeat', { token: demo });
    expect(expectShape(api.ok, beat.body)).toEqual({ success: true });
    const admin = await client.login('admin@example.com');
    const users = expectShape(
      api.adminUsers,
      (await client.call('GET', '/admin/users', { token: admin })).body,
    ).data;
    expect(users.find((user) => user.email === 'demo@example.com')?.is_online).toBe(true);
    expect(users.find((user) => user.email === 'kenji@example.com')?.is_online).toBe(false);
  });

  it('marks an own notification read', async () => {
    const user = expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data;
    const unread = user.notifications.find((n) => !n.read)!;
    const answer = await client.call('POST', `/notifications/${unread.id}/read`, { token: demo });
    expect(expectShape(api.notificationRead, answer.body).data).toMatchObject({ id: unread.id, read: true });
  });
});

describe('lifetime P&L', () => {
  const cents = (amount: number) => Math.round(amount * 100);
  const userOf = async (token: string, via = client) =>
    expectShape(api.user, (await via.call('GET', '/user', { token })).body).data;
  const closedTrades = async (token: string) => {
    const trades: Trade[] = [];
    for (let page = 1; ; page++) {
      const answer = await client.call('GET', `/closed/trades?page=${page}`, { token });
      const body = expectShape(api.trades, answer.body);
      trades.push(...body.data);
      if (!body.links.next) return trades;
    }
  };

  it('is the sum of the P&L of every closed trade, to the cent', async () => {
    const closed = await closedTrades(demo);
    expect(closed).toHaveLength(25);
    const user = await userOf(demo);
    expect(cents(user.lifetime_pnl!)).toBe(closed.reduce((sum, trade) => sum + cents(trade.pnl), 0));
    expect(user.lifetime_pnl).not.toBe(0);
    // Answered with the login too, and the same for a fresh backend of the same seed.
    const twin = createBackend({ faultHangMs: 50 });
    const again = apiClient(twin.app.fetch);
    expect((await userOf(await again.login('demo@example.com'), again)).lifetime_pnl).toBe(user.lifetime_pnl);
    twin.dispose();
  });

  it("is each customer's own, and 0 for a new customer", async () => {
    const demoUser = await userOf(demo);
    const kenji = await client.login('kenji@example.com');
    expect((await closedTrades(kenji)).length).toBe(4);
    const kenjiUser = await userOf(kenji);
    expect(kenjiUser.lifetime_pnl).not.toBe(demoUser.lifetime_pnl);
    const registered = await client.call('POST', '/auth/register', {
      json: {
        email: 'fresh@example.com',
        password: 'long-enough-1',
        first_name: 'Fresh',
        last_name: 'Start',
        phone: '+44 20 7946 0000',
        date_of_birth: '1990-04-01',
        country_of_residence: 'united-kingdom',
        nationality: 'united-kingdom',
        agree_privacy: true,
      },
    });
    expect(expectShape(api.auth, registered.body).data.user.lifetime_pnl).toBe(0);
  });

  it('grows by the P&L of a trade the broker closes, in the answer and in user.updated', async () => {
    const before = await userOf(demo);
    // Six are open: two more opens make eight, and the third call closes the oldest.
    for (let i = 0; i < 3; i++)
      await client.control('POST', '/trade', { customer_email: 'demo@example.com' });
    const closedEvent = recorder.named('trade.updated').at(-1);
    const closed = expectShape(events['trade.updated'], closedEvent?.data);
    expect(closed.action).toBe('closed');
    const after = await userOf(demo);
    expect(cents(after.lifetime_pnl!)).toBe(cents(before.lifetime_pnl!) + cents(closed.trade!.pnl));
    const pushed = expectShape(events['user.updated'], recorder.named('user.updated').at(-1)?.data);
    expect(pushed.user?.lifetime_pnl).toBe(after.lifetime_pnl);
  });
});

describe('onboarding', () => {
  // demo@example.com's passport is approved already (the seed): kenji has sent nothing yet.
  it('records the financial profile and an ID document', async () => {
    const kenji = await client.login('kenji@example.com');
    const start = expectShape(
      api.onboarding,
      (await client.call('GET', '/onboarding', { token: kenji })).body,
    );
    expect(start.data).toEqual({
      financial_profile_done: false,
      id_check_done: false,
      identity: 'not_started',
    });

    const profile = await client.call('POST', '/onboarding/financial-profile', {
      token: kenji,
      json: {
        employment_status: 'employed',
        annual_income: '50k_100k',
        net_worth: '25k_100k',
        source_of_funds: 'salary',
        trading_experience: 'some',
      },
    });
    expect(expectShape(api.onboarding, profile.body).data.financial_profile_done).toBe(true);

    const form = formWith({ document_type: 'passport', file: fileOf('passport.pdf', 'application/pdf') });
    const documents = await client.call('POST', '/onboarding/documents', { token: kenji, form });
    expect(expectShape(api.onboarding, documents.body).data).toEqual({
      financial_profile_done: true,
      id_check_done: true,
      identity: 'in_review',
    });
  });

  it("tells a new customer's first steps as each is taken: verify, fund, trade, write to support", async () => {
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
    const ada = (registered.body as { data: { token: string } }).data.token;
    const steps = async () =>
      expectShape(api.nextSteps, (await client.call('GET', '/onboarding/next-steps', { token: ada })).body)
        .data;
    expect(await steps()).toEqual({
      verified: false,
      funded: false,
      traded: false,
      contacted_support: false,
    });

    await client.call('POST', '/onboarding/financial-profile', {
      token: ada,
      json: {
        employment_status: 'employed',
        annual_income: '50k_100k',
        net_worth: '25k_100k',
        source_of_funds: 'salary',
        trading_experience: 'some',
      },
    });
    // One stage of two is not verified.
    expect((await steps()).verified).toBe(false);
    const form = formWith({ document_type: 'passport', file: fileOf('passport.pdf', 'application/pdf') });
    await client.call('POST', '/onboarding/documents', { token: ada, form });
    expect((await steps()).verified).toBe(true);

    // A deposit asked for is the step taken, declined or not: the card screen is where the next try is.
    const declined = await client.call('POST', '/deposits/card', {
      token: ada,
      json: {
        amount: '100.00',
        card_number: '4000 0000 0000 0002',
        expiry_month: 3,
        expiry_year: 2031,
        cvc: '123',
        holder: 'Ada Lovelace',
      },
      headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });
    expect(declined.status).toBe(201);
    expect((await steps()).funded).toBe(true);

    await client.control('POST', '/trade', { customer_email: 'ada@example.com' });
    expect((await steps()).traded).toBe(true);

    // Support writing first is not the customer writing.
    const adaId = backend.store.userByEmail('ada@example.com')!.id;
    const admin = await client.login('admin@example.com');
    await client.call('POST', '/chat/messages', {
      token: admin,
      json: { message: 'Welcome', customer_id: adaId },
    });
    expect((await steps()).contacted_support).toBe(false);
    await client.call('POST', '/chat/messages', { token: ada, json: { message: 'Hello' } });
    expect(await steps()).toEqual({ verified: true, funded: true, traded: true, contacted_support: true });
  });
});

describe('account pages', () => {
  const keyed = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });

  it("answers every call with the client's own schemas, and user.updated with the user", async () => {
    const calls: [keyof typeof accountAnswers, string, string, unknown?, Record<string, string>?][] = [
      ['accounts', 'GET', '/accounts'],
      ['profile', 'GET', '/profile'],
      ['profile', 'PATCH', '/profile', { phone: '+44 20 7946 0999' }],
      ['documents', 'GET', '/verification/documents'],
      ['savings', 'GET', '/savings'],
      ['savings', 'POST', '/savings/deposit', { amount: '10.00' }, keyed()],
      ['savings', 'POST', '/savings/withdraw', { amount: '5.00' }, keyed()],
      ['autoTrader', 'GET', '/auto-trader'],
      ['statement', 'GET', '/statement?from=2026-11-01T00:00:00Z&to=2026-11-29T00:00:00Z'],
      [
        'autoTrader',
        'POST',
        '/auto-trader',
        { strategy_id: 'steady-income', allocation: '500', accept_risk: true },
        keyed(),
      ],
      ['autoTrader', 'POST', '/auto-trader/pause'],
      ['autoTrader', 'POST', '/auto-trader/resume'],
      ['autoTrader', 'POST', '/auto-trader/stop'],
      [
        'done',
        'POST',
        '/user/password',
        { current_password: 'demo-pass-1', password: 'new-pass-22', password_confirmation: 'new-pass-22' },
      ],
      ['done', 'POST', '/auth/logout-all'],
    ];
    for (const [answer, method, path, json, headers] of calls) {
      const response = await client.call(method, path, { token: demo, json, headers });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      const schema: (input: unknown) => unknown = accountAnswers[answer];
      expectShape(schema, response.body);
    }
    const updates = recorder.named('user.updated');
    expect(updates.length).toBeGreaterThanOrEqual(8);
    for (const update of updates) {
      expect(update.channel).toBe(channels.user(1));
      expectShape(events['user.updated'], update.data);
    }
  });

  it('answers its errors in the error shape', async () => {
    const failures: [string, string, unknown?, Record<string, string>?][] = [
      ['PATCH', '/profile', { phone: 'call me' }],
      ['POST', '/savings/deposit', { amount: '1' }],
      ['POST', '/savings/withdraw', { amount: '99999' }, keyed()],
      ['POST', '/auto-trader/stop'],
      ['POST', '/user/password', {}],
    ];
    for (const [method, path, json, headers] of failures) {
      const response = await client.call(method, path, { token: demo, json, headers });
      expect([409, 422]).toContain(response.status);
      expectShape(api.error, response.body);
    }
  });
});

describe('trades', () => {
  it('pages open trades with P&L from current prices', async () => {
    for (let i = 0; i < 5; i++) backend.prices.tick();
    const page = expectShape(
      api.trades,
      (await client.call('GET', '/open/trades?page=1', { token: demo })).body,
    );
    expect(page.data).toHaveLength(6);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 6 });
    expect(page.links.next).toBeNull();
    for (const trade of page.data) {
      // A buy is valued at the bid, a sell at the ask.
      const price = closingPrice(trade.trade_type, backend.prices.quote(trade.asset_id));
      const sign = trade.trade_type === 'buy' ? 1 : -1;
      // In the instrument's quote currency, converted to the account's dollars at the live rate.
      const rate = rateNow(backend, trade.asset_id, 'USD');
      expect(trade.pnl).toBeCloseTo((price - trade.opening_price) * trade.volume * sign * rate, 2);
      expect(trade.closing_price).toBeNull();
    }
  });

  it('pages closed trades ten at a time, newest first, with a next URL', async () => {
    const first = expectShape(api.trades, (await client.call('GET', '/closed/trades', { token: demo })).body);
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, total: 25 });
    expect(new URL(first.links.next!).searchParams.get('page')).toBe('2');
    const closedAt = first.data.map((trade) => trade.closed_at!);
    expect([...closedAt].sort().reverse()).toEqual(closedAt);

    const last = expectShape(
      api.trades,
      (await client.call('GET', '/closed/trades?page=3', { token: demo })).body,
    );
    expect(last.data).toHaveLength(5);
    expect(last.links.next).toBeNull();
  });
});

describe('chat', () => {
  const send = (token: string, json: Record<string, unknown>) =>
    client.call('POST', '/chat/messages', { token, json });

  it('lists the conversation ascending, newest page first', async () => {
    const answer = await client.call('GET', '/chat/messages?page=1', { token: demo });
    const { data, next_page_url } = expectShape(api.chatMessages, answer.body);
    expect(data).toHaveLength(5);
    expect(next_page_url).toBeNull();
    expect(data.map((m) => m.created_at)).toEqual(data.map((m) => m.created_at).sort());
  });

  it('pages back through older messages 30 at a time', async () => {
    for (let i = 1; i <= 35; i++) await send(demo, { message: `note ${i}` });
    const first = expectShape(
      api.chatMessages,
      (await client.call('GET', '/chat/messages', { token: demo })).body,
    );
    expect(first.data).toHaveLength(30);
    expect(first.data.at(-1)?.message).toBe('note 35');
    expect(new URL(first.next_page_url!).searchParams.get('page')).toBe('2');
    const older = expectShape(
      api.chatMessages,
      (await client.call('GET', '/chat/messages?page=2', { token: demo })).body,
    );
    expect(older.data).toHaveLength(10);
    expect(older.data.at(-1)?.message).toBe('note 5');
    expect(older.next_page_url).toBeNull();
  });

  it('answers only newer messages with after=', async () => {
    const { data } = expectShape(
      api.chatMessages,
      (await client.call('GET', '/chat/messages', { token: demo })).body,
    );
    await send(demo, { message: 'newer one' });
    const after = encodeURIComponent(data.at(-1)!.created_at);
    const answer = await client.call('GET', `/chat/messages?after=${after}`, { token: demo });
    const newer = expectShape(api.chatMessages, answer.body);
    expect(newer.data.map((m) => m.message)).toEqual(['newer one']);
    expect(newer.next_page_url).toBeNull();
  });

  it('sends a message and announces it on the customer channel', async () => {
    const answer = await send(demo, { message: '  Hello support  ', client_id: 'c-1' });
    expect(answer.status).toBe(201);
    const message = expectShape(api.chatMessage, answer.body).data;
    expect(message).toMatchObject({
      message: 'Hello support',
      is_admin: false,
      client_id: 'c-1',
      read_at: null,
    });
    const [event] = recorder.named('message.sent');
    expect(event?.channel).toBe(channels.chat(1));
    expect(expectShape(events['message.sent'], event?.data).message.id).toBe(message.id);
  });

  it('answers a resend with the first message and no second event', async () => {
    const first = expectShape(
      api.chatMessage,
      (await send(demo, { message: 'once', client_id: 'dup' })).body,
    ).data;
    const again = await send(demo, { message: 'once', client_id: 'dup' });
    expect(again.status).toBe(200);
    expect(expectShape(api.chatMessage, again.body).data.id).toBe(first.id);
    // One event on the customer's channel and one on the admins': none for the resend.
    expect(recorder.named('message.sent').map((event) => event.channel)).toEqual([
      `private-chat.customer.${first.customer_id ?? first.sender_id}`,
      'private-chat.admins',
    ]);
  });

  it("publishes every message to the customer's channel and to the admins' (their inboxes)", async () => {
    recorder.clear();
    await send(demo, { message: 'To support' });
    const admin = await client.login('admin@example.com');
    await send(admin, { message: 'To the customer', customer_id: 5 });
    expect(recorder.named('message.sent').map((event) => event.channel)).toEqual([
      expect.stringMatching(/^private-chat\.customer\.\d+$/),
      'private-chat.admins',
      'private-chat.customer.5',
      'private-chat.admins',
    ]);
  });

  it('lets admins write to a named customer', async () => {
    const admin = await client.login('admin@example.com');
    const answer = await send(admin, { message: 'Hi Maria', customer_id: 5 });
    expect(expectShape(api.chatMessage, answer.body).data).toMatchObject({ is_admin: true, customer_id: 5 });
    const list = await client.call('GET', '/chat/messages?customer_id=5', { token: admin });
    expect(expectShape(api.chatMessages, list.body).data.at(-1)?.message).toBe('Hi Maria');
  });

  it('uploads files and sends them as attachments served from capability URLs', async () => {
    const upload = async (file: File) =>
      expectShape(
        api.chatUpload,
        (await client.call('POST', '/chat/upload', { token: demo, form: formWith({ file }) })).body,
      ).data;
    const image = await upload(fileOf('chart.png', 'image/png', 64));
    const pdf = await upload(fileOf('statement.pdf', 'application/pdf', 64));
    expect(image).toMatchObject({ file_name: 'chart.png', is_image: true });
    expect(pdf.is_image).toBe(false);
    expect(new URL(image.url).pathname.split('/').at(-1)!.length).toBeGreaterThanOrEqual(40);

    const answer = await send(demo, { message: '', attachments: [image.url, pdf.url] });
    const message: ChatMessage = expectShape(api.chatMessage, answer.body).data;
    expect(message.attachments.map((a) => [a.file_name, a.is_image])).toEqual([
      ['chart.png', true],
      ['statement.pdf', false],
    ]);

    const served = await backend.app.fetch(new Request(pdf.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect((await served.arrayBuffer()).byteLength).toBe(64);
    const shown = await backend.app.fetch(new Request(image.url));
    expect(shown.headers.get('Content-Disposition')).toMatch(/^inline;/);
  });

  it('counts unread messages for each side and marks them read with events', async () => {
    const admin = await client.login('admin@example.com');
    const count = async (token: string) =>
      expectShape(api.unreadCount, (await client.call('GET', '/chat/unread-count', { token })).body).data
        .unread_count;
    expect(await count(demo)).toBe(1);
    expect(await count(admin)).toBe(1);

    const read = await client.call('POST', '/chat/read', { token: demo, json: {} });
    expect(expectShape(api.chatRead, read.body).data.updated).toBe(1);
    expect(await count(demo)).toBe(0);
    const [event] = recorder.named('message.read');
    expect(event?.channel).toBe(channels.chat(1));
    expect(expectShape(events['message.read'], event?.data).read_at).toEqual(expect.any(String));

    const adminRead = await client.call('POST', '/chat/read', { token: admin, json: { customer_id: 5 } });
    expect(expectShape(api.chatRead, adminRead.body).data.updated).toBe(1);
    expect(await count(admin)).toBe(0);
  });
});

describe('admin users', () => {
  it('lists customers with presence and unread counts', async () => {
    const admin = await client.login('admin@example.com');
    const users = expectShape(
      api.adminUsers,
      (await client.call('GET', '/admin/users', { token: admin })).body,
    ).data;
    expect(users.map((user) => user.email)).not.toContain('admin@example.com');
    expect(users.find((user) => user.email === 'maria@example.com')).toMatchObject({ unread_count: 1 });
    expect(users[0]?.email).toBe('demo@example.com');
  });

  it("gives each customer's latest message for the inbox's preview, the admins' own marked", async () => {
    const admin = await client.login('admin@example.com');
    const list = async () =>
      expectShape(api.adminUsers, (await client.call('GET', '/admin/users', { token: admin })).body).data;
    const before = await list();
    expect(before.find((user) => user.email === 'kenji@example.com')).toMatchObject({
      last_message_at: null,
      last_message: null,
    });
    const maria = before.find((user) => user.email === 'maria@example.com')!;
    await client.call('POST', '/chat/messages', {
      token: admin,
      json: { message: 'We are on it.', customer_id: maria.id },
    });
    const after = (await list()).find((user) => user.id === maria.id);
    expect(after?.last_message).toEqual({ message: 'We are on it.', is_admin: true, file_name: null });
    expect((after?.last_message_at ?? '') > (maria.last_message_at ?? '')).toBe(true);
  });
});

describe('the desk: conversation status and assignment', () => {
  const patch = (token: string, customerId: number, json: unknown) =>
    client.call('PATCH', `/admin/chat/conversations/${customerId}`, { token, json });

  it('resolves a conversation, tells every admin, and the customer writing again reopens it', async () => {
    const admin = await client.login('admin@example.com');
    const me = expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data;
    recorder.clear();
    const resolved = await patch(admin, me.id, { status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(expectShape(api.conversation, resolved.body).data).toMatchObject({
      id: me.id,
      conversation_status: 'resolved',
    });
    const told = recorder.named('conversation.updated');
    expect(told.map((event) => event.channel)).toEqual(['private-chat.admins']);
    expect(expectShape(events['conversation.updated'], told[0]?.data).user.conversation_status).toBe(
      'resolved',
    );
    // The same change again tells nobody.
    await patch(admin, me.id, { status: 'resolved' });
    expect(recorder.named('conversation.updated')).toHaveLength(1);

    await client.call('POST', '/chat/messages', { token: demo, json: { message: 'One more question' } });
    const users = expectShape(
      api.adminUsers,
      (await client.call('GET', '/admin/users', { token: admin })).body,
    ).data;
    expect(users.find((user) => user.id === me.id)?.conversation_status).toBe('open');
  });

  it('assigns to an admin and unassigns; refuses a customer as assignee, a customer caller and an unknown customer', async () => {
    const admin = await client.login('admin@example.com');
    const adminUser = expectShape(api.user, (await client.call('GET', '/user', { token: admin })).body).data;
    const me = expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data;
    const assigned = expectShape(
      api.conversation,
      (await patch(admin, me.id, { assignee_id: adminUser.id })).body,
    );
    expect(assigned.data.assignee).toEqual({
      id: adminUser.id,
      name: `${adminUser.first_name} ${adminUser.last_name}`,
    });
    expect(
      expectShape(api.conversation, (await patch(admin, me.id, { assignee_id: null })).body).data.assignee,
    ).toBeNull();

    const refused = await patch(admin, me.id, { assignee_id: me.id });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { assignee_id: ['The selected assignee id is invalid.'] } });
    expect((await patch(admin, me.id, { status: 'closed' })).status).toBe(422);
    expect((await patch(demo, me.id, { status: 'resolved' })).status).toBe(403);
    expect((await patch(admin, 999_999, { status: 'resolved' })).status).toBe(404);
    expect((await patch(admin, adminUser.id, { status: 'resolved' })).status).toBe(404);
  });
});

describe('the desk: its admins', () => {
  it('lists every admin with who is online; a heartbeat puts one online and tells the admins once', async () => {
    const jordan = await client.login('admin@example.com');
    const sam = await client.login('admin2@example.com');
    const admins = async () => {
      const answer = await client.call('GET', '/admin/admins', { token: jordan });
      expect(answer.status).toBe(200);
      return expectShape(api.admins, answer.body).data;
    };
    expect(await admins()).toEqual([
      { id: expect.any(Number), name: 'Jordan Lee', email: 'admin@example.com', online: false },
      { id: expect.any(Number), name: 'Sam Okafor', email: 'admin2@example.com', online: false },
    ]);

    recorder.clear();
    await client.call('POST', '/user/heartbeat', { token: sam });
    expect((await admins()).map((admin) => admin.online)).toEqual([false, true]);
    const told = recorder.named('admin.updated');
    expect(told.map((event) => event.channel)).toEqual(['private-chat.admins']);
    expect(expectShape(events['admin.updated'], told[0]?.data).admin).toMatchObject({
      name: 'Sam Okafor',
      online: true,
    });
    // Already online: the next beat is no news. A customer's beat never is.
    await client.call('POST', '/user/heartbeat', { token: sam });
    await client.call('POST', '/user/heartbeat', { token: demo });
    expect(recorder.named('admin.updated')).toHaveLength(1);
  });

  it('an admin who signs out of their last session is offline at once, and the admins are told', async () => {
    const jordan = await client.login('admin@example.com');
    const sam = await client.login('admin2@example.com');
    const samOnPhone = await client.login('admin2@example.com');
    const samOnline = async () => {
      const answer = await client.call('GET', '/admin/admins', { token: jordan });
      return expectShape(api.admins, answer.body).data.find((admin) => admin.name === 'Sam Okafor')!.online;
    };
    await client.call('POST', '/user/heartbeat', { token: sam });
    expect(await samOnline()).toBe(true);

    recorder.clear();
    // Still signed in on the phone: still here.
    expect((await client.call('POST', '/auth/logout', { token: sam })).status).toBe(200);
    expect(await samOnline()).toBe(true);
    expect(recorder.named('admin.updated')).toHaveLength(0);

    expect((await client.call('POST', '/auth/logout', { token: samOnPhone })).status).toBe(200);
    expect(await samOnline()).toBe(false);
    const told = recorder.named('admin.updated');
    expect(told.map((event) => event.channel)).toEqual(['private-chat.admins']);
    expect(expectShape(events['admin.updated'], told[0]?.data).admin).toMatchObject({
      name: 'Sam Okafor',
      online: false,
    });
  });

  it('lets one admin assign a conversation to another, and tells every admin', async () => {
    const jordan = await client.login('admin@example.com');
    const admins = expectShape(
      api.admins,
      (await client.call('GET', '/admin/admins', { token: jordan })).body,
    ).data;
    const sam = admins.find((admin) => admin.email === 'admin2@example.com')!;
    recorder.clear();
    const answer = await client.call('PATCH', '/admin/chat/conversations/1', {
      token: jordan,
      json: { assignee_id: sam.id },
    });
    expect(expectShape(api.conversation, answer.body).data.assignee).toEqual({
      id: sam.id,
      name: 'Sam Okafor',
    });
    const told = recorder.named('conversation.updated');
    expect(told.map((event) => event.channel)).toEqual(['private-chat.admins']);
    expect(expectShape(events['conversation.updated'], told[0]?.data).user.assignee).toEqual({
      id: sam.id,
      name: 'Sam Okafor',
    });
  });
  it('neither lists a deactivated admin nor lets a conversation be given to them', async () => {
    const jordan = await client.login('admin@example.com');
    const admins = async () =>
      expectShape(api.admins, (await client.call('GET', '/admin/admins', { token: jordan })).body).data;
    const sam = (await admins()).find((admin) => admin.email === 'admin2@example.com')!;
    const assign = () =>
      client.call('PATCH', '/admin/chat/conversations/1', { token: jordan, json: { assignee_id: sam.id } });

    await client.control('PATCH', '/users', { email: 'admin2@example.com', status: 'deactivated' });
    expect((await admins()).map((admin) => admin.name)).toEqual(['Jordan Lee']);
    const refused = await assign();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { assignee_id: ['The selected assignee id is invalid.'] } });
    const inbox = expectShape(
      api.adminUsers,
      (await client.call('GET', '/admin/users', { token: jordan })).body,
    );
    expect(inbox.data.find((user) => user.id === 1)?.assignee).toBeNull();

    // Let in again, they may be given conversations again.
    await client.control('PATCH', '/users', { email: 'admin2@example.com', status: 'active' });
    expect((await admins()).map((admin) => admin.name)).toEqual(['Jordan Lee', 'Sam Okafor']);
    expect(expectShape(api.conversation, (await assign()).body).data.assignee).toEqual({
      id: sam.id,
      name: 'Sam Okafor',
    });
  });
});

describe('the desk: the details of a customer', () => {
  it("gives an admin the customer's account, open trades, country and verification; nobody else", async () => {
    const admin = await client.login('admin@example.com');
    const me = expectShape(api.user, (await client.call('GET', '/user', { token: demo })).body).data;
    const answer = await client.call('GET', `/admin/customers/${me.id}`, { token: admin });
    expect(answer.status).toBe(200);
    const details = expectShape(accountAnswers.customerDetails, answer.body).data;
    const open = expectShape(api.trades, (await client.call('GET', '/open/trades', { token: demo })).body);
    expect(details).toMatchObject({
      id: me.id,
      email: me.email,
      account_id: me.account_id,
      live: { type: 'live', account_id: me.account_id },
      open_trades: open.meta.total,
    });
    expect(['verified', 'in_review', 'rejected', 'not_started']).toContain(details.verification);
    expect((await client.call('GET', `/admin/customers/${me.id}`, { token: demo })).status).toBe(403);
    expect((await client.call('GET', '/admin/customers/999999', { token: admin })).status).toBe(404);
  });
});

describe('the desk: saved replies', () => {
  it('lists, adds, changes and removes the tenant’s replies, for admins only, with their limits', async () => {
    const admin = await client.login('admin@example.com');
    const list = async () =>
      expectShape(
        api.cannedReplies,
        (await client.call('GET', '/admin/canned-replies', { token: admin })).body,
      ).data;
    const seeded = await list();
    expect(seeded.map((reply) => reply.title)).toContain('Greeting');
    expect(seeded.find((reply) => reply.title === 'Greeting')?.text).toContain('{first_name}');

    const added = await client.call('POST', '/admin/canned-replies', {
      token: admin,
      json: { title: ' Fees ', text: 'Hi {first_name}, wires above $100 are free.' },
    });
    expect(added.status).toBe(201);
    const reply = expectShape(api.cannedReply, added.body).data;
    expect(reply).toMatchObject({ title: 'Fees', text: 'Hi {first_name}, wires above $100 are free.' });
    const changed = await client.call('PATCH', `/admin/canned-replies/${reply.id}`, {
      token: admin,
      json: { title: 'Wire fees', text: 'Wires above $100 are free.' },
    });
    expect(expectShape(api.cannedReply, changed.body).data.title).toBe('Wire fees');
    expect((await list()).at(-1)).toEqual({
      id: reply.id,
      title: 'Wire fees',
      text: 'Wires above $100 are free.',
    });

    const tooLong = await client.call('POST', '/admin/canned-replies', {
      token: admin,
      json: { title: 'x'.repeat(61), text: 'ok' },
    });
    expect(tooLong.status).toBe(422);
    expect(
      (await client.call('POST', '/admin/canned-replies', { token: admin, json: { title: 'a', text: '' } }))
        .status,
    ).toBe(422);
    expect((await client.call('GET', '/admin/canned-replies', { token: demo })).status).toBe(403);
    expect(
      (await client.call('POST', '/admin/canned-replies', { token: demo, json: { title: 'a', text: 'b' } }))
        .status,
    ).toBe(403);

    expect((await client.call('DELETE', `/admin/canned-replies/${reply.id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await list()).map((entry) => entry.id)).not.toContain(reply.id);
    expect((await client.call('DELETE', `/admin/canned-replies/${reply.id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('refuses a title or text of only spaces, no-break spaces included, and judges lengths once trimmed', async () => {
    const admin = await client.login('admin@example.com');
    const save = (method: string, path: string, json: unknown) =>
      client.call(method, path, { token: admin, json });
    const errorsOf = (answer: { status: number; body: unknown }) => {
      expect(answer.status).toBe(422);
      return expectShape(api.error, answer.body).errors;
    };
    expect(
      errorsOf(await save('POST', '/admin/canned-replies', { title: '   ', text: '\u00a0\u00a0\u2003\n' })),
    ).toEqual({
      title: ['The title field is required.'],
      text: ['The text field is required.'],
    });

    const padded = await save('POST', '/admin/canned-replies', {
      title: ` ${'x'.repeat(60)}\u00a0`,
      text: '\u00a0Hello {first_name}\u00a0',
    });
    expect(padded.status).toBe(201);
    const reply = expectShape(api.cannedReply, padded.body).data;
    expect(reply).toMatchObject({ title: 'x'.repeat(60), text: 'Hello {first_name}' });
    expect(
      errorsOf(await save('POST', '/admin/canned-replies', { title: ` ${'x'.repeat(61)} `, text: 'ok' })),
    ).toEqual({
      title: ['The title field must not be greater than 60 characters.'],
    });

    expect(
      errorsOf(await save('PATCH', `/admin/canned-replies/${reply.id}`, { title: '\u00a0', text: 'ok' })),
    ).toEqual({
      title: ['The title field is required.'],
    });
    const list = expectShape(
      api.cannedReplies,
      (await client.call('GET', '/admin/canned-replies', { token: admin })).body,
    ).data;
    expect(list.find((entry) => entry.id === reply.id)).toEqual(reply);
  });
});

describe('broadcasting auth', () => {
  it('signs an own private channel as Pusher expects, for JSON and form bodies', async () => {
    const expected = `${backend.pusher.key}:${await hmacSha256Hex(backend.pusher.secret, '123.456:private-user.1')}`;
    const json = await client.call('POST', '/broadcasting/auth', {
      token: demo,
      json: { socket_id: '123.456', channel_name: 'private-user.1' },
    });
    expect(expectShape(api.broadcastingAuth, json.body).auth).toBe(expected);

    // pusher-js posts its authorisation request as a form.
    const encoded = await backend.app.fetch(
      new Request('http://app.test/api/v1/broadcasting/auth', {
        method: 'POST',
        headers: { Authorization: `Bearer ${demo}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'socket_id=123.456&channel_name=private-user.1',
      }),
    );
    expect(expectShape(api.broadcastingAuth, await encoded.json()).auth).toBe(expected);
  });

  it("signs a user sign-in as Pusher's user authentication expects, naming the session and not the token", async () => {
    const answer = await client.call('POST', '/broadcasting/user-auth', {
      token: demo,
      json: { socket_id: '123.456' },
    });
    const signin = expectShape(api.userAuth, answer.body);
    const { id } = JSON.parse(signin.user_data) as { id: string };
    expect(id).toMatch(/^1\.[\w-]{16}$/);
    expect(signin.user_data).not.toContain(demo);
    expect(signin.auth).toBe(
      `${backend.pusher.key}:${await hmacSha256Hex(backend.pusher.secret, `123.456::user::${signin.user_data}`)}`,
    );
    // The same session signs in as the same id; another session of the same user as another.
    const again = await client.call('POST', '/broadcasting/user-auth', {
      token: demo,
      json: { socket_id: '1.2' },
    });
    expect(expectShape(api.userAuth, again.body).user_data).toBe(signin.user_data);
    const other = await client.call('POST', '/broadcasting/user-auth', {
      token: await client.login('demo@example.com'),
      json: { socket_id: '1.2' },
    });
    expect(expectShape(api.userAuth, other.body).user_data).not.toBe(signin.user_data);
  });
});

describe('errors and faults', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const answer = await client.call('GET', '/no/such/route', { token: demo });
    expect(answer.status).toBe(404);
    expect(expectShape(api.error, answer.body)).toEqual({ message: 'Not found.' });
  });

  it('answers 401 without a token and 403 for a customer on an admin route', async () => {
    const anonymous = await client.call('GET', '/open/trades');
    expect(anonymous.status).toBe(401);
    expectShape(api.error, anonymous.body);
    const customer = await client.call('GET', '/admin/users', { token: demo });
    expect(customer.status).toBe(403);
    expectShape(api.error, customer.body);
  });

  it('injects a fault for the next calls of a path', async () => {
    const armed = await client.control('POST', '/faults', { path: '/settings', status: 503, times: 2 });
    expect(armed.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const failed = await client.call('GET', '/settings');
      expect(failed.status).toBe(503);
      expectShape(api.error, failed.body);
    }
    expect((await client.call('GET', '/settings')).status).toBe(200);
  });

  it('hangs for status 0, then answers 504', async () => {
    await client.control('POST', '/faults', { path: '/user', status: 0 });
    const started = performance.now();
    const answer = await client.call('GET', '/user', { token: demo });
    expect(answer.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('prices', () => {
  it('walks deterministically from the seed and stays positive', () => {
    const twin = createBackend();
    for (let i = 0; i < 200; i++) expect(backend.prices.tick()).toEqual(twin.prices.tick());
    expectShape(priceUpdateSchema, backend.prices.snapshot());
    twin.dispose();
  });

  it('holds the price of a closed or halted market, and walks the others as if it had moved', () => {
    const saturday = Date.parse('2026-11-28T12:00:00Z');
    const wednesday = Date.parse('2026-11-25T12:00:00Z');
    const weekend = createBackend({ now: () => saturday });
    const weekday = createBackend({ now: () => wednesday });
    try {
      const id = (symbol: string) => weekend.prices.assets.find((asset) => asset.symbol === symbol)!.id;
      weekend.markets.halt(id('ETH/USD'));
      const before = weekend.prices.snapshot();
      for (let i = 0; i < 50; i++) {
        weekend.prices.tick();
        weekday.prices.tick();
      }
      for (const symbol of ['EUR/USD', 'XAU/USD', 'US500', 'ETH/USD']) {
        expect(weekend.prices.price(id(symbol)), symbol).toBe(before.find((p) => p.id === id(symbol))!.bid);
        expect(weekday.prices.price(id(symbol)), symbol).not.toBe(weekend.prices.price(id(symbol)));
      }
      // Open all week and not halted: the same walk as on a weekday, step for step.
      for (const symbol of ['BTC/USD', 'XRP/USD']) {
        expect(weekend.prices.price(id(symbol))).toBe(weekday.prices.price(id(symbol)));
        expect(weekend.prices.price(id(symbol))).not.toBe(before.find((p) => p.id === id(symbol))!.bid);
      }
      // Resumed, it moves again.
      weekend.markets.resume(id('ETH/USD'));
      const held = weekend.prices.price(id('ETH/USD'));
      for (let i = 0; i < 5; i++) weekend.prices.tick();
      expect(weekend.prices.price(id('ETH/USD'))).not.toBe(held);
    } finally {
      weekend.dispose();
      weekday.dispose();
    }
  });
});

describe('price history', () => {
  const START = Date.UTC(2026, 0, 1, 12, 0, 0);
  let clock: number;
  let pinned: Backend;
  let caller: ApiClient;
  let token: string;
  const history = async (path: string) => {
    const answer = await caller.call('GET', path, { token });
    expect(answer.status).toBe(200);
    return expectShape(api.priceHistory, answer.body).data;
  };

  beforeEach(async () => {
    clock = START;
    pinned = createBackend({ now: () => clock });
    caller = apiClient(pinned.app.fetch);
    token = await caller.login('demo@example.com');
  });
  afterEach(() => pinned.dispose());

  it('answers the last 300 seconds by default, oldest first, ending at the current price', async () => {
    const points = await history('/prices/1/history');
    expect(points).toHaveLength(priceHistoryLimits.defaultPoints);
    expect(points.at(-1)).toEqual({ time: START / 1000, price: pinned.prices.price(1) });
    expect(points.map((p) => p.time)).toEqual(points.map((_, i) => START / 1000 - 299 + i));
  });

  it('records the ticks: one point per second, the last price of that second', async () => {
    pinned.prices.tick();
    clock += 400;
    pinned.prices.tick();
    const inSameSecond = pinned.prices.price(10);
    clock += 1000;
    pinned.prices.tick();
    const points = await history('/prices/10/history?points=3');
    expect(points).toEqual([
      { time: START / 1000 - 1, price: expect.any(Number) },
      { time: START / 1000, price: inSameSecond },
      { time: START / 1000 + 1, price: pinned.prices.price(10) },
    ]);
  });

  it('keeps at most 500 seconds however long the feed runs', async () => {
    for (let i = 0; i < 700; i++) {
      clock += 1000;
      pinned.prices.tick();
    }
    const points = await history('/prices/2/history?points=500');
    expect(points).toHaveLength(500);
    expect(points[0]!.time).toBe(START / 1000 + 201);
    expect(points.at(-1)).toEqual({ time: START / 1000 + 700, price: pinned.prices.price(2) });
  });

  it('makes up the same past for the same seed, and again after a reset', async () => {
    const first = await history('/prices/3/history?points=50');
    const twin = createBackend({ now: () => clock });
    expect(twin.prices.history(3, 50)).toEqual(first);
    twin.dispose();
    pinned.prices.tick();
    await pinned.reset();
    token = await caller.login('demo@example.com');
    expect(await history('/prices/3/history?points=50')).toEqual(first);
    expect(new Set(first.map((p) => p.price)).size).toBeGreaterThan(1);
  });
});

describe('candles', () => {
  /** Wednesday 25 November 2026, 12:00 UTC. */
  const START = Date.UTC(2026, 10, 25, 12, 0, 0);
  let clock: number;
  let pinned: Backend;
  let caller: ApiClient;
  let token: string;
  const candles = async (path: string) => {
    const answer = await caller.call('GET', path, { token });
    expect(answer.status).toBe(200);
    return expectShape(api.candles, answer.body).data;
  };

  beforeEach(async () => {
    clock = START;
    pinned = createBackend({ now: () => clock });
    caller = apiClient(pinned.app.fetch);
    token = await caller.login('demo@example.com');
  });
  afterEach(() => pinned.dispose());

  it('answers 300 candles of the timeframe by default, oldest first, each on its boundary', async () => {
    for (const [timeframe, seconds] of [
      ['1m', 60],
      ['5m', 300],
      ['15m', 900],
      ['1h', 3600],
    ] as const) {
      const bars = await candles(`/prices/10/candles?timeframe=${timeframe}`);
      expect(bars).toHaveLength(candleLimits.defaultCount);
      expect(bars.at(-1)!.time).toBe(START / 1000 - seconds);
      expect(bars.every(({ time }, i) => time % seconds === 0 && (i === 0 || time > bars[i - 1]!.time))).toBe(
        true,
      );
    }
    // Four-hour and daily candles start with the trading day, at 22:00 UTC.
    const [fours] = [await candles('/prices/10/candles?timeframe=4h&count=1')];
    expect(fours).toEqual([expect.objectContaining({ time: Date.UTC(2026, 10, 25, 10, 0) / 1000 })]);
    const days = await candles('/prices/10/candles?timeframe=1d&count=2');
    expect(days.map(({ time }) => time)).toEqual(
      [Date.UTC(2026, 10, 23, 22), Date.UTC(2026, 10, 24, 22)].map((ms) => ms / 1000),
    );
  });

  it('answers the candles before `to`, so a chart scrolled back asks for the page before its oldest', async () => {
    const newest = await candles('/prices/1/candles?timeframe=5m&count=10');
    const before = await candles(`/prices/1/candles?timeframe=5m&count=10&to=${newest[0]!.time}`);
    expect(before).toHaveLength(10);
    expect(before.at(-1)!.time).toBe(newest[0]!.time - 300);
    const both = await candles('/prices/1/candles?timeframe=5m&count=20');
    expect(both).toEqual([...before, ...newest]);
    // Before the 31 days kept there is nothing.
    expect(await candles(`/prices/10/candles?timeframe=1h&to=${START / 1000 - 32 * 86_400}`)).toEqual([]);
  });

  it('answers 1 to 1000 candles, and the forming candle moves with the ticks', async () => {
    expect(await candles('/prices/10/candles?timeframe=1m&count=1000')).toHaveLength(candleLimits.maxCount);
    expect(await candles('/prices/10/candles?timeframe=1m&count=1')).toHaveLength(1);
    clock += 30_000;
    pinned.prices.set(10, 70_000);
    const [forming] = await candles('/prices/10/candles?timeframe=1h&count=1');
    expect(forming).toMatchObject({ time: START / 1000, open: 70_000, high: 70_000, close: 70_000 });
  });

  it("has /data carry each instrument's day figures from its daily candles", async () => {
    const [yesterday, today] = await candles('/prices/1/candles?timeframe=1d&count=2');
    const answer = await caller.call('GET', '/data', { token });
    const eur = expectShape(api.siteData, answer.body).data.assets.find(({ id }) => id === 1)!;
    expect(eur.day).toEqual({ prev_close: yesterday!.close, high: today!.high, low: today!.low });
  });
});

describe('favourites', () => {
  it('keeps the starred instruments per customer, idempotent both ways, and refuses an unknown one', async () => {
    const list = async (token: string) =>
      expectShape(api.favourites, (await client.call('GET', '/favourites', { token })).body).data.asset_ids;
    const mark = async (method: 'PUT' | 'DELETE', id: number, token = demo) => {
      const answer = await client.call(method, `/favourites/${id}`, { token });
      return {
        status: answer.status,
        ids: answer.status === 200 ? expectShape(api.favourites, answer.body).data.asset_ids : null,
      };
    };
    expect(await list(demo)).toEqual([]);
    expect((await mark('PUT', 3)).ids).toEqual([3]);
    expect((await mark('PUT', 1)).ids).toEqual([3, 1]);
    // Starred twice (two devices) is one favourite; unstarred twice is no error.
    expect((await mark('PUT', 3)).ids).toEqual([3, 1]);
    expect((await mark('DELETE', 3)).ids).toEqual([1]);
    expect((await mark('DELETE', 3)).ids).toEqual([1]);
    expect(await list(demo)).toEqual([1]);
    // Another customer's list is their own.
    expect(await list(await client.login('kenji@example.com'))).toEqual([]);
    expect((await mark('PUT', 999_999)).status).toBe(404);
    expect((await mark('PUT', 0)).status).not.toBe(200);
    expect(await list(demo)).toEqual([1]);
  });
});
