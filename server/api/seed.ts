/**
 * The demo tenant (Northwind Markets), loaded into a store by seedDemo(). Deterministic for the
 * store's seed and the start time: timestamps are relative to the moment of the (re)seed so the chat
 * and trade history always look recent.
 */
import { DEFAULT_RETAIL_LEVERAGE_CAPS } from '@contract/rules/leverage';
import { quoteAt } from '@contract/rules/valuation';
import type { Settings, TradingAccount } from '@contract/schemas';
import { randomTradeTerms, roundTo, type AssetSpec } from './assets';
import { DEMO_PASSWORD_HASH } from './crypto';
import { accountNumber, DEMO_ACCOUNT_BALANCE_MINOR } from './domain/accounts';
import { toMinor } from './domain/money';
import { noMethodDetails, paymentReference } from './domain/payments';
import { DEFAULT_ACCOUNT_CURRENCY, profit, rateOf } from './domain/valuation';
import { createRandom, type Random } from './random';
import { bulkCustomers, busyConversation } from './seed-volume';
import { emptyContents, type IdKind, type Store, type StoreContents } from './store';
import type {
  CannedReplyRecord,
  DepositRecord,
  LedgerEntry,
  LedgerKind,
  MessageRecord,
  NotificationRecord,
  SavingsMoveRecord,
  StoreState,
  TradeRecord,
  UserRecord,
  WithdrawalRecord,
} from './types';

export const DEMO_LICENSE = 'DEMO-LICENSE-2026';

