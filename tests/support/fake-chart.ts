/**
 * A stand-in for lightweight-charts, which needs a canvas jsdom does not have. Integration tests
 * replace the library with it (`vi.mock('lightweight-charts', () => import('@tests/support/fake-chart'))`)
 * and read `chart` for what the chart was fed.
 */
export type Bar = { time: number; open: number; high: number; low: number; close: number };

export const chart = {
  created: 0,
  removed: 0,
  data: [] as Bar[],
  updates: [] as Bar[],
};

export function resetChart() {
  Object.assign(chart, { created: 0, removed: 0, data: [], updates: [] });
}

export const ColorType = { Solid: 'solid' };
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 };
export const CandlestickSeries = {};
export const LineSeries = {};

export function createChart() {
  chart.created += 1;
  return {
    addSeries: () => ({
      setData: (bars: Bar[]) => {
        chart.data = bars;
      },
      update: (bar: Bar) => chart.updates.push(bar),
      createPriceLine: () => ({ applyOptions: () => {} }),
      removePriceLine: () => {},
    }),
    removeSeries: () => {},
    timeScale: () => ({
      scrollToRealTime: () => {},
      subscribeVisibleLogicalRangeChange: () => {},
      getVisibleLogicalRange: () => null,
    }),
    remove: () => {
      chart.removed += 1;
    },
  };
}
