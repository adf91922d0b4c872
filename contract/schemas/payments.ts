/**
 * Money in and out (deposits by card, crypto and wire transfer; withdrawals): the entities, the
 * calls and the rules both sides check. Amounts travel as decimal strings ("100.00"), never floats;
 * the client works in integer minor units (cents) and the server does the same. Every request that
 * moves money carries an `Idempotency-Key` header: the same key from the same user answers the first
 * result again (200 instead of 201), so a retry on a flaky network never creates a second request.
 */
import { type } from 'arktype';

/** A decimal amount with at most `decimals` places, e.g. "100" or "99.5" or "0.0005". */
export const decimalString = (decimals: number) => type(new RegExp(`^\\d{1,12}(?:\\.\\d{1,${decimals}})?$`));
const money = decimalString(2);
const cryptoAmount = decimalString(8);
/** A date or time as the server writes it, for display only: any string passes. */
const dateText = type('string');

export const depositMethodSchema = type("'card' | 'crypto' | 'wire'");
export type DepositMethod = typeof depositMethodSchema.infer;
export const depositStatusSchema = type("'pending' | 'approved' | 'declined'");
export type DepositStatus = typeof depositStatusSchema.infer;
export const withdrawalStatusSchema = type("'pending' | 'approved' | 'rejected' | 'cancelled'");
export type WithdrawalStatus = typeof withdrawalStatusSchema.infer;

export const depositSchema = type({
  id: 'number.integer',
  method: depositMethodSchema,
  /** In `currency`: the account currency for card and wire, the crypto's symbol for crypto. */
  amount: cryptoAmount,
  currency: 'string > 0',
  status: depositStatusSchema,
  created_at: dateText,
  updated_at: dateText,
  /** Card: the only digits the server keeps. */
  'card_last4?': 'string | null',
  /** Crypto: which of the tenant's wallets it was sent to. */
  'crypto_id?': 'string | null',
  'wallet_id?': 'string | null',
  'network?': 'string | null',
  'tx_hash?': 'string | null',
  /** Wire: the customer's payment reference and the proof's file name. */
  'reference?': 'string | null',
  'proof_file_name?': 'string | null',
  /** Why it was declined, when it was. */
  'reason?': 'string | null',
});
export type Deposit = typeof depositSchema.infer;

export const withdrawalDestinationSchema = type({
  type: "'crypto'",
  address: 'string > 0',
  network: 'string > 0',
}).or({
  type: "'bank'",
  iban: 'string > 0',
  account_holder: 'string > 0',
  'bic?': 'string | null',
});
export type WithdrawalDestination = typeof withdrawalDestinationSchema.infer;

export const withdrawalSchema = type({
  id: 'number.integer',
  amount: money,
  currency: 'string > 0',
  status: withdrawalStatusSchema,
  destination: withdrawalDestinationSchema,
  created_at: dateText,
  updated_at: dateText,
  'reason?': 'string | null',
});
export type Withdrawal = typeof withdrawalSchema.infer;

const pageMeta = {
  current_page: 'number.integer >= 1',
  last_page: 'number.integer >= 1',
  total: 'number.integer >= 0',
} as const;

/** What the customer can pay with and where to: limits in the account currency, the bank, the reference. */
export const paymentOptionsSchema = type({
  currency: 'string > 0',
  card: { min: money, max: money },
  wire: {
    min: money,
    max: money,
    bank: {
      beneficiary: 'string > 0',
      bank_name: 'string > 0',
      iban: 'string > 0',
      bic: 'string > 0',
      'bank_address?': 'string | null',
    },
    /** The customer's own payment reference: the bank transfer must carry it. */
    reference: 'string > 0',
  },
  withdrawal: { min: money, max: money },
});
export type PaymentOptions = typeof paymentOptionsSchema.infer;

export const paymentAnswers = {
  /** GET /payments/options */
  paymentOptions: type({ 'success?': 'boolean', data: paymentOptionsSchema }),
  /** POST /deposits/card, /deposits/crypto, /deposits/wire */
  deposit: type({ 'success?': 'boolean', 'message?': 'string', data: depositSchema }),
  /** GET /deposits?page=n[&wallet_id][&status][&method] */
  deposits: type({ data: depositSchema.array(), meta: pageMeta, links: { next: 'string | null' } }),
  /** POST /withdrawals, POST /withdrawals/{id}/cancel */
  withdrawal: type({ 'success?': 'boolean', 'message?': 'string', data: withdrawalSchema }),
  /** GET /withdrawals?page=n */
  withdrawals: type({ data: withdrawalSchema.array(), meta: pageMeta, links: { next: 'string | null' } }),
} as const;

/** Request bodies; the server validates with these and answers 422 with field errors. */
export const paymentRequests = {
  cardDeposit: type({
    amount: money,
    card_number: 'string',
    expiry_month: 'number.integer',
    expiry_year: 'number.integer',
    cvc: /^\d{3,4}$/,
    holder: 'string >= 2',
  }),
  cryptoDeposit: type({
    wallet_id: 'string > 0',
    amount: cryptoAmount,
    'tx_hash?': 'string | null',
  }),
  /** POST /deposits/wire is multipart: amount plus proof (image or PDF, at most 10 MB). */
  wireAmount: money,
  withdrawal: type({ amount: money, destination: withdrawalDestinationSchema }),
} as const;
