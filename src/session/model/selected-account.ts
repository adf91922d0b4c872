import type { TradingAccount } from '@contract';

/**
 * The chosen account of `accounts`. An index past the list (an account gone, a choice stored on an
 * older list) stands for the first, the live account, rather than for none.
 */
export const selectedAccountOf = (
  accounts: readonly TradingAccount[],
  index: number,
): TradingAccount | undefined => accounts[index] ?? accounts[0];
