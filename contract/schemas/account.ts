/**
 * The account pages (accounts, personal information, verification, savings, settings, auto-trader):
 * entities, answers and requests both sides check. Money is decimal strings, as in payments.ts;
 * requests that move money carry the `Idempotency-Key` header.
 */
import { type } from 'arktype';
import { closeReasonSchema, tradeSchema } from './entities.ts';
import { decimalString, depositStatusSchema, withdrawalStatusSchema } from './payments.ts';
import { STATEMENT_KINDS } from './predicates.ts';

const money = decimalString(2);
const signedMoney = type(/^-?\d{1,12}(?:\.\d{1,2})?$/);
/** A date or time as the server writes it, for display only: any string passes. */
const dateText = type('string');

/**
 * What an account's money is already promised to beside its open trades (contract/rules/available.ts): the
 * withdrawals still pending and the active auto-trader's allocation. Only the server knows them; the
 * client adds the free margin at the prices it shows. A demo account's are none.
 */
export const commitmentsSchema = type({
  pending_withdrawals: money,
  auto_trader: type({ strategy_id: 'string', allocation: money }).or('null'),
});
export type AccountCommitments = typeof commitmentsSchema.infer;

/**
 * Every trading account of the customer with its own funds, in its currency: the balance, the credit,
 * the equity at the server's live prices, the realised P&L of its history, and what its money is
 * promised to. A demo account names the balance a reset gives back.
 */
export const accountOverviewSchema = type({
  id: 'number.integer',
  account_id: 'string',
  type: "'live' | 'demo'",
  currency: /^[A-Z]{3}$/,
  balance: signedMoney,
  credit_balance: money,
  equity: signedMoney,
  lifetime_pnl: signedMoney,
  'starting_balance?': money,
  commitments: commitmentsSchema,
});
export type AccountOverview = typeof accountOverviewSchema.infer;

export const addressSchema = type({
  line1: 'string',
  'line2?': 'string | null',
  city: 'string',
  postal_code: 'string',
  country: 'string',
});
export type PostalAddress = typeof addressSchema.infer;

/** What the personal information page shows; phone and address are the customer's to change. */
export const profileSchema = type({
  first_name: 'string',
  last_name: 'string',
  email: 'string',
  account_id: 'string',
  phone: 'string | null',
  date_of_birth: 'string | null',
  address: addressSchema.or('null'),
  country_of_residence: 'string | null',
  nationality: 'string | null',
});
export type Profile = typeof profileSchema.infer;

export const documentStatusSchema = type("'pending_review' | 'approved' | 'rejected'");
export const verificationDocumentSchema = type({
  id: 'number.integer',
  document_type: "'passport' | 'national_id' | 'driving_licence'",
  file_name: 'string',
  status: documentStatusSchema,
  'reason?': 'string | null',
  uploaded_at: dateText,
});
export type VerificationDocument = typeof verificationDocumentSchema.infer;

export const savingsMoveSchema = type({
  id: 'number.integer',
  kind: "'deposit' | 'withdrawal' | 'interest'",
  amount: money,
  created_at: dateText,
});
export const savingsSchema = type({
  currency: 'string',
  balance: money,
  /** Yearly rate in percent, e.g. "3.50". */
  rate_percent: money,
  history: savingsMoveSchema.array(),
});
export type Savings = typeof savingsSchema.infer;

export const strategySchema = type({
  id: 'string',
  name: 'string',
  description: 'string',
  risk: "'low' | 'medium' | 'high'",
  /** Past performance, percent, over the last 12 months and the worst fall in that time. */
  return_12m_percent: signedMoney,
  max_drawdown_percent: money,
  min_allocation: money,
});
export type Strategy = typeof strategySchema.infer;

export const autoTraderSchema = type({
  strategies: strategySchema.array(),
  active: type({
    strategy_id: 'string',
    allocation: money,
    status: "'running' | 'paused'",
    started_at: dateText,
    /**
     * The realised P&L of the trades it opened since it started and has closed, in the account's
     * currency; its open trades' P&L moves with the prices and is the trade lists'.
     */
    realized_pnl: signedMoney,
  }).or('null'),
});
export type AutoTrader = typeof autoTraderSchema.infer;

/** What the support desk sees of a customer beside their conversation: read-only. */
export const customerDetailsSchema = type({
  id: 'number.integer',
  first_name: 'string',
  last_name: 'string',
  email: 'string',
  account_id: 'string',
  status: 'string',
  /** Where they live, as a country slug; null before they said. */
  country: 'string | null',
  /** The live account, in its currency. */
  live: accountOverviewSchema,
  open_trades: 'number.integer >= 0',
  verification: "'verified' | 'in_review' | 'rejected' | 'not_started'",
});
export type CustomerDetails = typeof customerDetailsSchema.infer;

export const statementKindSchema = type.enumerated(...STATEMENT_KINDS);

