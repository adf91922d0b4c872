/**
 * Money in and out: the tenant's payment options, the rules of each request beyond its schema, the
 * records and their answers, and what the back office does to them (approve, decline, reject), which
 * the /__demo controls stand in for. Amounts are integers of their smallest unit throughout (money.ts).
 */
import {
  cardDigits,
  cardNotExpired,
  isCardNumber,
  isPlainText,
  type CryptoCurrency,
  type CryptoWallet,
  type Deposit,
  type PaymentOptions,
  type paymentRequests,
  type Withdrawal,
  type WithdrawalDestination,
} from '@contract/schemas';
import type { Core } from '../core';
import { ApiError, notFound, type FieldErrors } from '../http/errors';
import type { DepositRecord, UserRecord, WithdrawalRecord } from '../types';
import { CRYPTO_DECIMALS, decimalOf, MONEY_DECIMALS, minorOf, moneyOf, moneyText, unitsOf } from './money';
import { changeBalance, liveAccount } from './accounts';
import { availableMinor } from './available';
import { accountText, notify } from './notifications';
import { publishUserUpdated } from './users';

export type CardDepositBody = typeof paymentRequests.cardDeposit.infer;
export type CryptoDepositBody = typeof paymentRequests.cryptoDeposit.infer;
export type WithdrawalBody = typeof paymentRequests.withdrawal.infer;

export const PAYMENTS_PER_PAGE = 20;
/**
 * Declined at once, like the card networks' own test number for a decline: lets the client and the
 * e2e tests show a refusal without a back office.
 */
export const DECLINED_TEST_CARD = '4000000000000002';
export const CARD_DECLINED = 'The card was declined by the issuer.';
export const MUST_VERIFY_TO_WITHDRAW = 'Your account must be verified before you can withdraw.';
/** How far ahead a card's expiry may be: further is a typing error, not a card. */
const MAX_CARD_YEARS = 20;
const MAX_NAME = 100;
const MAX_TX_HASH = 200;
const MAX_ADDRESS = 200;
const MAX_NETWORK = 100;
/** Coins pegged to an account currency count one to one, since no instrument prices them. */
const STABLECOINS: Record<string, string> = { USDT: 'USD' };

/**
 * The crypto currencies the demo tenant takes deposits in, in the order it offers them. The addresses
 * have the shape of each network's but spell out the demo's name: nobody should send real coins to them.
 */
const DEMO_ETH_ADDRESS = '0x4e6f72746877696e644d61726b65747344656d6f';
export const demoCryptos: readonly CryptoCurrency[] = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    symbol: 'BTC',
    wallets: [
      {
        id: 'btc-mainnet',
        network: 'Bitcoin',
        address: 'bc1qn0rthw7ndmarketsdem0dep0s7tw4ll3txyz9q',
        min_deposit: '0.0005',
        max_deposit: '100',
      },
    ],
  },
  {
    id: 'ethereum',
    name: 'Ethereum',
    symbol: 'ETH',
    wallets: [
      {
        id: 'eth-mainnet',
        network: 'Ethereum',
        address: DEMO_ETH_ADDRESS,
        min_deposit: '0.01',
        max_deposit: '2000',
      },
    ],
  },
  {
    id: 'tether',
    name: 'Tether',
    symbol: 'USDT',
    wallets: [
      {
        id: 'usdt-erc20',
        network: 'Ethereum (ERC20)',
        address: DEMO_ETH_ADDRESS,
        min_deposit: '20',
        max_deposit: '1000000',
      },
      {
        id: 'usdt-trc20',
        network: 'Tron (TRC20)',
        address: 'TNorthwindMarketsDemoTRC2DepositXY',
        min_deposit: '10',
        max_deposit: '1000000',
      },
    ],
  },
];

/**
 * What the demo tenant takes and pays out, in cents of the account currency, and the bank wires go to.
 * The bank is made up and says so: an IBAN with check digits 00 (real ones run 02 to 98) at an
 * "EXMP" bank code, so no transfer could ever reach it.
 */
