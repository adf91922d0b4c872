/**
 * The demo tenant's instruments. Each kind carries what the seed and the price walk need:
 * how much a price moves per tick, typical trade sizes and the leverage offered.
 */
export type AssetKind = 'fx' | 'crypto' | 'metal' | 'energy' | 'index' | 'synthetic';

export interface AssetSpec {
  id: number;
  symbol: string;
  name: string;
  digits: number;
  /** The currency its prices, P&L and margin are in (ISO 4217). */
  quote: string;
  /** Starting price of the walk; the walk is pulled gently back towards it. */
  basePrice: number;
  kind: AssetKind;
}

export interface KindTraits {
  /** Standard deviation of one tick's relative move. */
  volatility: number;
  volumes: readonly number[];
  leverage: number;
}

export const kindTraits: Record<AssetKind, KindTraits> = {
  fx: { volatility: 0.00008, volumes: [1000, 5000, 10000, 20000], leverage: 100 },
  crypto: { volatility: 0.0006, volumes: [0.05, 0.1, 0.25, 0.5], leverage: 5 },
  metal: { volatility: 0.0002, volumes: [1, 2, 5], leverage: 20 },
  energy: { volatility: 0.0003, volumes: [10, 20, 50], leverage: 10 },
  index: { volatility: 0.00015, volumes: [0.5, 1, 2], leverage: 20 },
  synthetic: { volatility: 0.0003, volumes: [1, 5, 10], leverage: 10 },
};

const catalogue: Omit<AssetSpec, 'id'>[] = [
  { symbol: 'EUR/USD', name: 'Euro / US Dollar', quote: 'USD', digits: 5, basePrice: 1.085, kind: 'fx' },
  {
    symbol: 'GBP/USD',
    name: 'British Pound / US Dollar',
    quote: 'USD',
    digits: 5,
    basePrice: 1.27,
    kind: 'fx',
  },
  {
    symbol: 'USD/JPY',
    name: 'US Dollar / Japanese Yen',
    quote: 'JPY',
    digits: 3,
    basePrice: 151.2,
    kind: 'fx',
  },
  {
    symbol: 'USD/CHF',
    name: 'US Dollar / Swiss Franc',
    quote: 'CHF',
    digits: 5,
    basePrice: 0.905,
    kind: 'fx',
  },
  {
    symbol: 'AUD/USD',
    name: 'Australian Dollar / US Dollar',
    quote: 'USD',
    digits: 5,
    basePrice: 0.655,
    kind: 'fx',
  },
  {
    symbol: 'USD/CAD',
    name: 'US Dollar / Canadian Dollar',
    quote: 'CAD',
    digits: 5,
    basePrice: 1.36,
    kind: 'fx',
  },
  {
    symbol: 'NZD/USD',
    name: 'New Zealand Dollar / US Dollar',
    quote: 'USD',
    digits: 5,
    basePrice: 0.605,
    kind: 'fx',
  },
  { symbol: 'EUR/GBP', name: 'Euro / British Pound', quote: 'GBP', digits: 5, basePrice: 0.855, kind: 'fx' },
  { symbol: 'EUR/JPY', name: 'Euro / Japanese Yen', quote: 'JPY', digits: 3, basePrice: 164.0, kind: 'fx' },
  {
    symbol: 'BTC/USD',
    name: 'Bitcoin / US Dollar',
    quote: 'USD',
    digits: 2,
    basePrice: 64000,
    kind: 'crypto',
  },
  {
    symbol: 'ETH/USD',
    name: 'Ethereum / US Dollar',
    quote: 'USD',
    digits: 2,
    basePrice: 3200,
    kind: 'crypto',
  },
  { symbol: 'LTC/USD', name: 'Litecoin / US Dollar', quote: 'USD', digits: 2, basePrice: 85, kind: 'crypto' },
  { symbol: 'XRP/USD', name: 'Ripple / US Dollar', quote: 'USD', digits: 4, basePrice: 0.52, kind: 'crypto' },
  { symbol: 'XAU/USD', name: 'Gold / US Dollar', quote: 'USD', digits: 2, basePrice: 2350, kind: 'metal' },
  { symbol: 'XAG/USD', name: 'Silver / US Dollar', quote: 'USD', digits: 3, basePrice: 28.5, kind: 'metal' },
  { symbol: 'WTI', name: 'US Crude Oil', quote: 'USD', digits: 2, basePrice: 78.5, kind: 'energy' },
  { symbol: 'BRENT', name: 'Brent Crude Oil', quote: 'USD', digits: 2, basePrice: 82.4, kind: 'energy' },
  { symbol: 'US500', name: 'US 500 Index', quote: 'USD', digits: 1, basePrice: 5200, kind: 'index' },
  { symbol: 'US30', name: 'Wall Street 30 Index', quote: 'USD', digits: 1, basePrice: 39000, kind: 'index' },
  { symbol: 'NAS100', name: 'US Tech 100 Index', quote: 'USD', digits: 1, basePrice: 18200, kind: 'index' },
  { symbol: 'GER40', name: 'Germany 40 Index', quote: 'EUR', digits: 1, basePrice: 18000, kind: 'index' },
  { symbol: 'UK100', name: 'UK 100 Index', quote: 'GBP', digits: 1, basePrice: 8100, kind: 'index' },
];

export const DEFAULT_ASSET_COUNT = catalogue.length;

/**
 * The first `count` instruments; beyond the catalogue, numbered synthetic ones (the price-feed
 * bench asks for hundreds).
 */
export function buildAssets(count = DEFAULT_ASSET_COUNT): AssetSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const known = catalogue[index];
    const spec = known ?? {
      symbol: `SYN${String(index + 1).padStart(3, '0')}`,
      name: `Synthetic Index ${index + 1}`,
      digits: 2,
      quote: 'USD',
      basePrice: 100 + index,
      kind: 'synthetic' as const,
    };
    return { id: index + 1, ...spec };
  });
}

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Direction, size and leverage of a new trade on this asset, drawn from the seed. */
export function randomTradeTerms(
  random: { pick<T>(items: readonly T[]): T },
  asset: AssetSpec,
): { trade_type: 'buy' | 'sell'; volume: number; leverage: number } {
  const traits = kindTraits[asset.kind];
  return {
    trade_type: random.pick(['buy', 'sell'] as const),
    volume: random.pick(traits.volumes),
    leverage: traits.leverage,
  };
}
