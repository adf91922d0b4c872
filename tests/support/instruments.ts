/**
 * Instruments as /data answers them, for tests that build their own: a forex pair trading Sunday
 * 22:00 to Friday 22:00 UTC, open, unless the test says otherwise.
 */
import type { Asset, AssetName } from '@contract';

export const FOREX_HOURS: Asset['trading_hours'] = [0, 1, 2, 3, 4].map((day) => ({
  day,
  open: '22:00',
  close: '22:00',
}));
export const ALL_WEEK: Asset['trading_hours'] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: '00:00',
  close: '00:00',
}));

/** An instrument without its price, as trade rows and rates read it. */
export function instrumentName(fields: Pick<AssetName, 'id' | 'symbol'> & Partial<AssetName>): AssetName {
  return {
    name: fields.symbol,
    category: 'forex',
    digits: 5,
    contract_size: 100_000,
    min_volume: 1000,
    max_volume: 10_000_000,
    volume_step: 1000,
    pip_size: 0.0001,
    max_leverage: 100,
    trading_hours: FOREX_HOURS,
    market: { state: 'open', next_open: null },
    ...fields,
  };
}

/** An instrument with its prices: one price unless the test gives a bid and an ask. */
export const instrument = (fields: Pick<Asset, 'id' | 'symbol'> & Partial<Asset>): Asset => {
  const price = fields.price ?? 1;
  return {
    price,
    bid: price,
    ask: price,
    day: { prev_close: null, high: 1, low: 1 },
    ...instrumentName(fields),
    ...fields,
  };
};
