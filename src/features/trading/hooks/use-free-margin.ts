/** The account's free margin at live prices, for screens outside trading (withdrawal); undefined until the open trades are known. */
import type { AssetName, User } from '@/lib/contract';
import { useAllPrices } from '@/lib/prices';
import { rateLookup } from '../model/account-rate';
import { moneySummary } from '../model/account-summary';
import { useOpenTrades } from './use-trade-lists';

export function useFreeMarginMinor(
  user: Pick<User, 'balance' | 'credit_balance' | 'lifetime_pnl'> | null,
  instruments: ReadonlyMap<number, AssetName>,
  currency: string,
) {
  const open = useOpenTrades();
  const prices = useAllPrices();
  if (!user || !open.data) return undefined;
  const quoteOf = (id: number) => prices.get(id);
  const rateOf = rateLookup(instruments, currency, quoteOf);
  return moneySummary({ user, openTrades: open.data.trades, quoteOf, rateOf }).freeMargin;
}
