import { useMemo } from 'react';
import type { AssetName } from '@contract';
import { usePrice } from '@/lib/prices';
import { rateLookup, ratePairIds, type AccountRate } from '@contract/rules/account-rate';

/**
 * One instrument's rate to the account's currency, for a row that shows its P&L: the row listens to
 * the prices of the one or two pairs the rate is read from, and to nothing else.
 */
export function useAccountRate(
  instruments: ReadonlyMap<number, AssetName>,
  assetId: number,
  currency: string,
): AccountRate | undefined {
  const pairs = useMemo(() => ratePairIds(instruments, assetId, currency), [instruments, assetId, currency]);
  const first = usePrice(pairs[0]);
  const second = usePrice(pairs[1]);
  const quoteOf = (id: number) => (id === pairs[0] ? first : id === pairs[1] ? second : undefined);
  return rateLookup(instruments, currency, quoteOf)(assetId);
}