export const demoPaymentTerms = {
  card: { min: 1_000, max: 1_000_000 },
  wire: { min: 10_000, max: 10_000_000 },
  withdrawal: { min: 1_000, max: 5_000_000 },
  bank: {
    beneficiary: 'Northwind Markets Ltd',
    bank_name: 'Example Bank plc',
    iban: 'GB00 EXMP 0000 0000 0000 00',
    bic: 'EXMPGB2L',
    bank_address: '1 Example Street, London EC1A 1AA, United Kingdom',
  },
} as const;

/**
 * The reference a customer's bank transfers carry: their live account number and two check digits
 * (ISO 7064 mod 97-10, as IBANs use), so a mistyped reference is caught when the transfer is matched.
 */
export function paymentReference(accountId: string): string {
  const digits = accountId.replace(/\D/g, '');
  const check = 98 - Number((BigInt(digits || '0') * 100n) % 97n);
  return `${accountId}-${String(check).padStart(2, '0')}`;
}

/** A deposit's method-specific fields before its method fills in its own (new requests and the seeded history). */
export const noMethodDetails = {
  card_last4: null,
  crypto_id: null,
  wallet_id: null,
  network: null,
  tx_hash: null,
  reference: null,
  proof_file_id: null,
  proof_file_name: null,
  reason: null,
} as const satisfies Partial<DepositRecord>;

/** The currency of the customer's live account, which deposits are credited in. */
export function accountCurrency(core: Core, user: UserRecord): string {
  return liveAccount(core, user).currency;
}

const range = (limits: { min: number; max: number }) => ({
  min: moneyOf(limits.min),
  max: moneyOf(limits.max),
});

export function paymentOptions(core: Core, user: UserRecord): PaymentOptions {
  const terms = demoPaymentTerms;
  return {
    currency: accountCurrency(core, user),
    card: range(terms.card),
    wire: { ...range(terms.wire), bank: { ...terms.bank }, reference: paymentReference(user.account_id) },
    withdrawal: range(terms.withdrawal),
  };
}

export function findWallet(walletId: string): { crypto: CryptoCurrency; wallet: CryptoWallet } | undefined {
  for (const crypto of demoCryptos) {
    const wallet = crypto.wallets.find((candidate) => candidate.id === walletId);
    if (wallet) return { crypto, wallet };
  }
  return undefined;
}

export const isWalletId = (walletId: string) => findWallet(walletId) !== undefined;

// ---- Request rules beyond the schemas (each answers field errors, empty when the input is fine) ----

function rangeError(amount: string, limits: { min: number; max: number }, currency: string) {
  const minor = minorOf(amount);
  if (minor >= limits.min && minor <= limits.max) return undefined;
  return `The amount must be between ${moneyText(limits.min, currency)} and ${moneyText(limits.max, currency)}.`;
}

/** A name a person typed: trimmed, 2 to 100 characters, plain text. */
function nameError(field: string, value: string): string | undefined {
  const the = `The ${field.replace(/_/g, ' ')} field`;
  const name = value.trim();
  if (name.length < 2) return `${the} must be at least 2 characters.`;
  if (name.length > MAX_NAME) return `${the} must not be greater than ${MAX_NAME} characters.`;
  if (!isPlainText(name)) return `${the} must be text without control characters or broken characters.`;
  return undefined;
}

/** Free text that must say something: trimmed, 1 to `max` characters, plain text. */
function textError(label: string, value: string, max: number): string | undefined {
  const text = value.trim();
  if (text === '') return `The ${label} field is required.`;
  if (text.length > max) return `The ${label} field must not be greater than ${max} characters.`;
  if (!isPlainText(text)) {
    return `The ${label} field must be text without control characters or broken characters.`;
  }
  return undefined;
}

function collect(entries: [string, string | undefined][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) if (message !== undefined) errors[field] = [message];
  return errors;
}

