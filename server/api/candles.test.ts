/** Candles made from the engine's ticks, and the made-up past they continue. */
import { marketState } from '@contract/rules/market-hours';
import { candleTime, type Ohlc } from '@contract/rules/candles';
import { createBackend, type Backend } from '.';

/** Wednesday 25 November 2026, 12:00 UTC: every market open. */
const WEDNESDAY = Date.UTC(2026, 10, 25, 12, 0, 0);
/** The same day at 21:30 UTC: GER40 (07:00 to 21:00) closed, forex open. */
const EVENING = Date.UTC(2026, 10, 25, 21, 30, 0);

let clock: number;
let backend: Backend;
const at = (ms: number) => void (clock = ms);
const idOf = (symbol: string) => backend.prices.assets.find((asset) => asset.symbol === symbol)!.id;
/** The price set by a test control, as a tick would record it. */
const tickAt = (ms: number, assetId: number, price: number) => {
  at(ms);
  backend.prices.set(assetId, price);
};

beforeEach(() => {
  clock = WEDNESDAY;
  backend = createBackend({ now: () => clock });
});
afterEach(() => backend.dispose());

/** Hand-added candles of a longer timeframe from shorter ones, oldest first. */
function addUp(candles: readonly Ohlc[], start: (time: number) => number): Ohlc[] {
  const out: Ohlc[] = [];
  for (const c of candles) {
    const last = out.at(-1);
    if (last && last.time === start(c.time)) {
      last.high = Math.max(last.high, c.high);
      last.low = Math.min(last.low, c.low);
      last.close = c.close;
    } else out.push({ ...c, time: start(c.time) });
  }
  return out;
}

describe('candles from ticks', () => {
  it('opens at the first tick of a minute, follows its high and low, and closes at its last', () => {
    const eur = idOf('EUR/USD');
    tickAt(WEDNESDAY + 1_000, eur, 1.1);
    tickAt(WEDNESDAY + 20_000, eur, 1.102);
    tickAt(WEDNESDAY + 40_000, eur, 1.0985);
    tickAt(WEDNESDAY + 59_000, eur, 1.1005);
    tickAt(WEDNESDAY + 61_000, eur, 1.2);
    const [minute, next] = backend.candles.candles(eur, '1m', 2)!;
    expect(minute).toEqual({ time: WEDNESDAY / 1000, open: 1.1, high: 1.102, low: 1.0985, close: 1.1005 });
    expect(next).toEqual({ time: WEDNESDAY / 1000 + 60, open: 1.2, high: 1.2, low: 1.2, close: 1.2 });
  });

  it('makes no candle while the market is closed, and none while it is halted', async () => {
    const ger = idOf('GER40');
    at(EVENING);
    await backend.reset();
    const before = backend.candles.candles(ger, '1m', 5)!;
    tickAt(EVENING + 1_000, ger, 18_500);
    backend.prices.tick();
    expect(backend.candles.candles(ger, '1m', 5)).toEqual(before);
    // The last candle is the close at 21:00, nothing after it.
    expect(before.at(-1)!.time).toBe(Date.UTC(2026, 10, 25, 20, 59) / 1000);

    const eur = idOf('EUR/USD');
    backend.markets.halt(eur);
    tickAt(EVENING + 120_000, eur, 1.2);
    // Its last candle is the minute of the tick before the halt.
    expect(backend.candles.candles(eur, '1m', 1)![0]!.time).toBe(EVENING / 1000);
  });

  it('makes up no past candle while the market was closed', () => {
    for (const symbol of ['GER40', 'XAU/USD', 'EUR/USD']) {
      const asset = backend.prices.asset(idOf(symbol));
      const minutes = backend.candles.candles(asset.id, '1m', 1000, Date.UTC(2026, 10, 23, 0, 0) / 1000)!;
      expect(minutes).toHaveLength(1000);
      for (const { time } of minutes) expect(marketState(asset.hours, time * 1000).state).toBe('open');
    }
    // Over a weekend forex has none at all: the last before Sunday 22:00 is Friday 21:59.
    const [friday] = backend.candles.candles(idOf('EUR/USD'), '1m', 1, Date.UTC(2026, 10, 22, 22, 0) / 1000)!;
    expect(friday!.time).toBe(Date.UTC(2026, 10, 20, 21, 59) / 1000);
  });

  it('adds minutes up to 5 minutes and those to hours, on the same boundaries', () => {
    const btc = idOf('BTC/USD');
    for (let s = 0; s < 180; s += 7) tickAt(WEDNESDAY + s * 1000, btc, 64_000 + ((s * 37) % 101));
    const minutes = backend.candles.candles(btc, '1m', 600)!;
    const fives = backend.candles.candles(btc, '5m', 120)!;
    const hours = backend.candles.candles(btc, '1h', 10)!;
    expect(addUp(minutes, (t) => candleTime(t, '5m')).slice(-119)).toEqual(fives.slice(-119));
    expect(addUp(fives, (t) => candleTime(t, '1h')).slice(-9)).toEqual(hours.slice(-9));
    expect(fives.at(-1)!.time).toBe(WEDNESDAY / 1000);
    expect(fives.every(({ time }) => time % 300 === 0)).toBe(true);
  });

  it('starts the day at 22:00 UTC: a daily candle holds the minutes from then', () => {
    const eur = idOf('EUR/USD');
    const [today] = backend.candles.candles(eur, '1d', 1)!;
    expect(today!.time).toBe(Date.UTC(2026, 10, 24, 22, 0) / 1000);
    const minutes = backend.candles.candles(eur, '1m', 1000)!.filter(({ time }) => time >= today!.time);
    expect(today!.high).toBe(Math.max(...minutes.map((m) => m.high)));
    expect(today!.close).toBe(minutes.at(-1)!.close);
  });
});

