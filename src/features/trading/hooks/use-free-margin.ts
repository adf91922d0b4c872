/** The account's free margin at live prices, for screens outside trading (withdrawal); undefined until the open trades are known. */
import type { User } from '@/lib/contract';
import { useAllPrices } from '@/lib/prices';
import { moneySummary } from '../model/account-summary';
import { useOpenTrades } from './use-trade-lists';

export function useFreeMarginMinor(user: Pick<User, 'balance' | 'credit_balance' | 'lifetime_pnl'> | null) {
  const open = useOpenTrades();
  const prices = useAllPrices();
  if (!user || !open.data) return undefined;
  return moneySummary({ user, openTrades: open.data.trades, quoteOf: (id) => prices.get(id) }).freeMargin;
}