export function cardDepositErrors(body: Partial<CardDepositBody>, currency: string, now: Date): FieldErrors {
  const { amount, card_number, expiry_month: month, expiry_year: year, holder } = body;
  const monthValid = month !== undefined && month >= 1 && month <= 12;
  const yearValid = year !== undefined && year <= now.getUTCFullYear() + MAX_CARD_YEARS;
  return collect([
    ['amount', amount === undefined ? undefined : rangeError(amount, demoPaymentTerms.card, currency)],
    [
      'card_number',
      card_number === undefined || isCardNumber(card_number) ? undefined : 'The card number is not valid.',
    ],
    [
      'expiry_month',
      month !== undefined && !monthValid
        ? 'The expiry month must be between 1 and 12.'
        : monthValid && yearValid && !cardNotExpired(month, year, now)
          ? 'The card has expired.'
          : undefined,
    ],
    ['expiry_year', year === undefined || yearValid ? undefined : 'The expiry year is not valid.'],
    ['holder', holder === undefined ? undefined : nameError('holder', holder)],
  ]);
}

export function cryptoDepositErrors(body: Partial<CryptoDepositBody>): FieldErrors {
  const found = body.wallet_id === undefined ? undefined : findWallet(body.wallet_id);
  const { amount, tx_hash } = body;
  return collect([
    ['wallet_id', body.wallet_id === undefined || found ? undefined : 'The selected wallet id is invalid.'],
    ['amount', amount !== undefined && found ? cryptoAmountError(amount, found) : undefined],
    ['tx_hash', typeof tx_hash === 'string' ? txHashError(tx_hash) : undefined],
  ]);
}

function cryptoAmountError(
  amount: string,
  { wallet, crypto }: NonNullable<ReturnType<typeof findWallet>>,
): string | undefined {
  const units = unitsOf(amount, CRYPTO_DECIMALS);
  if (units < unitsOf(wallet.min_deposit, CRYPTO_DECIMALS)) {
    return `The amount must be at least ${wallet.min_deposit} ${crypto.symbol}.`;
  }
  if (units > unitsOf(wallet.max_deposit, CRYPTO_DECIMALS)) {
    return `The amount may not be greater than ${wallet.max_deposit} ${crypto.symbol}.`;
  }
  return undefined;
}

function txHashError(value: string): string | undefined {
  const hash = value.trim();
  if (hash.length > MAX_TX_HASH)
    return `The tx hash field must not be greater than ${MAX_TX_HASH} characters.`;
  if (!isPlainText(hash))
    return 'The tx hash field must be text without control characters or broken characters.';
  return undefined;
}

export const wireAmountError = (amount: string, currency: string) =>
  rangeError(amount, demoPaymentTerms.wire, currency);

/** An IBAN as typed, without its spaces and in capitals. */
export const compactIban = (typed: string) => typed.replace(/\s/g, '').toUpperCase();
const IBAN = /^[A-Z0-9]{15,34}$/;
const BIC = /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/;

function destinationErrors(destination: WithdrawalDestination): FieldErrors {
  if (destination.type === 'crypto') {
    return collect([
      ['destination.address', textError('destination.address', destination.address, MAX_ADDRESS)],
      ['destination.network', textError('destination.network', destination.network, MAX_NETWORK)],
    ]);
  }
  const bic = destination.bic?.trim() ?? '';
  return collect([
    [
      'destination.iban',
      IBAN.test(compactIban(destination.iban)) ? undefined : 'The IBAN must be 15 to 34 letters and digits.',
    ],
    ['destination.account_holder', nameError('destination.account_holder', destination.account_holder)],
    ['destination.bic', bic === '' || BIC.test(bic.toUpperCase()) ? undefined : 'The BIC is not valid.'],
  ]);
}

/** The refusal of a claim over what the customer can still commit, with the figure as it is. */
export const overAvailable = (availableMinor: number, currency: string) =>
  `The amount may not be greater than your available free margin of ${moneyText(availableMinor, currency)}.`;

export function withdrawalErrors(core: Core, user: UserRecord, body: Partial<WithdrawalBody>): FieldErrors {
  const currency = accountCurrency(core, user);
  let amountError: string | undefined;
  if (body.amount !== undefined) {
    amountError = rangeError(body.amount, demoPaymentTerms.withdrawal, currency);
    const available = availableMinor(core, user);
    if (amountError === undefined && minorOf(body.amount) > available) {
      amountError = overAvailable(available, currency);
    }
  }
  return {
    ...collect([['amount', amountError]]),
    ...(body.destination === undefined ? {} : destinationErrors(body.destination)),
  };
}