export const demoSettings: Settings = {
  status: 'active',
  name: 'Northwind Markets',
  must_verify_account: true,
  website_url: 'https://example.com',
  contactEmail: 'support@example.com',
  maintenanceMessage: null,
  logo: '/icons/logo.svg',
  favicon: '/icons/favicon.svg',
  accent_color: '#0f766e',
  margin_call_level: 100,
  stop_out_level: 50,
  retail_leverage_caps: { ...DEFAULT_RETAIL_LEVERAGE_CAPS },
  retail_loss_percent: 72,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoOptions {
  /** The instruments the seeded trades are in. */
  assets: readonly AssetSpec[];
  /** Extra generated customers (seed-volume.ts). */
  bulkCustomers: number;
}

interface SeedContext extends DemoOptions {
  random: Random;
  now: number;
}

/**
 * Loads the demo tenant into a store that was just made or reset, drawing from the store's random
 * stream and clock, so the same seed makes the same tenant after every reset.
 */
export function seedDemo(store: Store, options: DemoOptions): void {
  store.load(seedState({ ...options, random: store.random, now: store.now() }));
}

type SeedUser = Pick<UserRecord, 'email' | 'role' | 'status' | 'first_name' | 'last_name'> &
  Partial<Pick<UserRecord, 'balance' | 'credit_balance' | 'profile' | 'financial_profile'>> & {
    trades?: TradeCounts;
    /** A practice account beside the live one, in its own currency, with a history of its own. */
    demoAccount?: { currency: string; trades: TradeCounts };
    /** The live account's leverage cap, where the broker sets one below the instruments' own. */
    maxLeverage?: number;
  };

interface TradeCounts {
  open: number;
  closed: number;
}

const seedUsers: SeedUser[] = [
  {
    email: 'demo@example.com',
    role: 'customer',
    status: 'active',
    first_name: 'Alex',
    last_name: 'Morgan',
    balance: 10000,
    credit_balance: 500,
    trades: { open: 6, closed: 25 },
    demoAccount: { currency: 'EUR', trades: { open: 3, closed: 6 } },
    // A seasoned customer: verified (with the approved passport below), funded, trading.
    financial_profile: {
      employment_status: 'employed',
      annual_income: '50k_100k',
      net_worth: '25k_100k',
      source_of_funds: 'salary',
      trading_experience: 'some',
    },
    profile: {
      phone: '+442079460123',
      date_of_birth: '1988-04-12',
      country_of_residence: 'united-kingdom',
      nationality: 'united-kingdom',
      address: {
        line1: '14 Harbour Street',
        line2: 'Flat 3',
        city: 'London',
        postal_code: 'E14 9GE',
        country: 'united-kingdom',
      },
    },
  },
  {
    email: 'pending@example.com',
    role: 'customer',
    status: 'pending',
    first_name: 'Priya',
    last_name: 'Shah',
    profile: {
      phone: '+447700900456',
      date_of_birth: '1995-09-30',
      country_of_residence: 'united-kingdom',
      nationality: 'india',
    },
  },
  {
    email: 'disabled@example.com',
    role: 'customer',
    status: 'deactivated',
    first_name: 'Tom',
    last_name: 'Becker',
    profile: {
      phone: '+4915123456789',
      date_of_birth: '1979-01-22',
      country_of_residence: 'germany',
      nationality: 'germany',
    },
  },
  { email: 'admin@example.com', role: 'admin', status: 'active', first_name: 'Jordan', last_name: 'Lee' },
  {
    email: 'maria@example.com',
    role: 'customer',
    status: 'active',
    first_name: 'Maria',
    last_name: 'Rossi',
    balance: 2500,
    trades: { open: 2, closed: 3 },
    // A cap of the account's own, at most 1:30 on any instrument, beside the retail caps by class.
    maxLeverage: 30,
    profile: {
      phone: '+393471234567',
      date_of_birth: '1991-07-03',
      country_of_residence: 'italy',
      nationality: 'italy',
      address: {
        line1: 'Via Garibaldi 21',
        line2: null,
        city: 'Torino',
        postal_code: '10122',
        country: 'italy',
      },
    },
  },
  {
    email: 'kenji@example.com',
    role: 'customer',
    status: 'active',
    first_name: 'Kenji',
    last_name: 'Sato',
    balance: 7200,
    credit_balance: 100,
    trades: { open: 0, closed: 4 },
    profile: {
      phone: '+819012345678',
      date_of_birth: '1984-11-18',
      country_of_residence: 'japan',
      nationality: 'japan',
      address: {
        line1: '2-11-3 Meguro',
        line2: 'Room 502',
        city: 'Tokyo',
        postal_code: '153-0063',
        country: 'japan',
      },
    },
  },
  // Its 10,000-message conversation comes from seed-volume.ts.
  {
    email: 'busy@example.com',
    role: 'customer',
    status: 'active',
    first_name: 'Bea',
    last_name: 'Busy',
    balance: 1800,
    profile: {
      phone: '+61412345678',
      date_of_birth: '1990-02-14',
      country_of_residence: 'australia',
      nationality: 'new-zealand',
    },
  },
  // Last, so every other seeded user keeps the id tests and links name (demo 1, admin@ 4, maria 5).
  { email: 'admin2@example.com', role: 'admin', status: 'active', first_name: 'Sam', last_name: 'Okafor' },
];

/** The tenant's saved replies to start with; {first_name} becomes the customer's when one is used. */
const SEEDED_REPLIES: readonly Omit<CannedReplyRecord, 'id'>[] = [
  { title: 'Greeting', text: 'Hi {first_name}, thanks for getting in touch. How can I help?' },
  {
    title: 'Withdrawal times',
    text: 'Hi {first_name}, withdrawals are processed within one business day to the card or account you deposited from.',
  },
  {
    title: 'Verification in review',
    text: 'Hi {first_name}, your documents are with our team. We will let you know as soon as they are reviewed.',
  },
];

function seedState(ctx: SeedContext): StoreContents {
  const { state, counters } = emptyContents(demoSettings);
  counters.trade = 1000;
  const next = (kind: IdKind) => ++counters[kind];
  state.licenses.add(DEMO_LICENSE);
  state.cannedReplies = SEEDED_REPLIES.map((reply) => ({ id: next('cannedReply'), ...reply }));

  for (const seed of seedUsers) {
    const id = next('user');
    state.users.set(id, {
      id,
      email: seed.email,
      password: DEMO_PASSWORD_HASH,
      role: seed.role,
      status: seed.status,
      first_name: seed.first_name,
      last_name: seed.last_name,
      avatar: null,
      account_id: accountNumber(id),
      balance: seed.balance ?? 0,
      credit_balance: seed.credit_balance ?? 0,
      last_seen_at: null,
      profile: structuredClone(seed.profile ?? {}),
      financial_profile: seed.financial_profile ? { ...seed.financial_profile } : null,
      documents: [],
      favourites: [],
      chat: { status: 'open', assignee_id: null },
    });
    if (seed.role === 'customer') {
      const live: TradingAccount = {
        id: next('account'),
        account_id: accountNumber(id),
        type: 'live',
        currency: DEFAULT_ACCOUNT_CURRENCY,
        client_category: 'retail',
        ...(seed.maxLeverage === undefined ? {} : { max_leverage: seed.maxLeverage }),
      };
      state.accounts.set(id, [live]);
      if (seed.trades) state.trades.push(...seedTrades(ctx, id, live, seed.trades, () => next('trade')));
    }
  }

  const byEmail = (email: string) => [...state.users.values()].find((user) => user.email === email)!;
  const script = seedMessages(ctx, byEmail);
  state.notifications = seedNotifications(ctx, byEmail('demo@example.com'));
  seedPayments(ctx, state, byEmail('demo@example.com'), next);
  seedAccountPages(ctx, state, byEmail, next);

  // Forked after everything else was drawn, so the large sets leave the rest of the tenant as it was.
  const fork = () => createRandom(ctx.random.int(0, 0xffffffff));
  const busyRandom = fork();
  const bulkRandom = fork();
  seedDemoAccounts({ ...ctx, random: fork() }, state, byEmail, next);
  seedLedger(state, next);
  const admin = byEmail('admin@example.com');
  const busy = busyConversation(busyRandom, ctx.now, byEmail('busy@example.com'), admin, ctx.assets);
  // Field by field: spreading the generated fields into ten thousand records took several times longer.
  const bulk = bulkCustomers(bulkRandom, ctx.now, ctx.bulkCustomers, admin, ctx.assets, (fields) => {
    const id = next('user');
    const user: UserRecord = {
      id,
      email: fields.email,
      password: DEMO_PASSWORD_HASH,
      role: 'customer',
      status: fields.status,
      first_name: fields.first_name,
      last_name: fields.last_name,
      avatar: null,
      account_id: accountNumber(id),
      balance: fields.balance,
      credit_balance: 0,
      last_seen_at: fields.last_seen_at,
      profile: {},
      financial_profile: null,
      documents: [],
      favourites: [],
      chat: { status: 'open', assignee_id: null },
    };
    state.users.set(id, user);
    state.accounts.set(id, [
      {
        id: next('account'),
        account_id: user.account_id,
        type: 'live',
        currency: DEFAULT_ACCOUNT_CURRENCY,
        client_category: 'retail',
      },
    ]);
    return user;
  });
  // Ids follow time across all conversations, as they would on a live server. The sort is stable and
  // times within a conversation strictly increase, so each keeps the order it was made in.
  state.messages = script.concat(busy, bulk).sort((a, b) => a.created_at - b.created_at);
  for (const message of state.messages) message.id = next('message');
  return { state, counters };
}

/**
 * The ledger of the seeded history, so a statement lists what the other screens show happened: each
 * account's closed trades, and on the live account the approved deposits and withdrawals and the
 * savings transfers, in time order, each with the balance after it, counted back from the balance the
 * account was seeded with (which its last entry ends at). The money of the history before them, and of
 * the seeded balances, has no entry: the opening balance of a statement counts back to it.
 */
function seedLedger(state: StoreState, next: (kind: IdKind) => number): void {
  type Move = Omit<LedgerEntry, 'id' | 'balance_minor'>;
  const movesOn = new Map<string, Move[]>();
  const add = (account_id: string, kind: LedgerKind, amount_minor: number, id: number, at: string) => {
    const move = { account_id, kind, amount_minor, reference: `${id}`, created_at: at };
    const list = movesOn.get(account_id);
    if (list) list.push(move);
    else movesOn.set(account_id, [move]);
  };
  const liveOf = (userId: number) => state.users.get(userId)!.account_id;
  for (const trade of state.trades) {
    if (trade.closed_at !== null) {
      add(trade.account_id, 'trade', toMinor(trade.realized_pnl ?? 0), trade.id, trade.closed_at);
    }
  }
  for (const deposit of state.deposits) {
    if (deposit.status !== 'approved') continue;
    add(liveOf(deposit.user_id), 'deposit', deposit.credited_minor ?? 0, deposit.id, deposit.updated_at);
  }
  for (const withdrawal of state.withdrawals) {
    if (withdrawal.status !== 'approved') continue;
    const { user_id, amount_minor, id, updated_at } = withdrawal;
    add(liveOf(user_id), 'withdrawal', -amount_minor, id, updated_at);
  }
  for (const [userId, savings] of state.savings) {
    for (const move of savings.history) {
      if (move.kind === 'interest') continue;
      const amount = move.kind === 'deposit' ? -move.amount_minor : move.amount_minor;
      add(liveOf(userId), 'savings', amount, move.id, move.created_at);
    }
  }
  const entries: LedgerEntry[] = [];
  for (const [userId, accounts] of state.accounts) {
    for (const account of accounts) {
      const moves = movesOn.get(account.account_id);
      if (!moves) continue;
      moves.sort((a, b) => a.created_at.localeCompare(b.created_at));
      let balance =
        account.type === 'live'
          ? toMinor(state.users.get(userId)!.balance)
          : (state.demoBalances.get(account.id) ?? 0);
      const counted: LedgerEntry[] = [];
      for (const move of moves.reverse()) {
        counted.push({ id: 0, ...move, balance_minor: balance });
        balance -= move.amount_minor;
      }
      entries.push(...counted.reverse());
    }
  }
  entries.sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const entry of entries) entry.id = next('ledger');
  state.ledger = entries;
}

