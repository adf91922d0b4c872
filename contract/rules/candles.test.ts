import { candleTime, foldTick, isTimeframe, type Ohlc } from './candles';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('candleTime', () => {
  it('starts short candles on the minute, 5, 15 minutes and hour', () => {
    const t = at('2026-11-25T14:37:42Z');
    expect(candleTime(t, '1m')).toBe(at('2026-11-25T14:37:00Z'));
    expect(candleTime(t, '5m')).toBe(at('2026-11-25T14:35:00Z'));
    expect(candleTime(t, '15m')).toBe(at('2026-11-25T14:30:00Z'));
    expect(candleTime(t, '1h')).toBe(at('2026-11-25T14:00:00Z'));
  });

  it('rolls the day at 22:00 UTC and divides it into four hours from there', () => {
    expect(candleTime(at('2026-11-25T14:37:42Z'), '1d')).toBe(at('2026-11-24T22:00:00Z'));
    expect(candleTime(at('2026-11-25T21:59:59Z'), '1d')).toBe(at('2026-11-24T22:00:00Z'));
    expect(candleTime(at('2026-11-25T22:00:00Z'), '1d')).toBe(at('2026-11-25T22:00:00Z'));
    expect(candleTime(at('2026-11-25T14:37:42Z'), '4h')).toBe(at('2026-11-25T14:00:00Z'));
    expect(candleTime(at('2026-11-25T01:59:00Z'), '4h')).toBe(at('2026-11-24T22:00:00Z'));
    expect(candleTime(at('2026-11-25T02:00:00Z'), '4h')).toBe(at('2026-11-25T02:00:00Z'));
  });

  it('knows the six timeframes and nothing else', () => {
    expect(['1m', '5m', '15m', '1h', '4h', '1d'].every(isTimeframe)).toBe(true);
    expect(['1D', '2m', '', 5, undefined].some(isTimeframe)).toBe(false);
  });
});

describe('foldTick', () => {
  const start = at('2026-11-25T14:35:00Z');

  it('opens a candle at the first tick, follows its high and low, and closes at its last', () => {
    let candle: Ohlc | undefined;
    for (const [second, price] of [
      [12, 1.1],
      [70, 1.102],
      [130, 1.0985],
      [299, 1.1005],
    ] as const) {
      candle = foldTick(candle, price, start + second, '5m');
    }
    expect(candle).toEqual({ time: start, open: 1.1, high: 1.102, low: 1.0985, close: 1.1005 });
  });

  it('opens the next candle at a tick past the end, and keeps a tick from a clock behind in the last', () => {
    const first = { time: start, open: 1, high: 2, low: 0.5, close: 1.5 };
    expect(foldTick(first, 1.7, start + 300, '5m')).toEqual({
      time: start + 300,
      open: 1.7,
      high: 1.7,
      low: 1.7,
      close: 1.7,
    });
    expect(foldTick(first, 3, start - 60, '5m')).toEqual({ ...first, high: 3, close: 3 });
  });
});
