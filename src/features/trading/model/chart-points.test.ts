import { axisShowsSeconds, mergeTick, toSeconds } from './chart-points';

describe('chart points, one a second', () => {
  it('sorts a history and keeps the latest price of a repeated second', () => {
    expect(
      toSeconds([
        { time: 12, price: 3 },
        { time: 10, price: 1 },
        { time: 11.4, price: 2 },
        { time: 11.9, price: 2.5 },
      ]),
    ).toEqual([
      { time: 10, price: 1 },
      { time: 11, price: 2.5 },
      { time: 12, price: 3 },
    ]);
  });

  it('drops points no chart can draw', () => {
    expect(
      toSeconds([
        { time: Number.NaN, price: 1 },
        { time: 5, price: 0 },
        { time: 6, price: 2 },
      ]),
    ).toEqual([{ time: 6, price: 2 }]);
  });

  it('updates the last point for a tick in the same second, and adds one for a later second', () => {
    const last = { time: 100, price: 1 };
    expect(mergeTick(last, 1.5, 100_900)).toEqual({ time: 100, price: 1.5 });
    expect(mergeTick(last, 2, 101_000)).toEqual({ time: 101, price: 2 });
    expect(mergeTick(undefined, 2, 5_500)).toEqual({ time: 5, price: 2 });
  });

  it('never goes back in time when the client clock is behind the server', () => {
    expect(mergeTick({ time: 100, price: 1 }, 3, 95_000)).toEqual({ time: 100, price: 3 });
  });

  it('gives strictly increasing times over any run of ticks', () => {
    let last: { time: number; price: number } | undefined;
    const times: number[] = [];
    for (const at of [1000, 1200, 1999, 2000, 1500, 3100, 3100, 7000]) {
      const point = mergeTick(last, at, at);
      if (!last || point.time > last.time) times.push(point.time);
      else expect(point.time).toBe(last.time);
      last = point;
    }
    expect(times).toEqual([1, 2, 3, 7]);
  });
});

describe('the time axis', () => {
  it('writes every mark with seconds under ten minutes on screen, and none above', () => {
    expect(axisShowsSeconds(1000, 1000 + 90)).toBe(true);
    expect(axisShowsSeconds(1000, 1000 + 599)).toBe(true);
    expect(axisShowsSeconds(1000, 1000 + 600)).toBe(false);
    expect(axisShowsSeconds(1000, 1000 + 86_400)).toBe(false);
  });
});
