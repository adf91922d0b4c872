/**
 * The demo tenant's instruments, as a broker defines them: the terms a customer trades on (contract
 * size, volume limits and step, the most leverage offered, the spread, the swap and
 * commission) and the weekly trading hours,
 * per kind of instrument unless one instrument differs. Each kind also carries what the seed and the price walk
 * need: how much a price moves per tick, typical trade sizes and the leverage those trades use, all
 * within the kind's limits (assets.test.ts holds them to it).
 */
import { DEFAULT_TRIPLE_SWAP_DAY, type SwapRates } from '@contract/rules/costs';
import { maxLeverageOf, type RetailLeverageCaps } from '@contract/rules/leverage';
import type { TradingSession } from '@contract/rules/market-hours';
import type { TradingAccount } from '@contract/schemas';
import type { AssetCategory, LeverageClass } from '@contract/schemas/categories';

export type AssetKind = 'fx' | 'crypto' | 'metal' | 'energy' | 'index' | 'synthetic';

/**
 * What a customer may trade on. Volumes are in units (euros, coins, ounces, barrels, index points), as a
 * trade's `volume` is.
 */
export interface TradingTerms {
  /** Units in one lot. */
  contractSize: number;
  minVolume: number;
  maxVolume: number;
  /** Volumes go up in steps of this many units from 0. */
  volumeStep: number;
  maxLeverage: number;
  hours: readonly TradingSession[];
}

export interface AssetSpec extends TradingTerms {
  id: number;
  symbol: string;
  name: string;
  digits: number;
  /** The currency its prices, P&L and margin are in (ISO 4217). */
  quote: string;
  /** What one unit is of (a currency, a coin, a metal); none for indices, energy and synthetics. */
  base?: string;
  /** Starting price of the walk (the bid); the walk is pulled gently back towards it. */
  basePrice: number;
  kind: AssetKind;
  /**
   * The ask's distance above the bid, in points (the smallest price step, 10^-digits): EUR/USD's 8
   * points are 0.00008, 0.8 pip. The tenant's own; it widens just after the market opens (OPENING_SPREAD).
   */
  spreadPoints: number;
  /** The tenant's swap: annual percentages of a position's value, long and short (contract/rules/costs.ts). */
  swap: SwapRates;
  /** The tenant's commission per lot per side, in US cents; 0 where it charges none. */
  commissionPerLot: number;
  /** The class a retail account's leverage on it is capped by (contract/rules/leverage.ts). */
  leverageClass: LeverageClass;
}

/** What holding an instrument costs: the tenant's settings, or the instrument's defaults above. */
export type InstrumentCosts = Pick<AssetSpec, 'swap' | 'commissionPerLot'>;

/**
 * Each kind's spread in points, unless an instrument sets its own: a pip is 10 points on a 5- or 3-digit
 * quote, so forex majors are quoted 1 pip wide; crosses, metals, indices and crypto set theirs below,
 * wider for the price they are at.
 */
export const kindSpreadPoints: Record<AssetKind, number> = {
  fx: 10,
  crypto: 200,
  metal: 30,
  energy: 3,
  index: 10,
  synthetic: 5,
};

/**
 * Each kind's swap, unless an instrument sets its own, as a broker's financing rates run: a long pays
 * more than a short earns (a pair's short earns a little, a coin's pays too), synthetics none.
 */
export const kindSwap: Record<AssetKind, SwapRates> = {
  fx: { long: -3.6, short: 0.9 },
  crypto: { long: -20, short: -10 },
  metal: { long: -4.5, short: 1.2 },
  energy: { long: -5, short: -1 },
  index: { long: -4, short: 1 },
  synthetic: { long: 0, short: 0 },
};

/**
 * Each kind's commission per lot per side in US cents: none, the demo tenant's standard terms being
 * the spread alone. It sets one per instrument in its settings (`instrumentCosts`, /__demo/costs).
 */
export const kindCommissionPerLot: Record<AssetKind, number> = {
  fx: 0,
  crypto: 0,
  metal: 0,
  energy: 0,
  index: 0,
  synthetic: 0,
};

/** The weekday (0 is Sunday) whose rollover charges three days of swap: the tenant's, Wednesday. */
export const TRIPLE_SWAP_DAY = DEFAULT_TRIPLE_SWAP_DAY;

/**
 * For the first minutes after a market opens by its hours, books are thin and the spread is this many
 * times the instrument's: 3 times for 5 minutes (forex's Sunday 22:00, the indices' morning open).
 */
export const OPENING_SPREAD = { factor: 3, minutes: 5 } as const;

export interface KindTraits {
  /** Standard deviation of one tick's relative move. */
  volatility: number;
  /** The sizes seeded, broker-opened and auto-trader trades are drawn from, in units. */
  volumes: readonly number[];
  /** The leverage those trades use. */
  leverage: number;
}

/**
 * Each kind's class for the retail leverage caps, unless an instrument is in another: pairs of two
 * major currencies, gold and the major indices (all of the catalogue's), crypto, the other commodities
 * (energy), and the synthetic indices among the other indices.
 */
