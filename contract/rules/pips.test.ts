import { roundToMinor } from './money';
import {
  formatLots,
  decimalText,
  lotsOfUnits,
  outcomeAtMinor,
  pipDecimals,
  pipSizeOf,
  pipsDistance,
  pipUnitOf,
  pipValueInQuote,
  pipValueMinor,
  unitsOfLots,
} from './pips';
import { conversionRate, type PairPrice } from './valuation';
import { parseDecimal } from './volume';

/** The pairs quoted at the moment of these figures. */
const quoted: Record<string, number> = {
  'EUR/USD': 1.085,
  'USD/JPY': 151.2,
  'EUR/JPY': 164.0,
};
const priceOf: PairPrice = (symbol) => quoted[symbol];
const rate = (quote: string, account: string) => conversionRate(quote, account, priceOf)!.rate;

describe('the pip size', () => {
  it('is the fourth decimal of a currency pair, the second of one quoted in yen', () => {
    expect(pipSizeOf({ kind: 'fx', quote: 'USD', digits: 5 })).toBe(0.0001);
    expect(pipSizeOf({ kind: 'fx', quote: 'JPY', digits: 3 })).toBe(0.01);
  });

  it("is ten price steps of a metal: gold's 0.1, silver's 0.01", () => {
    expect(pipSizeOf({ kind: 'metal', quote: 'USD', digits: 2 })).toBe(0.1);
    expect(pipSizeOf({ kind: 'metal', quote: 'USD', digits: 3 })).toBe(0.01);
  });

  it("is a dollar of a coin quoted to the cent, a cent a barrel, an index's point", () => {
    expect(pipSizeOf({ kind: 'crypto', quote: 'USD', digits: 2 })).toBe(1);
    expect(pipSizeOf({ kind: 'crypto', quote: 'USD', digits: 4 })).toBe(0.01);
    expect(pipSizeOf({ kind: 'energy', quote: 'USD', digits: 2 })).toBe(0.01);
    expect(pipSizeOf({ kind: 'index', quote: 'EUR', digits: 1 })).toBe(1);
    expect(pipSizeOf({ kind: 'synthetic', quote: 'USD', digits: 2 })).toBe(1);
  });

  it('is counted in pips on a pair, in points on anything else', () => {
    expect(pipUnitOf({ base_currency: 'EUR' })).toBe('pip');
    expect(pipUnitOf({})).toBe('point');
  });

  it('takes as many decimals of a pip as land on a quoted price', () => {
    expect(pipDecimals(0.0001, 5)).toBe(1);
    expect(pipDecimals(0.01, 3)).toBe(1);
    expect(pipDecimals(0.1, 2)).toBe(1);
    expect(pipDecimals(1, 2)).toBe(2);
    expect(pipDecimals(1, 1)).toBe(1);
    expect(pipDecimals(0.01, 2)).toBe(0);
  });

  it('turns pips into a price distance exactly', () => {
    expect(decimalText(pipsDistance(parseDecimal('20')!, 0.0001))).toBe('0.002');
    expect(decimalText(pipsDistance(parseDecimal('2.5')!, 0.0001))).toBe('0.00025');
    expect(decimalText(pipsDistance(parseDecimal('30')!, 0.01))).toBe('0.3');
    expect(decimalText(pipsDistance(parseDecimal('40')!, 1))).toBe('40');
  });
});

describe('lots and units', () => {
  it('writes lots with at least two decimals, and every one the exact quotient has', () => {
    expect(formatLots(10_000, 100_000)).toBe('0.10');
    expect(formatLots(10_000_000, 100_000)).toBe('100.00');
    expect(formatLots(1, 5000)).toBe('0.0002');
    expect(formatLots(1, 3)).toBeUndefined();
  });

  it('are lots times the contract size, exactly', () => {
    expect(decimalText(unitsOfLots('0.10', 100_000)!)).toBe('10000');
    expect(decimalText(unitsOfLots('0.07', 100_000)!)).toBe('7000');
    expect(decimalText(unitsOfLots('1', 100)!)).toBe('100');
    expect(decimalText(unitsOfLots('0.0002', 5000)!)).toBe('1');
    expect(decimalText(unitsOfLots('0.5', 1)!)).toBe('0.5');
    expect(unitsOfLots('ten', 1)).toBeUndefined();
  });

  it('are units over the contract size, when that ends', () => {
    expect(decimalText(lotsOfUnits(1000, 100_000)!)).toBe('0.01');
    expect(decimalText(lotsOfUnits(10_000_000, 100_000)!)).toBe('100');
    expect(decimalText(lotsOfUnits(1, 5000)!)).toBe('0.0002');
    expect(decimalText(lotsOfUnits(0.1, 1)!)).toBe('0.1');
    expect(lotsOfUnits(1, 3)).toBeUndefined();
  });
});