/**
 * The customers' demo accounts, drawn from a random of their own so the rest of the tenant is as it
 * was before they had any. A demo account's balance is its starting balance plus the P&L of its
 * closed trades, so its history and its balance agree.
 */
function seedDemoAccounts(
  practice: SeedContext,
  state: StoreState,
  byEmail: (email: string) => UserRecord,
  next: (kind: IdKind) => number,
) {
  for (const seed of seedUsers) {
    if (!seed.demoAccount) continue;
    const user = byEmail(seed.email);
    const demo: TradingAccount = {
      id: next('account'),
      account_id: accountNumber(user.id, 'demo'),
      type: 'demo',
      currency: seed.demoAccount.currency,
      client_category: 'retail',
    };
    state.accounts.get(user.id)?.push(demo);
    const trades = seedTrades(practice, user.id, demo, seed.demoAccount.trades, () => next('trade'));
    state.trades.push(...trades);
    const realised = trades.reduce((sum, trade) => sum + toMinor(trade.realized_pnl ?? 0), 0);
    state.demoBalances.set(demo.id, DEMO_ACCOUNT_BALANCE_MINOR + realised);
  }
}

function seedTrades(
  ctx: SeedContext,
  userId: number,
  account: TradingAccount,
  counts: TradeCounts,
  nextId: () => number,
): TradeRecord[] {
  const { random, now, assets } = ctx;
  // The past has no recorded rates: a closed trade's P&L is valued at the base prices of the pairs.
  const basePrices = new Map(assets.map((asset) => [asset.symbol, asset.basePrice]));
  const pastRate = (asset: AssetSpec) =>
    rateOf(asset.quote, account.currency, (symbol) => basePrices.get(symbol));
  const trade = (openedAt: number, closedAt: number | null): TradeRecord => {
    const asset = random.pick(assets);
    const terms = randomTradeTerms(random, asset, account, demoSettings.retail_leverage_caps);
    const opening_price = roundTo(asset.basePrice * (1 + random.range(-0.004, 0.004)), asset.digits);
    const closing_price =
      closedAt === null ? null : roundTo(opening_price * (1 + random.range(-0.012, 0.012)), asset.digits);
    return {
      id: nextId(),
      user_id: userId,
      account_id: account.account_id,
      asset_id: asset.id,
      ...terms,
      opening_price,
      closing_price,
      stop_loss: null,
      take_profit: null,
      trailing_stop_pips: null,
      swap: 0,
      commission: 0,
      opened_at: new Date(openedAt).toISOString(),
      closed_at: closedAt === null ? null : new Date(closedAt).toISOString(),
      close_reason: closedAt === null ? null : 'customer',
      realized_pnl:
        closing_price === null
          ? null
          : profit({ ...terms, opening_price }, quoteAt(closing_price), pastRate(asset)),
    };
  };
  const closed = Array.from({ length: counts.closed }, (_, i) => {
    const closedAt = now - (counts.closed - i) * 20 * HOUR - random.int(0, 60) * MINUTE;
    return trade(closedAt - random.int(1, 48) * HOUR, closedAt);
  });
  const open = Array.from({ length: counts.open }, (_, i) =>
    trade(now - (counts.open - i) * 5 * HOUR - random.int(0, 60) * MINUTE, null),
  );
  return [...closed, ...open];
}

