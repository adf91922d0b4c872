/**
 * An account's free margin at live prices, for screens outside trading (withdrawal, savings);
 * undefined until its funds and open trades are known.
 */
import type { AssetName, TradingAccount } from '@/lib/contract';
import { useAllPrices } from '@/lib/prices';
import { rateLookup } from '../model/account-rate';
import { moneySummary, type AccountFunds } from '../model/account-summary';
import { useOpenTrades } from './use-trade-lists';

export function useFreeMarginMinor(
  account: TradingAccount | undefined,
  funds: AccountFunds | undefined,
  instruments: ReadonlyMap<number, AssetName>,
) {
  const open = useOpenTrades(account?.account_id);
  const prices = useAllPrices();
  if (!account || !funds || !open.data) return undefined;
  const quoteOf = (id: number) => prices.get(id);
  const rateOf = rateLookup(instruments, account.currency, quoteOf);
  return moneySummary({ funds, openTrades: open.data.trades, quoteOf, rateOf }).freeMargin;
}