// ---- Records and answers ----

export function toDeposit(record: DepositRecord): Deposit {
  const deposit: Deposit = {
    id: record.id,
    method: record.method,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    created_at: record.created_at,
    updated_at: record.updated_at,
    reason: record.reason,
  };
  if (record.method === 'card') deposit.card_last4 = record.card_last4;
  if (record.method === 'crypto') {
    Object.assign(deposit, {
      crypto_id: record.crypto_id,
      wallet_id: record.wallet_id,
      network: record.network,
      tx_hash: record.tx_hash,
    });
  }
  if (record.method === 'wire') {
    Object.assign(deposit, { reference: record.reference, proof_file_name: record.proof_file_name });
  }
  return deposit;
}

export function toWithdrawal(record: WithdrawalRecord): Withdrawal {
  return {
    id: record.id,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    destination: { ...record.destination },
    created_at: record.created_at,
    updated_at: record.updated_at,
    reason: record.reason,
  };
}

type NewDeposit = Pick<DepositRecord, 'method' | 'amount' | 'currency'> & Partial<DepositRecord>;

function addDeposit(core: Core, user: UserRecord, fields: NewDeposit): DepositRecord {
  const { store } = core;
  const now = store.stamp();
  const record: DepositRecord = {
    id: store.nextId('deposit'),
    user_id: user.id,
    status: 'pending',
    created_at: now,
    updated_at: now,
    ...noMethodDetails,
    credited_minor: null,
    ...fields,
  };
  store.state.deposits.push(record);
  return record;
}

/**
 * Keeps the last four digits and nothing else of the card: the number and CVC are not copied into
 * anything that outlives this call.
 */
export function createCardDeposit(core: Core, user: UserRecord, body: CardDepositBody): DepositRecord {
  const digits = cardDigits(body.card_number);
  const declined = digits === DECLINED_TEST_CARD;
  return addDeposit(core, user, {
    method: 'card',
    amount: moneyOf(minorOf(body.amount)),
    currency: accountCurrency(core, user),
    card_last4: digits.slice(-4),
    ...(declined ? { status: 'declined' as const, reason: CARD_DECLINED } : {}),
  });
}

export function createCryptoDeposit(core: Core, user: UserRecord, body: CryptoDepositBody): DepositRecord {
  const found = findWallet(body.wallet_id);
  if (!found) throw new Error('the wallet was checked before');
  const txHash = body.tx_hash?.trim() ?? '';
  return addDeposit(core, user, {
    method: 'crypto',
    amount: decimalOf(unitsOf(body.amount, CRYPTO_DECIMALS), CRYPTO_DECIMALS, true),
    currency: found.crypto.symbol,
    crypto_id: found.crypto.id,
    wallet_id: found.wallet.id,
    network: found.wallet.network,
    tx_hash: txHash === '' ? null : txHash,
  });
}

export function createWireDeposit(
  core: Core,
  user: UserRecord,
  amount: string,
  proof: { id: string; name: string },
): DepositRecord {
  return addDeposit(core, user, {
    method: 'wire',
    amount: moneyOf(minorOf(amount)),
    currency: accountCurrency(core, user),
    reference: paymentReference(user.account_id),
    proof_file_id: proof.id,
    proof_file_name: proof.name,
  });
}

function normalDestination(destination: WithdrawalDestination): WithdrawalDestination {
  if (destination.type === 'crypto') {
    return { type: 'crypto', address: destination.address.trim(), network: destination.network.trim() };
  }
  const bic = destination.bic?.trim().toUpperCase() ?? '';
  return {
    type: 'bank',
    iban: compactIban(destination.iban),
    account_holder: destination.account_holder.trim(),
    bic: bic === '' ? null : bic,
  };
}

export function createWithdrawal(core: Core, user: UserRecord, body: WithdrawalBody): WithdrawalRecord {
  const { store } = core;
  const now = store.stamp();
  const amountMinor = minorOf(body.amount);
  const record: WithdrawalRecord = {
    id: store.nextId('withdrawal'),
    user_id: user.id,
    amount: moneyOf(amountMinor),
    amount_minor: amountMinor,
    currency: accountCurrency(core, user),
    status: 'pending',
    destination: normalDestination(body.destination),
    created_at: now,
    updated_at: now,
    reason: null,
  };
  store.state.withdrawals.push(record);
  // It holds back money from now on: the customer's other screens show less available.
  publishUserUpdated(core, user);
  return record;
}

