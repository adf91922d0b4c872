/**
 * Candle history per instrument: one-minute candles, from which every longer timeframe is added up
 * when asked (contract/rules/candles.ts says where each starts).
 *
 * A demo host has no past, so one is made up: from the moment the prices were (re)seeded back 31
 * days, the walk run backwards minute by minute from the instrument's base price, which is where the
 * live walk starts, drawn from the seed (the same past on every start) and only over minutes its
 * market trades by its hours (no candles while it is closed). It is made lazily, two days when first
 * read and the rest when an answer reaches further back, so an instrument nobody charts costs little. From that moment
 * on, every tick of an open market moves the forming minute. Both sides live in fixed-size typed
 * arrays: memory stays bounded however long the host runs.
 */
import { weekSpans } from '@contract/rules/market-hours';
import { candleTime, type Timeframe } from '@contract/rules/candles';
import type { Candle } from '@contract/schemas';
import { kindTraits, roundTo, type AssetSpec } from './assets';
import type { PriceEngine } from './prices';
import { createRandom, type Random } from './random';

const MINUTE = 60;
const DAY_MINUTES = 1440;
/** How far back the made-up past reaches, and how much of the live past is kept. */
export const HISTORY_DAYS = 31;
const HISTORY_MINUTES = HISTORY_DAYS * DAY_MINUTES;
/** The days of the made-up past made first: the daily candles /data reads reach back two days. */
const FIRST_DAYS = 2;
/** Mixed into the seed for the made-up minutes, so they draw apart from the live walk and its seconds. */
const CANDLE_SEED_SALT = 0x2545f491;
/** Ticks a minute the made-up past stands for: the Node host's feed ticks twice a second. */
const TICKS_PER_MINUTE = 120;
/** How strongly each made-up minute is pulled back to the base price, so a month stays plausible. */
const MINUTE_REVERSION = 0.02;
/** How far a minute's high and low reach past its open and close, in its standard deviations. */
const WICK = 0.5;

/**
 * The price a candle records at each tick. Kept as one function so the engine's quote (mid, bid)
 * is chosen in one place.
 */
export const recordedPrice = (prices: PriceEngine, assetId: number): number => prices.price(assetId);

/**
 * One-minute candles in typed arrays, oldest first. Prices are stored as float32 (7 significant
 * digits, enough for every instrument's digits) and rounded to the instrument's digits when read.
 */
class Minutes {
  times: Uint32Array;
  opens: Float32Array;
  highs: Float32Array;
  lows: Float32Array;
  closes: Float32Array;

  constructor(capacity: number) {
    this.times = new Uint32Array(capacity);
    this.opens = new Float32Array(capacity);
    this.highs = new Float32Array(capacity);
    this.lows = new Float32Array(capacity);
    this.closes = new Float32Array(capacity);
  }

  write(slot: number, time: number, open: number, high: number, low: number, close: number) {
    this.times[slot] = time;
    this.opens[slot] = open;
    this.highs[slot] = high;
    this.lows[slot] = low;
    this.closes[slot] = close;
  }
}

/** The live minutes: a ring that grows by doubling up to the history's length, then drops the oldest. */
class LiveMinutes {
  store = new Minutes(64);
  private start = 0;
  size = 0;

  slot(index: number) {
    return (this.start + index) % this.store.times.length;
  }

  private grow() {
    const capacity = this.store.times.length;
    if (capacity >= HISTORY_MINUTES) return false;
    const next = new Minutes(Math.min(capacity * 2, HISTORY_MINUTES));
    for (let i = 0; i < this.size; i++) {
      const from = this.slot(i);
      const s = this.store;
      next.write(i, s.times[from]!, s.opens[from]!, s.highs[from]!, s.lows[from]!, s.closes[from]!);
    }
    this.store = next;
    this.start = 0;
    return true;
  }

  /** A tick of `price` in the minute starting at `minute`. */
  record(minute: number, price: number) {
    const s = this.store;
    if (this.size > 0) {
      const last = this.slot(this.size - 1);
      // The same minute, or a clock that stepped back: the forming candle takes the tick.
      if (minute <= s.times[last]!) {
        if (price > s.highs[last]!) s.highs[last] = price;
        if (price < s.lows[last]!) s.lows[last] = price;
        s.closes[last] = price;
        return;
      }
    }
    if (this.size === this.store.times.length && !this.grow()) {
      this.start = this.slot(1);
      this.size -= 1;
    }
    this.store.write(this.slot(this.size), minute, price, price, price, price);
    this.size += 1;
  }