function seedMessages(ctx: SeedContext, byEmail: (email: string) => UserRecord): MessageRecord[] {
  const demo = byEmail('demo@example.com');
  const maria = byEmail('maria@example.com');
  const admin = byEmail('admin@example.com');
  const script: { customer: UserRecord; from: UserRecord; ago: number; text: string; unread?: true }[] = [
    { customer: demo, from: demo, ago: 2 * DAY, text: "Hello, I'd like to know how withdrawals work." },
    {
      customer: demo,
      from: admin,
      ago: 2 * DAY - 5 * MINUTE,
      text: 'Hi Alex, withdrawals are processed within one business day to the card or account you deposited from.',
    },
    { customer: demo, from: demo, ago: DAY, text: 'Thanks! Is there a fee for wire transfers?' },
    {
      customer: demo,
      from: admin,
      ago: DAY - 10 * MINUTE,
      text: 'There is no fee for wire transfers above $100.',
    },
    {
      customer: maria,
      from: maria,
      ago: 3 * HOUR,
      text: 'Can I change my account currency to EUR?',
      unread: true,
    },
    {
      customer: demo,
      from: admin,
      ago: 30 * MINUTE,
      text: 'Good news: your verification documents have been approved.',
      unread: true,
    },
  ];
  return script.map((line) => {
    const created = ctx.now - line.ago;
    return {
      id: 0,
      customer_id: line.customer.id,
      sender_id: line.from.id,
      is_admin: line.from.role === 'admin',
      message: line.text,
      attachments: [],
      created_at: created,
      read_at: line.unread ? null : created + 2 * MINUTE,
      client_id: null,
    };
  });
}