/**
 * Hand-worked: a pip's value is units × pip size in the quote currency, then at the rate to the
 * account's (EUR/USD 1.085, USD/JPY 151.2, EUR/JPY 164.0), rounded once to the cent, half away from 0.
 */
describe.each([
  // instrument, quote, units, pip size, pip value on a USD account, on a EUR account
  // EUR/USD 1 lot: 100,000 × 0.0001 = $10; ÷ 1.085 = €9.2166.
  ['EUR/USD', 'USD', 100_000, 0.0001, 1000n, 922n],
  // USD/JPY 0.10 lot: 10,000 × 0.01 = ¥100; ÷ 151.2 = $0.6614; ÷ 164 = €0.6098.
  ['USD/JPY', 'JPY', 10_000, 0.01, 66n, 61n],
  // XAU/USD 0.10 lot (10 oz): 10 × 0.1 = $1; ÷ 1.085 = €0.9217.
  ['XAU/USD', 'USD', 10, 0.1, 100n, 92n],
  // GER40 0.5 lot (0.5 contract): 0.5 × 1 = €0.50; × 1.085 = $0.5425.
  ['GER40', 'EUR', 0.5, 1, 54n, 50n],
  // BTC/USD 0.05 lot (0.05 BTC): 0.05 × 1 = $0.05; ÷ 1.085 = €0.0461.
  ['BTC/USD', 'USD', 0.05, 1, 5n, 5n],
] as const)('the pip value of %s', (_symbol, quote, units, pipSize, usd, eur) => {
  it('on a USD account', () => expect(pipValueMinor(units, pipSize, rate(quote, 'USD'))).toBe(usd));
  it('on a EUR account', () => expect(pipValueMinor(units, pipSize, rate(quote, 'EUR'))).toBe(eur));
});

describe.each([
  // instrument, quote, position, stop-loss, take-profit, at SL and TP on USD, on EUR
  // A buy of 0.10 lot at 1.08500, SL 20 pips (1.08300), TP 40 pips (1.08900): −$20, +$40;
  // ÷ 1.085: −€18.4332, +€36.8664.
  [
    'EUR/USD',
    'USD',
    { trade_type: 'buy', opening_price: 1.085, volume: 10_000 },
    1.083,
    1.089,
    [-2000n, 4000n],
    [-1843n, 3687n],
  ],
  // A buy of 0.10 lot at 151.200, SL 30 pips (150.900), TP 50 pips (151.700): −¥3,000, +¥5,000;
  // ÷ 151.2: −$19.8413, +$33.0688; ÷ 164: −€18.2927, +€30.4878.
  [
    'USD/JPY',
    'JPY',
    { trade_type: 'buy', opening_price: 151.2, volume: 10_000 },
    150.9,
    151.7,
    [-1984n, 3307n],
    [-1829n, 3049n],
  ],
  // A sell of 0.10 lot (10 oz) at 2350.00, SL 50 pips (2355.00), TP 100 pips (2340.00): −$50, +$100;
  // ÷ 1.085: −€46.0829, +€92.1659.
  [
    'XAU/USD',
    'USD',
    { trade_type: 'sell', opening_price: 2350, volume: 10 },
    2355,
    2340,
    [-5000n, 10_000n],
    [-4608n, 9217n],
  ],
  // A sell of 0.5 lot at 18000.0, SL 40 points (18040.0), TP 60 points (17940.0): −€20, +€30;
  // × 1.085: −$21.70, +$32.55.
  [
    'GER40',
    'EUR',
    { trade_type: 'sell', opening_price: 18_000, volume: 0.5 },
    18_040,
    17_940,
    [-2170n, 3255n],
    [-2000n, 3000n],
  ],
  // A buy of 0.05 lot at 64000.00, SL 1,000 pips (63000.00), TP 2,000 pips (66000.00): −$50, +$100;
  // ÷ 1.085: −€46.0829, +€92.1659.
  [
    'BTC/USD',
    'USD',
    { trade_type: 'buy', opening_price: 64_000, volume: 0.05 },
    63_000,
    66_000,
    [-5000n, 10_000n],
    [-4608n, 9217n],
  ],
] as const)('what %s stands to make at its stops', (_symbol, quote, position, sl, tp, usd, eur) => {
  it('on a USD account: the amount at risk and to gain', () => {
    expect(outcomeAtMinor(position, sl, rate(quote, 'USD'))).toBe(usd[0]);
    expect(outcomeAtMinor(position, tp, rate(quote, 'USD'))).toBe(usd[1]);
  });
  it('on a EUR account', () => {
    expect(outcomeAtMinor(position, sl, rate(quote, 'EUR'))).toBe(eur[0]);
    expect(outcomeAtMinor(position, tp, rate(quote, 'EUR'))).toBe(eur[1]);
  });
});

it('a pip of a volume in the quote currency is units × pip size', () => {
  expect(roundToMinor(pipValueInQuote(100_000, 0.0001))).toBe(1000n);
});