  time = (index: number) => this.store.times[this.slot(index)]!;
}

/** Whether each minute of the week (from Sunday 00:00 UTC) trades, per set of hours: read once. */
const weeks = new WeakMap<AssetSpec['hours'], Uint8Array>();
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** 1970-01-04 was a Sunday: unix minutes are counted into the week from there. */
const FIRST_SUNDAY_MINUTE = 3 * DAY_MINUTES;

function openMinutes(hours: AssetSpec['hours']): Uint8Array {
  let week = weeks.get(hours);
  if (!week) {
    week = new Uint8Array(WEEK_MINUTES);
    for (const { start, length } of weekSpans(hours)) {
      const first = Math.round(start / 60_000);
      for (let m = 0; m < Math.round(length / 60_000); m++) week[(first + m) % WEEK_MINUTES] = 1;
    }
    weeks.set(hours, week);
  }
  return week;
}

/**
 * The made-up past, made from its newest minute backwards. Minutes are counted by age: 0 is the
 * newest made up, `size - 1` the oldest. It is made in two goes: the first two days when first read
 * (what /data's day figures read, for every instrument), then all the rest at once when an answer
 * reaches further back, in one loop into arrays of the history's full length (BTC/USD's 44,640
 * minutes in about 15 ms here, against about 25 ms made a day at a time into doubling arrays).
 */
class PastMinutes {
  store = new Minutes(FIRST_DAYS * DAY_MINUTES);
  size = 0;
  /** The next minute (unix seconds) to make up, going back, and the open of the candle after it. */
  private cursor: number;
  private later: number;
  private readonly oldest: number;
  private readonly random: Random;
  /** The second normal of the last Box-Muller pair, not yet used (NaN: none). */
  private spare = Number.NaN;
  private readonly open: Uint8Array;
  private readonly sigma: number;

  constructor(
    private readonly asset: AssetSpec,
    seed: number,
    anchor: number,
  ) {
    this.cursor = anchor;
    this.oldest = anchor - HISTORY_MINUTES * MINUTE;
    this.later = asset.basePrice;
    this.random = createRandom((seed ^ CANDLE_SEED_SALT ^ Math.imul(asset.id, 0x9e3779b1)) >>> 0);
    this.open = openMinutes(asset.hours);
    this.sigma = kindTraits[asset.kind].volatility * Math.sqrt(TICKS_PER_MINUTE);
  }

  slot(age: number) {
    return this.store.times.length - 1 - age;
  }

  time = (age: number) => this.store.times[this.slot(age)]!;

