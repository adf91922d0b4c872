/**
 * The savings pot: money moved out of the trading balance (so it no longer backs trades) that earns
 * a yearly rate, credited monthly. Everything is cents (money.ts); the trading balance changes with
 * each transfer, through changeBalance.
 */
import type { accountRequests, Savings } from '@contract/schemas';
import type { Core } from '../core';
import { ApiError, type FieldErrors } from '../http/errors';
import type { SavingsMoveRecord, SavingsRecord, UserRecord } from '../types';
import { decimalOf, minorOf, moneyOf, moneyText } from './money';
import { changeBalance, liveAccount } from './accounts';
import { availableMinor } from './available';
import { accountText, notify } from './notifications';
import { accountCurrency } from './payments';
import { publishUserUpdated } from './users';

export type SavingsMoveBody = typeof accountRequests.savingsMove.infer;

/** The tenant's yearly rate in hundredths of a percent: 3.50%. */
export const SAVINGS_RATE_BASIS_POINTS = 350;
const MONTHS = 12;

function savingsOf(core: Core, user: UserRecord): SavingsRecord {
  let savings = core.store.state.savings.get(user.id);
  if (!savings) {
    savings = { balance_minor: 0, history: [] };
    core.store.state.savings.set(user.id, savings);
  }
  return savings;
}

export function toSavings(core: Core, user: UserRecord): Savings {
  const savings = core.store.state.savings.get(user.id);
  return {
    currency: accountCurrency(core, user),
    balance: moneyOf(savings?.balance_minor ?? 0),
    rate_percent: decimalOf(BigInt(SAVINGS_RATE_BASIS_POINTS), 2),
    history: [...(savings?.history ?? [])]
      .sort((a, b) => b.id - a.id)
      .map((move) => ({
        id: move.id,
        kind: move.kind,
        amount: moneyOf(move.amount_minor),
        created_at: move.created_at,
      })),
  };
}

const AT_LEAST_A_CENT = (currency: string) => `The amount must be at least ${moneyText(1, currency)}.`;

/** A move of at least a cent and at most `limitMinor`; `overLimit` words the refusal with the limit. */
function moveErrors(
  core: Core,
  user: UserRecord,
  body: Partial<SavingsMoveBody>,
  limitMinor: number,
  overLimit: (limit: string) => string,
): FieldErrors {
  if (body.amount === undefined) return {};
  const currency = accountCurrency(core, user);
  const amount = minorOf(body.amount);
  if (amount < 1) return { amount: [AT_LEAST_A_CENT(currency)] };
  if (amount > limitMinor) return { amount: [overLimit(moneyText(limitMinor, currency))] };
  return {};
}

/**
 * At most what the customer can still commit (available.ts), so money a withdrawal or the
 * auto-trader already claims cannot be saved away from under it.
 */
export const savingsDepositErrors = (core: Core, user: UserRecord, body: Partial<SavingsMoveBody>) =>
  moveErrors(
    core,
    user,
    body,
    availableMinor(core, user),
    (limit) => `The amount may not be greater than your available free margin of ${limit}.`,
  );

export const savingsWithdrawalErrors = (core: Core, user: UserRecord, body: Partial<SavingsMoveBody>) =>
  moveErrors(
    core,
    user,
    body,
    core.store.state.savings.get(user.id)?.balance_minor ?? 0,
    (limit) => `The amount may not be greater than your savings balance of ${limit}.`,
  );

/**
 * Writes a move of the pot (signed: into it when positive) and, for a transfer, the opposite move of
 * the trading balance, under the move's id; interest stays in the pot and moves no balance.
 */
function record(core: Core, user: UserRecord, kind: SavingsMoveRecord['kind'], signedMinor: number): Savings {
  const savings = savingsOf(core, user);
  const id = core.store.nextId('savings');
  savings.balance_minor += signedMinor;
  savings.history.push({ id, kind, amount_minor: Math.abs(signedMinor), created_at: core.store.stamp() });
  if (kind !== 'interest') {
    changeBalance(core, user, liveAccount(core, user), -signedMinor, { kind: 'savings', reference: `${id}` });
  }
  publishUserUpdated(core, user);
  return toSavings(core, user);
}

/** Checked by savingsDepositErrors in the same synchronous step. */
export function depositToSavings(core: Core, user: UserRecord, body: SavingsMoveBody): Savings {
  return record(core, user, 'deposit', minorOf(body.amount));
}

/** Checked by savingsWithdrawalErrors in the same synchronous step. */
export function withdrawFromSavings(core: Core, user: UserRecord, body: SavingsMoveBody): Savings {
  return record(core, user, 'withdrawal', -minorOf(body.amount));
}

/** One month at the yearly rate, balance x rate / 12, in integers and rounded half up to the cent. */
export function monthlyInterestMinor(balanceMinor: number): number {
  const divisor = BigInt(100 * 100 * MONTHS);
  return Number((BigInt(balanceMinor) * BigInt(SAVINGS_RATE_BASIS_POINTS) + divisor / 2n) / divisor);
}

/** What the month's end does (a /__demo control here): interest stays in savings. */
export function creditInterest(core: Core, user: UserRecord): Savings {
  const balance = core.store.state.savings.get(user.id)?.balance_minor ?? 0;
  const interest = monthlyInterestMinor(balance);
  if (interest === 0) {
    throw new ApiError(409, {
      message: `A savings balance of ${moneyText(balance, accountCurrency(core, user))} earns no interest this month.`,
    });
  }
  const savings = record(core, user, 'interest', interest);
  const account = liveAccount(core, user);
  notify(core, user, {
    title: 'Savings interest paid',
    message:
      `Interest of ${moneyText(interest, account.currency)} (${savings.rate_percent}% a year) was added to the ` +
      `savings of ${accountText(account)}, which now hold ${moneyText(balance + interest, account.currency)}.`,
    color: 'success',
  });
  return savings;
}
