/**
 * An account as GET /accounts answers it: its funds at the current prices, and what its money is
 * promised to (available.ts), so the client can show what it can still commit as the server judges it.
 */
import type { AccountOverview, TradingAccount } from '@contract/schemas';
import type { Core } from '../core';
import type { UserRecord } from '../types';
import {
  accountsOf,
  balanceMinor,
  creditMinor,
  DEMO_ACCOUNT_BALANCE_MINOR,
  lifetimePnlMinor,
  valuation,
} from './accounts';
import { commitmentsOf, toCommitments } from './available';
import { moneyOf } from './money';

export function accountOverview(core: Core, user: UserRecord, account: TradingAccount): AccountOverview {
  return {
    ...account,
    balance: moneyOf(balanceMinor(core, user, account)),
    credit_balance: moneyOf(creditMinor(user, account)),
    equity: moneyOf(valuation(core, user, account).equity),
    lifetime_pnl: moneyOf(lifetimePnlMinor(core, account)),
    ...(account.type === 'demo' ? { starting_balance: moneyOf(DEMO_ACCOUNT_BALANCE_MINOR) } : {}),
    commitments: toCommitments(commitmentsOf(core, user, account)),
  };
}

export const accountOverviews = (core: Core, user: UserRecord): AccountOverview[] =>
  accountsOf(core, user).map((account) => accountOverview(core, user, account));