describe('the made-up past', () => {
  it('ends where the live walk starts: the last close is the base price', () => {
    for (const asset of backend.prices.assets) {
      const [last] = backend.candles.candles(asset.id, '1m', 1)!;
      if (marketState(asset.hours, WEDNESDAY - 60_000).state === 'open') {
        expect(last).toMatchObject({ time: WEDNESDAY / 1000 - 60, close: asset.basePrice });
      }
    }
  });

  it('reaches back 31 days, the same for the same seed and after a reset', async () => {
    const btc = idOf('BTC/USD');
    const month: Ohlc[] = [];
    let to: number | undefined;
    for (;;) {
      const page = backend.candles.candles(btc, '1m', 1000, to)!;
      if (page.length === 0) break;
      month.unshift(...page);
      to = page[0]!.time;
    }
    expect(month).toHaveLength(31 * 1440);
    expect(month[0]!.time).toBe(WEDNESDAY / 1000 - 31 * 86_400);
    const outside = month.filter(
      (c) => c.low > Math.min(c.open, c.close) || c.high < Math.max(c.open, c.close),
    );
    expect(outside).toEqual([]);
    const twin = createBackend({ now: () => clock });
    expect(twin.candles.candles(btc, '1h', 1000)).toEqual(backend.candles.candles(btc, '1h', 1000));
    twin.dispose();
    const before = backend.candles.candles(btc, '4h', 50);
    tickAt(WEDNESDAY + 5_000, btc, 70_000);
    await backend.reset();
    expect(backend.candles.candles(btc, '4h', 50)).toEqual(before);
  });
});

describe("the candle call's text", () => {
  it('is the text JSON.stringify makes of the candles, for prices of one to five digits', () => {
    // Whole prices, a last digit of 0 and one of a single decimal, live and made up.
    const ticks: Array<[string, number[]]> = [
      ['BTC/USD', [64_000, 64_000.5, 64_000.05, 63_999.99]],
      ['USD/JPY', [150, 150.007, 150.1, 150.25]],
      ['US500', [5200, 5200.3, 5199.9]],
      ['EUR/USD', [1.1, 1.08001, 1.09]],
    ];
    ticks.forEach(([symbol, prices]) => {
      prices.forEach((price, i) => tickAt(WEDNESDAY + i * 60_000, idOf(symbol), price));
    });
    const digits = new Set<number>();
    for (const asset of backend.prices.assets) {
      digits.add(asset.digits);
      for (const timeframe of ['1m', '1h'] as const) {
        let to: number | undefined;
        for (let page = 0; page < 3; page++) {
          const candles = backend.candles.candles(asset.id, timeframe, 1000, to)!;
          expect(backend.candles.candlesJson(asset.id, timeframe, 1000, to)).toBe(JSON.stringify(candles));
          // An hour's candles run out on the second page (31 days are 744 hours): the empty one too.
          to = candles[0]?.time ?? 0;
        }
      }
    }
    expect([...digits].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the day figures', () => {
  it("are today's high and low and yesterday's close, from the daily candles", () => {
    const eur = idOf('EUR/USD');
    const [yesterday, today] = backend.candles.candles(eur, '1d', 2)!;
    expect(backend.candles.day(eur)).toEqual({
      prev_close: yesterday!.close,
      high: today!.high,
      low: today!.low,
    });
    tickAt(WEDNESDAY + 1_000, eur, today!.high + 0.01);
    expect(backend.candles.day(eur).high).toBe(today!.high + 0.01);
  });

  it("are the last day traded while the market has not traded today (GER40 after Friday's close)", () => {
    at(Date.UTC(2026, 10, 28, 12, 0));
    const weekend = createBackend({ now: () => clock });
    const ger = weekend.prices.assets.find((asset) => asset.symbol === 'GER40')!.id;
    const [thursday, friday] = weekend.candles.candles(ger, '1d', 2)!;
    expect(friday!.time).toBe(Date.UTC(2026, 10, 26, 22, 0) / 1000);
    expect(weekend.candles.day(ger)).toEqual({
      prev_close: thursday!.close,
      high: friday!.high,
      low: friday!.low,
    });
    weekend.dispose();
  });
});
