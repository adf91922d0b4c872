/**
 * What holding a position costs, and its trailing stop, as a customer used to MetaTrader reads them.
 *
 * Swap (overnight financing) is charged or credited at each daily rollover, 22:00 UTC (when the
 * trading day rolls, as the candles' day does), to every position open then. Its rate is the tenant's
 * per instrument and side, as an annual percentage of the position's value at its current price (its
 * closing price, as its margin is valued), over a bank year of 360 days: MetaTrader's "interest,
 * current price" swap mode. A negative rate is a charge, a positive one a credit. Rollovers at the end
 * of Monday to Friday count; the weekend's do not, and the one at the end of the triple-swap day
 * (Wednesday unless the tenant says otherwise) counts three days, for the weekend a position is held
 * over: a week held is seven days of swap.
 *
 * Commission is the tenant's amount per lot per side, in US dollars: charged when a position opens
 * and again when it (or part of it) closes, converted to the account's currency at the live rate.
 *
 * Each charge is rounded once to the account's cents and goes straight to the balance (a line of the
 * statement), as a closed trade's P&L does. So an account's equity is its balance plus its open
 * positions' P&L at the current prices, on the server and in the app alike (account-summary.ts): the
 * costs are in the balance already and are never counted a second time. A position carries what it
 * was charged so far (`swap`, `commission`), and its P&L with them is `pnlWithCostsMinor`.
 */
import { minorOfNumber, roundToMinor } from './money';
import { decimalText, pipDecimals } from './pips';
import { closingPrice, type Quote, type Side } from './valuation';
import { compareDecimals, decimalOfNumber, parseDecimal, type Decimal } from './volume';

/** The hour (UTC) of the daily rollover, when swap is charged. */
export const ROLLOVER_HOUR_UTC = 22;
/** Wednesday (0 is Sunday): its rollover charges three days. */
export const DEFAULT_TRIPLE_SWAP_DAY = 3;
/** Days in the year an annual swap rate is spread over. */
export const SWAP_DAYS_PER_YEAR = 360;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The latest rollover at or before `at` (epoch ms). */
export function rolloverAtOrBefore(at: number): number {
  const today = Math.floor(at / DAY_MS) * DAY_MS + ROLLOVER_HOUR_UTC * HOUR_MS;
  return today <= at ? today : today - DAY_MS;
}

/**
 * How many days of swap the rollover at `rollover` (epoch ms) charges: 0 at the end of a Saturday
 * or a Sunday, 3 at the end of the triple-swap day, 1 otherwise.
 */
export function swapDaysAt(rollover: number, tripleSwapDay = DEFAULT_TRIPLE_SWAP_DAY): number {
  const weekday = new Date(rollover).getUTCDay();
  if (weekday === 0 || weekday === 6) return 0;
  return weekday === tripleSwapDay ? 3 : 1;
}

/** A position's swap rates: annual percentages of its value, long (a buy) and short (a sell). */
export interface SwapRates {
  long: number;
  short: number;
}

/**
 * What `days` of swap come to for a position at `quote`, in the account's cents (signed: negative is
 * a charge): value at the closing price × rate ÷ 100 ÷ 360 × days, converted at `rate`.
 */
export function swapMinor(
  position: { trade_type: Side; volume: number },
  quote: Quote,
  rates: SwapRates,
  days: number,
  rate: number,
): bigint {
  const annual = position.trade_type === 'buy' ? rates.long : rates.short;
  const value = position.volume * closingPrice(position.trade_type, quote);
  return roundToMinor(((value * annual) / 100 / SWAP_DAYS_PER_YEAR) * days * rate);
}

/**
 * The commission one side of a deal of `volume` units costs, in the account's cents (negative, or 0
 * where the tenant charges none): lots × the amount per lot (US cents), converted at `usdRate`.
 */
export function commissionMinor(
  volume: number,
  contractSize: number,
  perLotUsdMinor: number,
  usdRate: number,
): bigint {
  if (perLotUsdMinor === 0) return 0n;
  return -roundToMinor(((volume / contractSize) * perLotUsdMinor * usdRate) / 100);
}

/** A position's P&L with what it was charged and credited so far (swap, commission), in cents. */
export const pnlWithCostsMinor = (
  pnlMinor: bigint,
  costs: { swap?: number | undefined; commission?: number | undefined },
): bigint => pnlMinor + minorOfNumber(costs.swap ?? 0) + minorOfNumber(costs.commission ?? 0);

// -------------------------------------------------------------------------------------------------
// Trailing stops
// -------------------------------------------------------------------------------------------------

/** The distances a trailing stop may keep, in pips (points on an index). */
export const TRAILING_PIPS = { min: 1, max: 10_000 } as const;

/**
 * Why a trailing distance cannot be kept on an instrument: outside `TRAILING_PIPS` ('range'), or finer
 * than a price the instrument quotes ('precision': EUR/USD takes tenths of a pip, pipDecimals).
 */
export type TrailingProblem = 'range' | 'precision';

export function trailingProblem(
  pips: Decimal,
  instrument: { pipSize: number; digits: number },
): TrailingProblem | undefined {
  if (
    compareDecimals(pips, decimalOfNumber(TRAILING_PIPS.min)) < 0 ||
    compareDecimals(pips, decimalOfNumber(TRAILING_PIPS.max)) > 0
  ) {
    return 'range';
  }
  return pips.places > pipDecimals(instrument.pipSize, instrument.digits) ? 'precision' : undefined;
}

/** A typed trailing distance: none when empty, the pips, or why it cannot be kept ('invalid': not a number). */
export type TrailingCheck =
  { ok: true; pips: number | null } | { ok: false; problem: TrailingProblem | 'invalid' };

export function checkTrailing(typed: string, instrument: { pipSize: number; digits: number }): TrailingCheck {
  if (typed.trim() === '') return { ok: true, pips: null };
  const pips = parseDecimal(typed);
  if (!pips) return { ok: false, problem: 'invalid' };
  const problem = trailingProblem(pips, instrument);
  return problem ? { ok: false, problem } : { ok: true, pips: Number(decimalText(pips)) };
}

/**
 * Where a trailing stop `distance` (in price) behind `price` (the position's closing price: a buy's
 * bid, a sell's ask) puts the stop-loss, rounded to the instrument's `digits`; the current stop when
 * that would be no better for the customer: a buy's stop only rises, a sell's only falls.
 */
export function trailedStop(
  side: Side,
  stop: number | null,
  price: number,
  distance: number,
  digits: number,
): number | null {
  const factor = 10 ** digits;
  const candidate =
    side === 'buy'
      ? Math.floor((price - distance) * factor + 1e-6) / factor
      : Math.ceil((price + distance) * factor - 1e-6) / factor;
  if (candidate <= 0) return stop;
  if (stop === null) return candidate;
  return (side === 'buy' ? candidate > stop : candidate < stop) ? candidate : stop;
}
