import { spreadOf } from './spread';

const pair = (digits: number, pip_size: number) => ({ digits, pip_size, base_currency: 'EUR' });
const index = { digits: 1, pip_size: 1 };

describe('spreadOf', () => {
  it('counts a pair in pips to the tenth its fifth or third decimal shows', () => {
    expect(spreadOf({ bid: 1.085, ask: 1.08508 }, pair(5, 0.0001))).toEqual({ unit: 'pip', distance: '0.8' });
    expect(spreadOf({ bid: 151.2, ask: 151.21 }, pair(3, 0.01))).toEqual({ unit: 'pip', distance: '1' });
    expect(spreadOf({ bid: 1.085, ask: 1.08524 }, pair(5, 0.0001))).toEqual({ unit: 'pip', distance: '2.4' });
  });

  it('counts gold in its pips of ten cents and bitcoin in its pips of a dollar', () => {
    expect(spreadOf({ bid: 2350, ask: 2350.3 }, pair(2, 0.1))).toEqual({ unit: 'pip', distance: '3' });
    expect(spreadOf({ bid: 64_000, ask: 64_025 }, pair(2, 1))).toEqual({ unit: 'pip', distance: '25' });
    expect(spreadOf({ bid: 0.5, ask: 0.5008 }, pair(4, 0.01))).toEqual({ unit: 'pip', distance: '0.08' });
  });

  it('counts an index in points', () => {
    expect(spreadOf({ bid: 18_000, ask: 18_001.2 }, index)).toEqual({ unit: 'point', distance: '1.2' });
  });
});