const kindLeverageClass: Record<AssetKind, LeverageClass> = {
  fx: 'major_pair',
  crypto: 'crypto',
  metal: 'gold',
  energy: 'other_commodity',
  index: 'major_index',
  synthetic: 'other_index',
};

/** The market watch's category of each kind: energy is among the commodities. */
export const categoryOf: Record<AssetKind, AssetCategory> = {
  fx: 'forex',
  metal: 'metals',
  index: 'indices',
  energy: 'commodities',
  crypto: 'crypto',
  synthetic: 'synthetics',
};

export const kindTraits: Record<AssetKind, KindTraits> = {
  fx: { volatility: 0.00008, volumes: [1000, 5000, 10000, 20000], leverage: 100 },
  crypto: { volatility: 0.0006, volumes: [0.05, 0.1, 0.25, 0.5], leverage: 5 },
  metal: { volatility: 0.0002, volumes: [1, 2, 5], leverage: 20 },
  energy: { volatility: 0.0003, volumes: [10, 20, 50], leverage: 10 },
  index: { volatility: 0.00015, volumes: [0.5, 1, 2], leverage: 20 },
  synthetic: { volatility: 0.0003, volumes: [1, 5, 10], leverage: 10 },
};

/** The same session from Sunday (0) to Thursday (4), each closing the next day. */
const sundayToThursday = (open: string, close: string): TradingSession[] =>
  [0, 1, 2, 3, 4].map((day) => ({ day, open, close }));

/** Forex: from Sunday 22:00 to Friday 22:00 UTC without a break (Sydney's open to New York's close). */
const FX_HOURS = sundayToThursday('22:00', '22:00');
/** Crypto and synthetics: every hour of every day. */
const ALL_WEEK: readonly TradingSession[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: '00:00',
  close: '00:00',
}));
/**
 * Metals, energy and US indices, as the US futures exchanges trade them: Sunday 23:00 to Friday 22:00
 * UTC, with a break from 22:00 to 23:00 every day.
 */
const FUTURES_HOURS = sundayToThursday('23:00', '22:00');
/** European cash indices: weekdays from 07:00 to 21:00 UTC, closed overnight. */
const EUROPE_HOURS: readonly TradingSession[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  open: '07:00',
  close: '21:00',
}));

export const kindTerms: Record<AssetKind, TradingTerms> = {
  fx: {
    contractSize: 100_000,
    minVolume: 1000,
    maxVolume: 10_000_000,
    volumeStep: 1000,
    maxLeverage: 100,
    hours: FX_HOURS,
  },
  crypto: {
    contractSize: 1,
    minVolume: 0.01,
    maxVolume: 100,
    volumeStep: 0.01,
    maxLeverage: 5,
    hours: ALL_WEEK,
  },
  metal: {
    contractSize: 100,
    minVolume: 1,
    maxVolume: 10_000,
    volumeStep: 1,
    maxLeverage: 20,
    hours: FUTURES_HOURS,
  },
  energy: {
    contractSize: 1000,
    minVolume: 10,
    maxVolume: 100_000,
    volumeStep: 10,
    maxLeverage: 10,
    hours: FUTURES_HOURS,
  },
  index: {
    contractSize: 1,
    minVolume: 0.1,
    maxVolume: 500,
    volumeStep: 0.1,
    maxLeverage: 20,
    hours: FUTURES_HOURS,
  },
  synthetic: {
    contractSize: 1,
    minVolume: 1,
    maxVolume: 1000,
    volumeStep: 1,
    maxLeverage: 10,
    hours: ALL_WEEK,
  },
};

type CatalogueEntry = Omit<
  AssetSpec,
  'id' | 'spreadPoints' | 'swap' | 'commissionPerLot' | 'leverageClass' | keyof TradingTerms
> &
  Partial<TradingTerms> &
  Partial<Pick<AssetSpec, 'spreadPoints' | 'swap' | 'commissionPerLot' | 'leverageClass'>>;

