/**
 * An account's statement over a range: built from the ledger (`state.ledger`, written only by
 * changeBalance), so every figure on it is one the balance went through. The opening balance counts
 * back from the current balance through the entries at or after `from`, so a balance the account had
 * before its first entry (a seeded one, a demo account's starting one) still adds up.
 */
import type { Statement, StatementEntry, TradingAccount } from '@contract/schemas';
import type { StatementKind } from '@contract/rules/statement';
import type { Core } from '../core';
import type { DepositRecord, LedgerEntry, TradeRecord, UserRecord, WithdrawalRecord } from '../types';
import { balanceMinor, tradeIsOn } from './accounts';
import { moneyOf } from './money';
import { toTrade } from './trades';

export interface StatementRange {
  /** ISO instants (checked by statementRangeProblem): `from` inclusive, `to` exclusive. */
  from: string;
  to: string;
  /** Only entries of these kinds; all when undefined. */
  kinds?: ReadonlySet<StatementKind> | undefined;
}

const CLOSED_BY: Record<NonNullable<TradeRecord['close_reason']>, string> = {
  customer: 'closed by the customer',
  stop_loss: 'closed at its stop-loss',
  take_profit: 'closed at its take-profit',
  trailing_stop: 'closed at its trailing stop',
  stop_out: 'closed by a stop-out',
  auto_trader: 'closed by the auto-trader',
  broker: 'closed by the broker',
};

const DEPOSIT_BY = { card: 'Card deposit', crypto: 'Crypto deposit', wire: 'Wire transfer deposit' } as const;

/** The records entries refer to, by id, looked up once per statement rather than once per entry. */
function recordsOf(core: Core) {
  const { state } = core.store;
  const byId = <T extends { id: number }>(records: readonly T[]) =>
    new Map(records.map((record) => [record.id, record]));
  return {
    trades: byId<TradeRecord>(state.trades),
    deposits: byId<DepositRecord>(state.deposits),
    withdrawals: byId<WithdrawalRecord>(state.withdrawals),
    symbols: new Map(core.prices.assets.map((asset) => [asset.id, asset.symbol])),
  };
}
type Records = ReturnType<typeof recordsOf>;

/** The server's words for an entry: what its reference names, as far as the records still tell. */
function describe(records: Records, entry: LedgerEntry): string {
  const id = Number(entry.reference);
  switch (entry.kind) {
    case 'trade': {
      const trade = records.trades.get(id);
      if (!trade) return 'Trade';
      const side = trade.trade_type === 'buy' ? 'Buy' : 'Sell';
      const symbol = records.symbols.get(trade.asset_id);
      const what = symbol === undefined ? side : `${side} ${symbol}`;
      return trade.close_reason ? `${what}, ${CLOSED_BY[trade.close_reason]}` : what;
    }
    case 'deposit': {
      const deposit = records.deposits.get(id);
      return deposit ? DEPOSIT_BY[deposit.method] : 'Deposit';
    }
    case 'withdrawal': {
      const destination = records.withdrawals.get(id)?.destination;
      if (!destination) return 'Withdrawal';
      return destination.type === 'bank'
        ? `Withdrawal to ${destination.iban}`
        : `Withdrawal to ${destination.address} (${destination.network})`;
    }
    case 'savings':
      return entry.amount_minor < 0 ? 'Transfer to savings' : 'Transfer from savings';
    case 'swap':
      return `Swap on trade ${entry.reference}`;
    case 'commission':
      return `Commission on trade ${entry.reference}`;
    case 'interest':
      return 'Interest';
    case 'adjustment':
      return 'Balance adjustment';
  }
}

function toEntry(records: Records, entry: LedgerEntry): StatementEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: moneyOf(entry.amount_minor),
    balance: moneyOf(entry.balance_minor),
    reference: entry.reference,
    description: describe(records, entry),
    created_at: entry.created_at,
  };
}

/**
 * The statement of `account` over the range. The ledger is in the order it was written, which is
 * the order of its stamps; one pass sums what came after each end and keeps what lies between.
 */
export function statementOf(
  core: Core,
  user: UserRecord,
  account: TradingAccount,
  { from, to, kinds }: StatementRange,
): Statement {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  let sinceFrom = 0;
  let sinceTo = 0;
  const kept: LedgerEntry[] = [];
  for (const entry of core.store.state.ledger) {
    if (entry.account_id !== account.account_id) continue;
    const at = Date.parse(entry.created_at);
    if (at < fromMs) continue;
    sinceFrom += entry.amount_minor;
    if (at >= toMs) sinceTo += entry.amount_minor;
    else if (!kinds || kinds.has(entry.kind)) kept.push(entry);
  }
  const balance = balanceMinor(core, user, account);
  const records = recordsOf(core);
  // Open at `to`: opened before it, and not closed by then (it may have closed since).
  const open = core.store.state.trades.filter(
    (trade) =>
      tradeIsOn(trade, account) &&
      Date.parse(trade.opened_at) < toMs &&
      (trade.closed_at === null || Date.parse(trade.closed_at) >= toMs),
  );
  return {
    account_id: account.account_id,
    currency: account.currency,
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
    opening_balance: moneyOf(balance - sinceFrom),
    closing_balance: moneyOf(balance - sinceTo),
    entries: kept.map((entry) => toEntry(records, entry)),
    open_positions: open
      .sort((a, b) => a.opened_at.localeCompare(b.opened_at) || a.id - b.id)
      .map((trade) => toTrade(core, trade)),
  };
}