/** Newest first: ids grow with time. */
export const newestFirst = <T extends { id: number }>(records: readonly T[]): T[] =>
  [...records].sort((a, b) => b.id - a.id);

// ---- The back office: decisions on pending requests ----

const notPending = (what: string, status: string) =>
  new ApiError(409, { message: `The ${what} is already ${status}; only a pending one can change.` });

export function depositById(core: Core, id: number): DepositRecord {
  const record = core.store.state.deposits.find((deposit) => deposit.id === id);
  if (!record) throw notFound();
  return record;
}

export function withdrawalById(core: Core, id: number): WithdrawalRecord {
  const record = core.store.state.withdrawals.find((withdrawal) => withdrawal.id === id);
  if (!record) throw notFound();
  return record;
}

function ownerOf(core: Core, record: { user_id: number }): UserRecord {
  const user = core.store.user(record.user_id);
  if (!user) throw notFound();
  return user;
}

/**
 * A crypto deposit's value in the account currency, in cents: the amount at the current mid price of
 * the `SYMBOL/CURRENCY` instrument (BTC/USD), or one to one for a coin pegged to that currency (USDT
 * for USD). Undefined when nothing prices it. Worked in integers: the amount in 10^-8 units times the
 * price in 10^-digits units, rounded half up to the cent.
 */
export function cryptoValueMinor(core: Core, symbol: string, amount: string, currency: string) {
  let scaledPrice: bigint;
  let digits: number;
  if (STABLECOINS[symbol] === currency) {
    scaledPrice = 1n;
    digits = 0;
  } else {
    const asset = core.prices.assets.find((candidate) => candidate.symbol === `${symbol}/${currency}`);
    if (!asset) return undefined;
    // A conversion takes no side: the mid, which may hold one digit more than the quote.
    digits = asset.digits + 1;
    scaledPrice = BigInt(Math.round(core.prices.quote(asset.id).price * 10 ** digits));
  }
  const divisor = 10n ** BigInt(CRYPTO_DECIMALS + digits - MONEY_DECIMALS);
  return (unitsOf(amount, CRYPTO_DECIMALS) * scaledPrice + divisor / 2n) / divisor;
}

function decided(core: Core, record: { status: string; updated_at: string }, user: UserRecord) {
  record.updated_at = core.store.stamp();
  publishUserUpdated(core, user);
}

const methodNames: Record<DepositRecord['method'], string> = {
  card: 'card deposit',
  wire: 'bank transfer',
  crypto: 'crypto deposit',
};

/** "$500.00", or "0.0015 BTC" for crypto: a request's amount in the currency it was asked in. */
function requestedText(record: Pick<DepositRecord, 'method' | 'amount' | 'currency'>): string {
  return record.method === 'crypto'
    ? `${record.amount} ${record.currency}`
    : moneyText(minorOf(record.amount), record.currency);
}

/**
 * The customer is told of every decision on their deposit, on every device, with the amount, the
 * account it is for and, for a decline, why.
 */
function noticeDeposit(core: Core, user: UserRecord, record: DepositRecord): void {
  const account = liveAccount(core, user);
  const what = `Your ${methodNames[record.method]} of ${requestedText(record)}`;
  if (record.status === 'approved') {
    const value =
      record.method === 'crypto' ? ` as ${moneyText(record.credited_minor ?? 0, account.currency)}` : '';
    notify(core, user, {
      title: 'Deposit received',
      message: `${what} was credited to ${accountText(account)}${value}.`,
      color: 'success',
    });
  } else if (record.status === 'declined') {
    notify(core, user, {
      title: 'Deposit declined',
      message: `${what} to ${accountText(account)} was declined. Reason: ${record.reason ?? ''}`,
      color: 'danger',
    });
  }
}