const catalogue: CatalogueEntry[] = [
  {
    symbol: 'EUR/USD',
    name: 'Euro / US Dollar',
    quote: 'USD',
    digits: 5,
    basePrice: 1.085,
    kind: 'fx',
    spreadPoints: 8,
  },
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
    // The Australian and New Zealand dollars are not among the majors.
    leverageClass: 'other_pair',
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
    // The Australian and New Zealand dollars are not among the majors.
    leverageClass: 'other_pair',
  },
  {
    symbol: 'EUR/GBP',
    name: 'Euro / British Pound',
    quote: 'GBP',
    digits: 5,
    basePrice: 0.855,
    kind: 'fx',
    spreadPoints: 15,
  },
  {
    symbol: 'EUR/JPY',
    name: 'Euro / Japanese Yen',
    quote: 'JPY',
    digits: 3,
    basePrice: 164.0,
    kind: 'fx',
    spreadPoints: 20,
  },
  {
    symbol: 'BTC/USD',
    name: 'Bitcoin / US Dollar',
    quote: 'USD',
    digits: 2,
    basePrice: 64000,
    kind: 'crypto',
    spreadPoints: 2500,
  },
  {
    symbol: 'ETH/USD',
    name: 'Ethereum / US Dollar',
    quote: 'USD',
    digits: 2,
    basePrice: 3200,
    kind: 'crypto',
    spreadPoints: 150,
  },
  {
    symbol: 'LTC/USD',
    name: 'Litecoin / US Dollar',
    quote: 'USD',
    digits: 2,
    basePrice: 85,
    kind: 'crypto',
    spreadPoints: 10,
  },
  {
    symbol: 'XRP/USD',
    name: 'Ripple / US Dollar',
    quote: 'USD',
    digits: 4,
    basePrice: 0.52,
    kind: 'crypto',
    spreadPoints: 8,
  },
  { symbol: 'XAU/USD', name: 'Gold / US Dollar', quote: 'USD', digits: 2, basePrice: 2350, kind: 'metal' },
  {
    symbol: 'XAG/USD',
    name: 'Silver / US Dollar',
    quote: 'USD',
    digits: 3,
    basePrice: 28.5,
    kind: 'metal',
    spreadPoints: 25,
    contractSize: 5000,
    leverageClass: 'other_commodity',
  },
  { symbol: 'WTI', name: 'US Crude Oil', quote: 'USD', digits: 2, basePrice: 78.5, kind: 'energy' },
  {
    symbol: 'BRENT',
    name: 'Brent Crude Oil',
    quote: 'USD',
    digits: 2,
    basePrice: 82.4,
    kind: 'energy',
    spreadPoints: 4,
  },
  {
    symbol: 'US500',
    name: 'US 500 Index',
    quote: 'USD',
    digits: 1,
    basePrice: 5200,
    kind: 'index',
    spreadPoints: 5,
  },
  {
    symbol: 'US30',
    name: 'Wall Street 30 Index',
    quote: 'USD',
    digits: 1,
    basePrice: 39000,
    kind: 'index',
    spreadPoints: 20,
  },
  {
    symbol: 'NAS100',
    name: 'US Tech 100 Index',
    quote: 'USD',
    digits: 1,
    basePrice: 18200,
    kind: 'index',
    spreadPoints: 15,
  },
  {
    symbol: 'GER40',
    name: 'Germany 40 Index',
    quote: 'EUR',
    digits: 1,
    basePrice: 18000,
    kind: 'index',
    spreadPoints: 12,
    hours: EUROPE_HOURS,
  },
  {
    symbol: 'UK100',
    name: 'UK 100 Index',
    quote: 'GBP',
    digits: 1,
    basePrice: 8100,
    kind: 'index',
    hours: EUROPE_HOURS,
  },
];

export const DEFAULT_ASSET_COUNT = catalogue.length;

/** Kinds whose symbol names what one unit is of before its slash: EUR/USD's EUR, BTC/USD's BTC, XAU/USD's XAU. */
const hasBase = new Set<AssetKind>(['fx', 'crypto', 'metal']);

/**
 * The first `count` instruments; beyond the catalogue, numbered synthetic ones (the price-feed
 * bench asks for hundreds).
 */
export function buildAssets(count = DEFAULT_ASSET_COUNT): AssetSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const known = catalogue[index];
    const spec: CatalogueEntry = known ?? {
      symbol: `SYN${String(index + 1).padStart(3, '0')}`,
      name: `Synthetic Index ${index + 1}`,
      digits: 2,
      quote: 'USD',
      basePrice: 100 + index,
      kind: 'synthetic' as const,
    };
    const base = hasBase.has(spec.kind) ? spec.symbol.split('/')[0] : undefined;
    return {
      id: index + 1,
      ...kindTerms[spec.kind],
      spreadPoints: kindSpreadPoints[spec.kind],
      swap: kindSwap[spec.kind],
      commissionPerLot: kindCommissionPerLot[spec.kind],
      leverageClass: kindLeverageClass[spec.kind],
      ...(base ? { base } : {}),
      ...spec,
    };
  });
}

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The leverage the seed's, the demo control's and the auto-trader's trades on this asset use: the
 * kind's usual, within what the account may use on it (its cap, and a retail account's cap by class).
 */
export function usualLeverage(
  asset: AssetSpec,
  account: TradingAccount,
  caps: RetailLeverageCaps | undefined,
): number {
  const usual = { max_leverage: kindTraits[asset.kind].leverage, leverage_class: asset.leverageClass };
  return maxLeverageOf(usual, account, caps);
}

/** Direction, size and leverage of a new trade on this asset, drawn from the seed. */
export function randomTradeTerms(
  random: { pick<T>(items: readonly T[]): T },
  asset: AssetSpec,
  account: TradingAccount,
  caps: RetailLeverageCaps | undefined,
): { trade_type: 'buy' | 'sell'; volume: number; leverage: number } {
  const traits = kindTraits[asset.kind];
  return {
    trade_type: random.pick(['buy', 'sell'] as const),
    volume: random.pick(traits.volumes),
    leverage: usualLeverage(asset, account, caps),
  };
}
