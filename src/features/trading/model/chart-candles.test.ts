import { candlesOf, keyedRange, summarise, withLive } from './chart-candles';

const candle = (time: number, open: number, high: number, low: number, close: number) => ({
  time,
  open,
  high,
  low,
  close,
});

describe('candlesOf', () => {
  it('puts the older pages before the newer, oldest first, each time once', () => {
    const newest = [candle(300, 3, 3, 3, 3), candle(400, 4, 4, 4, 4)];
    const older = [candle(100, 1, 1, 1, 1), candle(200, 2, 2, 2, 2), candle(300, 3, 3.5, 3, 3)];
    expect(candlesOf([newest, older]).map((c) => c.time)).toEqual([100, 200, 300, 400]);
    // The newer page's copy of a candle both hold wins.
    expect(candlesOf([newest, older])[2]).toEqual(newest[0]);
    expect(candlesOf([])).toEqual([]);
  });
});

describe('withLive', () => {
  const history = [candle(100, 1, 2, 0.5, 1.5), candle(200, 1.5, 1.8, 1.4, 1.6)];

  it('replaces the newest with the forming one of the same time, and follows it with a newer one', () => {
    const same = candle(200, 1.5, 1.9, 1.4, 1.85);
    expect(withLive(history, same)).toEqual([history[0], same]);
    const next = candle(300, 1.85, 1.85, 1.85, 1.85);
    expect(withLive(history, next)).toEqual([...history, next]);
  });

  it('drops a forming candle older than the history', () => {
    expect(withLive(history, candle(50, 1, 1, 1, 1))).toEqual(history);
    expect(withLive(history, undefined)).toEqual(history);
  });
});

describe('summarise', () => {
  const candles = [
    candle(100, 10, 12, 9, 11),
    candle(200, 11, 15, 10, 14),
    candle(300, 14, 14.5, 8, 9),
    candle(400, 9, 10, 8.5, 9.5),
  ];

  it('sums up the candles in view: the first open, the highest high, the lowest low, the last close', () => {
    expect(summarise(candles, 0.6, 2.2)).toEqual({
      from: 200,
      to: 300,
      open: 11,
      high: 15,
      low: 8,
      close: 9,
      change: -2,
      percent: (-2 / 11) * 100,
    });
  });

  it('clamps the view to the candles, and has nothing to say of an empty one', () => {
    expect(summarise(candles, -50, 99)).toMatchObject({ from: 100, to: 400, open: 10, close: 9.5 });
    expect(summarise(candles, 5, 9)).toBeNull();
    expect(summarise([], 0, 10)).toBeNull();
  });
});

describe('keyedRange', () => {
  const view = { from: 100, to: 150 };

  it('moves a tenth of the view back or forward in time with the arrows, at least one bar', () => {
    expect(keyedRange(view, 'ArrowLeft')).toEqual({ from: 95, to: 145 });
    expect(keyedRange(view, 'ArrowRight')).toEqual({ from: 105, to: 155 });
    expect(keyedRange({ from: 10, to: 15 }, 'ArrowLeft')).toEqual({ from: 9, to: 14 });
  });

  it('zooms in and out by a fifth around the newest bar in view, never below ten bars', () => {
    expect(keyedRange(view, '+')).toEqual({ from: 110, to: 150 });
    expect(keyedRange(view, '=')).toEqual({ from: 110, to: 150 });
    expect(keyedRange(view, '-')).toEqual({ from: 87.5, to: 150 });
    expect(keyedRange({ from: 40, to: 51 }, '+')).toEqual({ from: 41, to: 51 });
  });

  it('returns to the live price with End, and leaves every other key alone', () => {
    expect(keyedRange(view, 'End')).toBe('live');
    expect(keyedRange(view, 'Tab')).toBeNull();
    expect(keyedRange(view, 'a')).toBeNull();
  });
});
