/**
 * A stand-in for lightweight-charts, which needs a canvas jsdom does not have. Integration tests
 * replace the library with it (`vi.mock('lightweight-charts', () => import('@tests/support/fake-chart'))`)
 * and read `chart` for what the chart was fed.
 */
export type Bar = { time: number; open: number; high: number; low: number; close: number };

type Range = { from: number; to: number };

export const chart = {
  created: 0,
  removed: 0,
  data: [] as Bar[],
  updates: [] as Bar[],
  /** The logical range in view; null before a test sets one. */
  range: null as Range | null,
};

export function resetChart() {
  Object.assign(chart, { created: 0, removed: 0, data: [], updates: [], range: null });
}

const RIGHT_OFFSET = 4;

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
      data: () => chart.data,
      createPriceLine: () => ({ applyOptions: () => {} }),
      removePriceLine: () => {},
    }),
    removeSeries: () => {},
    // As the library does, a range asked for is applied at the next frame's paint, not at once.
    timeScale: () => ({
      scrollToRealTime: () => {},
      subscribeVisibleLogicalRangeChange: () => {},
      getVisibleLogicalRange: () => chart.range,
      options: () => ({ rightOffset: RIGHT_OFFSET }),
      setVisibleLogicalRange: (range: Range) => {
        requestAnimationFrame(() => {
          chart.range = range;
        });
      },
      scrollToPosition: (offset: number) => {
        requestAnimationFrame(() => {
          const width = (chart.range?.to ?? 0) - (chart.range?.from ?? 0);
          const to = chart.data.length - 1 + offset;
          chart.range = { from: to - width, to };
        });
      },
    }),
    remove: () => {
      chart.removed += 1;
    },
  };
}