  /**
   * A standard normal. Box-Muller turns one pair of uniform draws into two independent normals; both
   * are used, which halves the logarithms and square roots a made-up minute costs (three normals each).
   */
  private normal(): number {
    const spare = this.spare;
    if (!Number.isNaN(spare)) {
      this.spare = Number.NaN;
      return spare;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - this.random.next()));
    const angle = 2 * Math.PI * this.random.next();
    this.spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  }

  /** Makes up the first two days, or after them all the rest; false once the past is whole. */
  extend(): boolean {
    if (this.cursor <= this.oldest) return false;
    let stop = this.oldest;
    if (this.size === 0) stop = Math.max(this.oldest, this.cursor - FIRST_DAYS * DAY_MINUTES * MINUTE);
    else {
      // The whole history's arrays, with what is made kept at their new end.
      const capacity = this.store.times.length;
      const next = new Minutes(HISTORY_MINUTES);
      const shift = HISTORY_MINUTES - capacity;
      const from = capacity - this.size;
      const s = this.store;
      next.times.set(s.times.subarray(from), from + shift);
      next.opens.set(s.opens.subarray(from), from + shift);
      next.highs.set(s.highs.subarray(from), from + shift);
      next.lows.set(s.lows.subarray(from), from + shift);
      next.closes.set(s.closes.subarray(from), from + shift);
      this.store = next;
    }
    const { digits, basePrice } = this.asset;
    const factor = 10 ** digits;
    const smallest = 1 / factor;
    const { sigma, open: trades } = this;
    const wick = WICK * sigma;
    const { times, opens, highs, lows, closes } = this.store;
    let slot = this.slot(this.size);
    let later = this.later;
    for (let minute = this.cursor - MINUTE; minute >= stop; minute -= MINUTE) {
      const inWeek = (((minute / MINUTE - FIRST_SUNDAY_MINUTE) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
      if (!trades[inWeek]) continue;
      const close = later;
      const drift = MINUTE_REVERSION * Math.log(basePrice / close);
      const open = Math.max(
        smallest,
        Math.round(close * Math.exp(sigma * this.normal() + drift) * factor) / factor,
      );
      const up = Math.exp(wick * Math.abs(this.normal()));
      const high = Math.max(smallest, Math.round(Math.max(open, close) * up * factor) / factor);
      const down = Math.exp(-wick * Math.abs(this.normal()));
      const low = Math.max(smallest, Math.round(Math.min(open, close) * down * factor) / factor);
      times[slot] = minute;
      opens[slot] = open;
      highs[slot] = high;
      lows[slot] = low;
      closes[slot] = close;
      slot -= 1;
      later = open;
    }
    this.size = this.slot(slot);
    this.later = later;
    this.cursor = stop;
    return true;
  }
}

/**
 * A price's decimals by its fraction counted in its last digit (for two digits: 0 is '', 50 is '.5',
 * 57 is '.57'), for instruments of up to three digits; made once per digits.
 */
const fractionTexts = new Map<number, readonly string[]>();
const MAX_TABLE_DIGITS = 3;

function fractionsOf(digits: number): readonly string[] {
  let texts = fractionTexts.get(digits);
  if (!texts) {
    texts = Array.from({ length: 10 ** digits }, (_, units) =>
      units === 0 ? '' : `.${String(units).padStart(digits, '0')}`.replace(/0+$/, ''),
    );
    fractionTexts.set(digits, texts);
  }
  return texts;
}

class InstrumentCandles {
  readonly live = new LiveMinutes();
  private past: PastMinutes | undefined;

  constructor(
    readonly asset: AssetSpec,
    private readonly seed: number,
    private readonly anchor: number,
  ) {}

  private made() {
    this.past ??= new PastMinutes(this.asset, this.seed, this.anchor);
    return this.past;
  }

  /** The `count` newest candles of `timeframe` starting before `to`, oldest first. */
  candles(timeframe: Timeframe, count: number, to: number): Candle[] {
    const out = new Minutes(count);
    const n = this.addUp(timeframe, count, to, out);
    const { digits } = this.asset;
    const candles: Candle[] = [];
    for (let i = n - 1; i >= 0; i--) {
      candles.push({
        time: out.times[i]!,
        open: roundTo(out.opens[i]!, digits),
        high: roundTo(out.highs[i]!, digits),
        low: roundTo(out.lows[i]!, digits),
        close: roundTo(out.closes[i]!, digits),
      });
    }
    return candles;
  }

  /**
   * The same candles as the JSON text of that array, the text JSON.stringify makes of them. Written
   * by hand because turning a fractional number into text is most of what serving candles costs: a
   * price rounded to up to three digits is written as its whole part (an integer, quick to write)
   * and its decimals from a table, which took 30 days of BTC/USD's minutes from about 33 ms
   * stringified to about 17 ms here. Nothing in the text needs escaping: it holds numbers only.
   */
  candlesJson(timeframe: Timeframe, count: number, to: number): string {
    const out = new Minutes(count);
    const n = this.addUp(timeframe, count, to, out);
    const { digits } = this.asset;
    const factor = 10 ** digits;
    const fractions = digits <= MAX_TABLE_DIGITS ? fractionsOf(digits) : undefined;
    const price = (value: number) => {
      if (!fractions) return `${roundTo(value, digits)}`;
      const units = Math.round(value * factor);
      const whole = Math.floor(units / factor);
      return `${whole}${fractions[units - whole * factor]!}`;
    };
    let json = '[';
    for (let i = n - 1; i >= 0; i--) {
      json +=
        `{"time":${out.times[i]!},"open":${price(out.opens[i]!)},"high":${price(out.highs[i]!)},` +
        `"low":${price(out.lows[i]!)},"close":${price(out.closes[i]!)}}${i > 0 ? ',' : ''}`;
    }
    return `${json}]`;
  }

  /**
   * The same candles newest first, in `out` (float32 as the minutes are, rounded when read); answers
   * how many. Walks the minutes back from the newest, live ones first, making up the past as it goes.
   */
  addUp(timeframe: Timeframe, count: number, to: number, out: Minutes): number {
    let n = 0;
    /** The candle being added up: its start (-1 for none) and prices. */
    let start = -1;
    let open = 0;
    let high = 0;
    let low = 0;
    let close = 0;
    /** Adds the minute at `at` of `m` (visited newest first); false once `count` candles are whole. */
    const visit = (m: Minutes, at: number) => {
      const time = candleTime(m.times[at]!, timeframe);
      if (time >= to) return true;
      if (time === start) {
        open = m.opens[at]!;
        if (m.highs[at]! > high) high = m.highs[at]!;
        if (m.lows[at]! < low) low = m.lows[at]!;
        return true;
      }
      if (start >= 0) out.write(n++, start, open, high, low, close);
      if (n === count) {
        start = -1;
        return false;
      }
      start = time;
      open = m.opens[at]!;
      high = m.highs[at]!;
      low = m.lows[at]!;
      close = m.closes[at]!;
      return true;
    };

    const live = this.live;
    // Minutes starting at or after `to` are skipped by a binary search, not one by one.
    let index = lastBefore(live.size, live.time, to);
    for (; index >= 0; index--) if (!visit(live.store, live.slot(index))) break;
    if (index < 0) {
      const past = this.made();
      // Made up back to before `to`, then read from there back, making up more as it goes.
      while (past.size === 0 || past.time(past.size - 1) >= to) if (!past.extend()) break;
      let age = past.size - 1 - lastBefore(past.size, (i) => past.time(past.size - 1 - i), to);
      for (;;) {
        if (age >= past.size && !past.extend()) break;
        if (age >= past.size) continue;
        if (!visit(past.store, past.slot(age))) break;
        age += 1;
      }
    }
    if (start >= 0 && n < count) out.write(n++, start, open, high, low, close);
    return n;

    // The index of the newest minute whose candle of `timeframe` starts before `to`, or -1.
    function lastBefore(size: number, timeAt: (index: number) => number, before: number) {
      let lowest = 0;
      let highest = size;
      while (lowest < highest) {
        const mid = (lowest + highest) >>> 1;
        if (candleTime(timeAt(mid), timeframe) < before) lowest = mid + 1;
        else highest = mid;
      }
      return lowest - 1;
    }
  }
}

export interface DayFigures {
  prev_close: number | null;
  high: number;
  low: number;
}

export interface CandleStore {
  /** The candles of an instrument, oldest first; undefined for an unknown one. */
  candles(assetId: number, timeframe: Timeframe, count: number, to?: number): Candle[] | undefined;
  /** The same candles as the JSON text of that array, quicker to answer than the candles stringified. */
  candlesJson(assetId: number, timeframe: Timeframe, count: number, to?: number): string | undefined;
  /**
   * The instrument's trading day: the last daily candle's high and low and the close of the one
   * before it; with no candle at all, the current price for both.
   */
  day(assetId: number): DayFigures;
  /** Drops the live candles and the made-up past: a new past ends at the prices' new start. */
  reset(): void;
}

export interface CandleOptions {
  now: () => number;
  /** Whether the instrument trades now: a tick while it does not makes no candle. */
  trades: (asset: AssetSpec) => boolean;
}

export function createCandles(prices: PriceEngine, seed: number, options: CandleOptions): CandleStore {
  const nowSeconds = () => Math.floor(options.now() / 1000);
  let instruments = new Map<number, InstrumentCandles>();
  const reset = () => {
    const anchor = candleTime(nowSeconds(), '1m');
    instruments = new Map(
      prices.assets.map((asset) => [asset.id, new InstrumentCandles(asset, seed, anchor)]),
    );
  };
  reset();

  prices.onTick(() => {
    const minute = candleTime(nowSeconds(), '1m');
    for (const instrument of instruments.values()) {
      if (options.trades(instrument.asset)) {
        instrument.live.record(minute, recordedPrice(prices, instrument.asset.id));
      }
    }
  });

  return {
    candles: (assetId, timeframe, count, to = Number.POSITIVE_INFINITY) =>
      instruments.get(assetId)?.candles(timeframe, count, to),
    candlesJson: (assetId, timeframe, count, to = Number.POSITIVE_INFINITY) =>
      instruments.get(assetId)?.candlesJson(timeframe, count, to),
    day(assetId) {
      const instrument = instruments.get(assetId);
      const days = instrument?.candles('1d', 2, Number.POSITIVE_INFINITY) ?? [];
      const current = days.at(-1);
      if (!current) {
        const price = prices.price(assetId);
        return { prev_close: null, high: price, low: price };
      }
      return { prev_close: days.length === 2 ? days[0]!.close : null, high: current.high, low: current.low };
    },
    reset,
  };
}