/** One change of the balance: what moved it, by how much (signed), the balance after it and what for. */
export const statementEntrySchema = type({
  id: 'number.integer',
  kind: statementKindSchema,
  amount: signedMoney,
  balance: signedMoney,
  /** The id of what moved it: the trade, deposit, withdrawal or savings transfer. */
  reference: 'string',
  /** The server's words for it: the instrument and side of a trade, the method of a deposit ... */
  description: 'string',
  created_at: dateText,
});
export type StatementEntry = typeof statementEntrySchema.infer;

/**
 * An account's statement over `from` (inclusive) to `to` (exclusive), in its currency: the balance at
 * each end, the entries between them oldest first (those of the kinds asked for; the balances stay
 * the account's), and the trades open at `to` as they stand now.
 */
export const statementSchema = type({
  account_id: 'string',
  currency: /^[A-Z]{3}$/,
  from: dateText,
  to: dateText,
  opening_balance: signedMoney,
  closing_balance: signedMoney,
  entries: statementEntrySchema.array(),
  open_positions: tradeSchema.array(),
});
export type Statement = typeof statementSchema.infer;

/** What happened on one trading account while its customer was away, in its currency. */
export const awayAccountSchema = type({
  account_id: 'string',
  type: "'live' | 'demo'",
  currency: /^[A-Z]{3}$/,
  /** The positions the server closed meanwhile, by why (a stop-out, a stop-loss ...). */
  closed: type({ reason: closeReasonSchema, count: 'number.integer > 0' }).array(),
  /** Their realised P&L, swap and commission charged, and money paid in or out: signed decimals. */
  realised_pnl: signedMoney,
  costs: signedMoney,
  payments: signedMoney,
  /** Pending orders that came to an end meanwhile. */
  orders: type({
    filled: 'number.integer >= 0',
    expired: 'number.integer >= 0',
    refused: 'number.integer >= 0',
  }),
});
export type AwayAccount = typeof awayAccountSchema.infer;

/** A deposit or withdrawal decided while the customer was away. */
export const awayPaymentSchema = type({
  kind: "'deposit' | 'withdrawal'",
  status: depositStatusSchema.or(withdrawalStatusSchema),
  /** In `currency`: a crypto deposit's amount in its coin. */
  amount: 'string',
  currency: 'string',
  decided_at: dateText,
});
export type AwayPayment = typeof awayPaymentSchema.infer;

/**
 * What happened to a customer's positions, orders and money between the last time an app of theirs
 * was open (`since`) and their return (`until`); only the accounts something happened on.
 */
export const awaySummarySchema = type({
  since: dateText,
  until: dateText,
  accounts: awayAccountSchema.array(),
  payments: awayPaymentSchema.array(),
});
export type AwaySummary = typeof awaySummarySchema.infer;

export const accountAnswers = {
  /** GET /admin/customers/{id} */
  customerDetails: type({ 'success?': 'boolean', data: customerDetailsSchema }),
  /** GET /accounts */
  accounts: type({ 'success?': 'boolean', data: accountOverviewSchema.array() }),
  /** POST /accounts/{account_id}/reset: the demo account as it starts again */
  accountReset: type({ 'success?': 'boolean', 'message?': 'string', data: accountOverviewSchema }),
  /** GET /profile, PATCH /profile */
  profile: type({ 'success?': 'boolean', 'message?': 'string', data: profileSchema }),
  /** GET /verification/documents */
  documents: type({ 'success?': 'boolean', data: verificationDocumentSchema.array() }),
  /** GET /savings, POST /savings/deposit, POST /savings/withdraw */
  savings: type({ 'success?': 'boolean', 'message?': 'string', data: savingsSchema }),
  /** GET /auto-trader, POST /auto-trader, POST /auto-trader/{pause|resume|stop} */
  autoTrader: type({ 'success?': 'boolean', 'message?': 'string', data: autoTraderSchema }),
  /** GET /statement?account_id=&from=&to=&kinds= */
  statement: type({ 'success?': 'boolean', data: statementSchema }),
  /** GET /user/away: null when nothing happened while the customer was away, or they have seen it. */
  away: type({ 'success?': 'boolean', data: awaySummarySchema.or('null') }),
  /** POST /user/password, POST /auth/logout-all */
  done: type({ success: 'boolean', 'message?': 'string' }),
} as const;

export const accountRequests = {
  /** PATCH /profile: only what a customer may change themselves. */
  profile: type({ 'phone?': 'string', 'address?': addressSchema }),
  /** POST /savings/deposit and /savings/withdraw (Idempotency-Key). */
  savingsMove: type({ amount: money }),
  /** POST /user/password */
  password: type({ current_password: 'string', password: 'string >= 8', password_confirmation: 'string' }),
  /** POST /auto-trader (Idempotency-Key): the risk warning must be accepted. */
  autoTraderStart: type({ strategy_id: 'string', allocation: money, accept_risk: 'true' }),
} as const;