/** As the server words them now (domain/notifications.ts): the account named, the amount with its currency. */
function seedNotifications(
  ctx: SeedContext,
  { id: userId, account_id }: { id: number; account_id: string },
): NotificationRecord[] {
  return [
    {
      id: ctx.random.uuid(),
      user_id: userId,
      title: 'Welcome to Northwind Markets',
      message: 'Your account is ready. Live prices are on your dashboard.',
      color: 'info',
      read: true,
      created_at: new Date(ctx.now - 3 * DAY).toISOString(),
    },
    {
      id: ctx.random.uuid(),
      user_id: userId,
      title: 'Deposit received',
      message: `Your card deposit of $500.00 was credited to your live account ${account_id}.`,
      color: 'success',
      account_id: accountNumber(userId),
      read: false,
      created_at: new Date(ctx.now - 2 * HOUR).toISOString(),
    },
  ];
}

/**
 * A short payment history for demo@example.com, so the history screens have something to show: the
 * card deposit its unread notification announces, an older wire and a paid-out withdrawal. Nothing
 * is drawn from the random stream, so the rest of the tenant stays what it was.
 */
function seedPayments(
  ctx: SeedContext,
  state: StoreState,
  user: UserRecord,
  next: (kind: IdKind) => number,
): void {
  const at = (ago: number) => new Date(ctx.now - ago).toISOString();
  const deposit = (
    ago: number,
    fields: Pick<DepositRecord, 'method' | 'amount' | 'credited_minor'> & Partial<DepositRecord>,
  ): DepositRecord => ({
    id: next('deposit'),
    user_id: user.id,
    currency: 'USD',
    status: 'approved',
    created_at: at(ago),
    updated_at: at(ago - 20 * MINUTE),
    ...noMethodDetails,
    ...fields,
  });
  state.deposits.push(
    deposit(40 * DAY, {
      method: 'wire',
      amount: '5000.00',
      credited_minor: 500_000,
      reference: paymentReference(user.account_id),
      proof_file_name: 'transfer-confirmation.pdf',
    }),
    deposit(2 * HOUR + 20 * MINUTE, {
      method: 'card',
      amount: '500.00',
      credited_minor: 50_000,
      card_last4: '4242',
    }),
  );
  const withdrawal: WithdrawalRecord = {
    id: next('withdrawal'),
    user_id: user.id,
    amount: '250.00',
    amount_minor: 25_000,
    currency: 'USD',
    status: 'approved',
    destination: {
      type: 'bank',
      iban: 'DE89370400440532013000',
      account_holder: `${user.first_name} ${user.last_name}`,
      bic: null,
    },
    created_at: at(10 * DAY),
    updated_at: at(9 * DAY),
    reason: null,
  };
  state.withdrawals.push(withdrawal);
}