/** "the bank account ending 3000", "the TRC20 address ending 9xQe": where a withdrawal went. */
function destinationText(destination: WithdrawalDestination): string {
  return destination.type === 'bank'
    ? `the bank account ending ${destination.iban.slice(-4)}`
    : `the ${destination.network} address ending ${destination.address.slice(-4)}`;
}

function noticeWithdrawal(core: Core, user: UserRecord, record: WithdrawalRecord): void {
  const account = liveAccount(core, user);
  const what = `Your withdrawal of ${moneyText(record.amount_minor, record.currency)} from ${accountText(account)}`;
  if (record.status === 'approved') {
    notify(core, user, {
      title: 'Withdrawal approved',
      message: `${what} was approved and sent to ${destinationText(record.destination)}.`,
      color: 'success',
    });
  } else if (record.status === 'rejected') {
    notify(core, user, {
      title: 'Withdrawal rejected',
      message: `${what} was rejected; the amount stays in the account. Reason: ${record.reason ?? ''}`,
      color: 'danger',
    });
  }
}

/** Card and wire deposits add their amount to the balance; crypto ones their value at today's price. */
export function approveDeposit(core: Core, record: DepositRecord): Deposit {
  if (record.status !== 'pending') throw notPending('deposit', record.status);
  const user = ownerOf(core, record);
  const currency = accountCurrency(core, user);
  let credit: number;
  if (record.method === 'crypto') {
    const value = cryptoValueMinor(core, record.currency, record.amount, currency);
    if (value === undefined) {
      throw new ApiError(409, {
        message: `No price is available to value ${record.currency} in ${currency}.`,
      });
    }
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new ApiError(409, { message: 'The amount is too large to credit to the account.' });
    }
    credit = Number(value);
  } else {
    credit = minorOf(record.amount);
  }
  changeBalance(core, user, liveAccount(core, user), credit, { kind: 'deposit', reference: `${record.id}` });
  record.status = 'approved';
  record.credited_minor = credit;
  decided(core, record, user);
  noticeDeposit(core, user, record);
  return toDeposit(record);
}

export function declineDeposit(core: Core, record: DepositRecord, reason: string): Deposit {
  if (record.status !== 'pending') throw notPending('deposit', record.status);
  record.status = 'declined';
  record.reason = reason;
  const user = ownerOf(core, record);
  decided(core, record, user);
  noticeDeposit(core, user, record);
  return toDeposit(record);
}

/**
 * Paying out takes the amount from the balance. A pending withdrawal is already counted in what the
 * customer can commit, so that figure below zero means prices moved against the open trades since it
 * was asked for: paying it now would leave the account without margin, and it waits instead.
 */
export function approveWithdrawal(core: Core, record: WithdrawalRecord): Withdrawal {
  if (record.status !== 'pending') throw notPending('withdrawal', record.status);
  const user = ownerOf(core, record);
  const available = availableMinor(core, user);
  if (available < 0) {
    throw new ApiError(409, {
      message: `The withdrawal is not covered: the available free margin is ${moneyText(available, record.currency)}.`,
    });
  }
  changeBalance(core, user, liveAccount(core, user), -record.amount_minor, {
    kind: 'withdrawal',
    reference: `${record.id}`,
  });
  record.status = 'approved';
  decided(core, record, user);
  noticeWithdrawal(core, user, record);
  return toWithdrawal(record);
}

export function rejectWithdrawal(core: Core, record: WithdrawalRecord, reason: string): Withdrawal {
  if (record.status !== 'pending') throw notPending('withdrawal', record.status);
  record.status = 'rejected';
  record.reason = reason;
  const user = ownerOf(core, record);
  decided(core, record, user);
  noticeWithdrawal(core, user, record);
  return toWithdrawal(record);
}

/** The customer's own, while pending; another customer's is not found, as if it did not exist. */
export function cancelWithdrawal(core: Core, user: UserRecord, id: number): Withdrawal {
  const record = core.store.state.withdrawals.find((withdrawal) => withdrawal.id === id);
  if (!record || record.user_id !== user.id) throw notFound();
  if (record.status !== 'pending') throw notPending('withdrawal', record.status);
  record.status = 'cancelled';
  decided(core, record, user);
  return toWithdrawal(record);
}
