/**
 * A customer's trading accounts: one live account, whose balance and credit are the user's own and
 * which every money movement (deposits, withdrawals, savings, the auto-trader) acts on, and demo
 * accounts with a practice balance of their own. Every trade belongs to one account (its
 * `account_id`, the account number); an account's balance, P&L, margin and history are its trades'
 * and its own, never another's.
 */
import type { TradingAccount } from '@contract/schemas';
import type { Core } from '../core';
import { ApiError, invalidField } from '../http/errors';
import type { LedgerEntry, TradeRecord, UserRecord } from '../types';
import { fromMinor, toMinor } from './money';
import { marginMinor, profit, rateNow } from './valuation';

/** What a demo account starts with, and what a reset gives back: 100,000.00 in its currency. */
export const DEMO_ACCOUNT_BALANCE_MINOR = 10_000_000;

/** A customer's account number: their user id in the live range, or in the demo range for a demo account. */
export function accountNumber(userId: number, type: TradingAccount['type'] = 'live'): string {
  return `NW-${(type === 'live' ? 100000 : 900000) + userId}`;
}

/** The same answer for an unknown account and another customer's, so neither tells the other exists. */
export const notYourAccount = () =>
  new ApiError(403, { message: 'This trading account is not one of yours.' });

export const accountsOf = (core: Core, user: UserRecord): readonly TradingAccount[] =>
  core.store.state.accounts.get(user.id) ?? [];

/** The live account; a customer always has one (sign-up opens it). */
export function liveAccount(core: Core, user: UserRecord): TradingAccount {
  const live = accountsOf(core, user).find((account) => account.type === 'live');
  if (!live) throw notYourAccount();
  return live;
}

/**
 * The account a call names by its number (`account_id`), which must be the caller's; a call that
 * names none acts on the live account, as every call did before there were demo accounts.
 */
export function ownAccount(core: Core, user: UserRecord, accountNumber: string | undefined): TradingAccount {
  if (accountNumber === undefined) return liveAccount(core, user);
  const account = accountsOf(core, user).find((candidate) => candidate.account_id === accountNumber);
  if (!account) throw notYourAccount();
  return account;
}

/** The account a trade was opened on. */
export function accountOfTrade(core: Core, trade: TradeRecord): TradingAccount {
  const account = core.store.state.accounts
    .get(trade.user_id)
    ?.find((candidate) => candidate.account_id === trade.account_id);
  if (!account) throw new Error(`trade ${trade.id} names no account of its owner`);
  return account;
}

export const tradeIsOn = (trade: TradeRecord, account: TradingAccount) =>
  trade.account_id === account.account_id;

export function balanceMinor(core: Core, user: UserRecord, account: TradingAccount): number {
  return account.type === 'live'
    ? toMinor(user.balance)
    : (core.store.state.demoBalances.get(account.id) ?? 0);
}

export const creditMinor = (user: UserRecord, account: TradingAccount): number =>
  account.type === 'live' ? toMinor(user.credit_balance) : 0;

/** Why a balance moves, as its statement line says: the kind and what it was for. */
export type BalanceMove = Pick<LedgerEntry, 'kind' | 'reference'>;

/**
 * Adds (or with a negative amount, takes) cents to the account's balance, and writes the ledger entry
 * that says why: the only writer of a balance, so the statement always adds up to it. Refused when the
 * balance would leave the range cents are exact in.
 */
export function changeBalance(
  core: Core,
  user: UserRecord,
  account: TradingAccount,
  minor: number,
  move: BalanceMove,
): void {
  const { store } = core;
  const balance = balanceMinor(core, user, account) + minor;
  if (!Number.isSafeInteger(balance)) {
    throw new ApiError(409, { message: 'The amount is too large to credit to the account.' });
  }
  if (account.type === 'live') user.balance = fromMinor(balance);
  else store.state.demoBalances.set(account.id, balance);
  store.state.ledger.push({
    id: store.nextId('ledger'),
    account_id: account.account_id,
    ...move,
    amount_minor: minor,
    balance_minor: balance,
    created_at: store.stamp(),
  });
}

function openTradesOn(core: Core, account: TradingAccount): TradeRecord[] {
  return core.store.state.trades.filter((trade) => trade.closed_at === null && tradeIsOn(trade, account));
}

/**
 * Equity and the margin held at the current prices, in cents. Each trade's P&L and margin is rounded
 * to the cent once and then summed as integers, as the client's account summary does, so the two
 * agree exactly.
 */
export function valuation(core: Core, user: UserRecord, account: TradingAccount) {
  let equity = balanceMinor(core, user, account);
  let margin = 0;
  for (const trade of openTradesOn(core, account)) {
    const quote = core.prices.quote(trade.asset_id);
    const rate = rateNow(core, trade.asset_id, account.currency);
    equity += toMinor(profit(trade, quote, rate));
    margin += marginMinor(trade, quote, rate);
  }
  return { equity, margin };
}

/** Free margin at the current prices, in cents: equity less the margin the open trades hold. */
export function freeMarginMinor(core: Core, user: UserRecord, account: TradingAccount): number {
  const { equity, margin } = valuation(core, user, account);
  return equity - margin;
}

/**
 * The account's realised P&L over its history, in cents. Derived from the closed trades, not kept
 * beside them: closing a trade changes it at once and it can never disagree with the history.
 */
export function lifetimePnlMinor(core: Core, account: TradingAccount): number {
  let sum = 0;
  for (const trade of core.store.state.trades) {
    if (trade.realized_pnl !== null && tradeIsOn(trade, account)) sum += toMinor(trade.realized_pnl);
  }
  return sum;
}

/**
 * Opens a demo account for a customer who has none, at the starting balance: sign-up opens one
 * beside the live account, so the practice the app suggests to a new customer is there. Numbered as
 * accountNumber() numbers them (the live number's user id in the demo range).
 */
export function openDemoAccount(
  core: Core,
  user: UserRecord,
  number: string,
  currency: string,
): TradingAccount {
  const { state } = core.store;
  const demo: TradingAccount = {
    id: core.store.nextId('account'),
    account_id: number,
    type: 'demo',
    currency,
    // Practice on the terms the customer trades on.
    client_category:
      accountsOf(core, user).find((account) => account.type === 'live')?.client_category ?? 'retail',
  };
  state.accounts.set(user.id, [...accountsOf(core, user), demo]);
  state.demoBalances.set(demo.id, DEMO_ACCOUNT_BALANCE_MINOR);
  return demo;
}

/**
 * A demo account starts again: its trades, open and closed, and its orders are gone and its balance is the starting
 * one. A live account is never reset: its history is the customer's record of real money.
 */
export function resetDemoAccount(core: Core, account: TradingAccount): void {
  if (account.type !== 'demo') throw invalidField('account_id', 'Only a demo account can be reset.');
  const { state } = core.store;
  state.trades = state.trades.filter((trade) => !tradeIsOn(trade, account));
  state.ledger = state.ledger.filter((entry) => entry.account_id !== account.account_id);
  state.pendingOrders = state.pendingOrders.filter((order) => order.account_id !== account.account_id);
  state.demoBalances.set(account.id, DEMO_ACCOUNT_BALANCE_MINOR);
}
