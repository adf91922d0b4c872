import { pipSizeOf, spreadOf } from './spread';

describe('a spread as a trader reads it', () => {
  it('is in pips on a quote of 5 or 3 digits, a pip being ten of its smallest steps', () => {
    expect(pipSizeOf(5)).toBe(0.0001);
    expect(pipSizeOf(3)).toBe(0.01);
    // EUR/USD 1.08500 / 1.08508: 8 points, 0.8 pip; USD/JPY 151.200 / 151.210: 1 pip; EUR/JPY 2 pips.
    expect(spreadOf({ bid: 1.085, ask: 1.08508 }, 5)).toEqual({ unit: 'pips', pips: 0.8 });
    expect(spreadOf({ bid: 151.2, ask: 151.21 }, 3)).toEqual({ unit: 'pips', pips: 1 });
    expect(spreadOf({ bid: 164, ask: 164.02 }, 3)).toEqual({ unit: 'pips', pips: 2 });
    // Tripled just after an opening: 24 points, 2.4 pips.
    expect(spreadOf({ bid: 1.085, ask: 1.08524 }, 5)).toEqual({ unit: 'pips', pips: 2.4 });
  });

  it('is a price distance on other quotes: indices, crypto, gold', () => {
    expect(pipSizeOf(1)).toBeUndefined();
    expect(spreadOf({ bid: 18_000, ask: 18_001.2 }, 1)).toEqual({ unit: 'price', price: 1.2 });
    expect(spreadOf({ bid: 64_000, ask: 64_025 }, 2)).toEqual({ unit: 'price', price: 25 });
    expect(spreadOf({ bid: 2350, ask: 2350.3 }, 2)).toEqual({ unit: 'price', price: 0.3 });
  });
});
