/**
 * What an account can still commit at live prices (contract/rules/available.ts), with its parts: for the
 * order ticket and the screens that move money; undefined until its funds and open trades are known.
 * It follows every tick, as the free margin it starts from does.
 */
import type { AssetName, TradingAccount } from '@contract';
import { useAllPrices } from '@/lib/prices';
import { rateLookup } from '@contract/rules/account-rate';
import { availableFigure, type AccountFunds } from '@contract/rules/account-summary';
import { useOpenTrades } from './use-trade-lists';

export function useAvailable(
  account: TradingAccount | undefined,
  funds: AccountFunds | undefined,
  instruments: ReadonlyMap<number, AssetName>,
) {
  const open = useOpenTrades(account?.account_id);
  const prices = useAllPrices();
  if (!account || !funds || !open.data) return undefined;
  const quoteOf = (id: number) => prices.get(id);
  const rateOf = rateLookup(instruments, account.currency, quoteOf);
  return availableFigure({ funds, openTrades: open.data.trades, quoteOf, rateOf });
}