export const BLURRED_PHOTO = 'The photo is blurred. Upload a sharper one.';

/**
 * What the account pages show for the seeded customers: demo@example.com's approved passport (the
 * approval its unread chat message announces) and a savings pot that has earned interest twice;
 * maria@example.com's rejected ID card, so the page's "upload again" state can be seen. Drawn from
 * nothing random, so the rest of the tenant stays what it was.
 */
function seedAccountPages(
  ctx: SeedContext,
  state: StoreState,
  byEmail: (email: string) => UserRecord,
  next: (kind: IdKind) => number,
): void {
  const at = (ago: number) => new Date(ctx.now - ago).toISOString();
  const demo = byEmail('demo@example.com');
  const maria = byEmail('maria@example.com');
  demo.documents.push({
    id: next('document'),
    type: 'passport',
    file_id: null,
    file_name: 'passport.jpg',
    status: 'approved',
    reason: null,
    uploaded_at: at(2 * DAY),
  });
  maria.documents.push({
    id: next('document'),
    type: 'national_id',
    file_id: null,
    file_name: 'id-card-front.jpg',
    status: 'rejected',
    reason: BLURRED_PHOTO,
    uploaded_at: at(4 * DAY),
  });
  // 2,000.00 saved, then a month's interest at 3.50% twice: 5.83 on 2,000.00 and 5.85 on 2,005.83.
  const history: SavingsMoveRecord[] = [
    { id: next('savings'), kind: 'deposit', amount_minor: 200_000, created_at: at(75 * DAY) },
    { id: next('savings'), kind: 'interest', amount_minor: 583, created_at: at(45 * DAY) },
    { id: next('savings'), kind: 'interest', amount_minor: 585, created_at: at(15 * DAY) },
  ];
  state.savings.set(demo.id, {
    balance_minor: history.reduce((sum, move) => sum + move.amount_minor, 0),
    history,
  });
}
