import {
  closingPrice,
  conversionRate,
  fillPrice,
  marginInQuote,
  midPrice,
  openingPnlInQuote,
  pnlInQuote,
  quoteAt,
  type PairPrice,
  type Quote,
} from './valuation';
import { roundToMinor } from './money';

/** The pairs quoted at the moment of these figures. */
const quoted: Record<string, number> = {
  'EUR/USD': 1.0875,
  'GBP/USD': 1.27,
  'USD/JPY': 151.2,
  'USD/CHF': 0.905,
  'EUR/JPY': 163.77,
  'EUR/GBP': 0.853,
};
const priceOf: PairPrice = (symbol) => quoted[symbol];

/**
 * A position's P&L converted to an account's currency and rounded once to the cent, as the app does.
 * A price alone is a quote without a spread (bid and ask the same), for the formulas themselves.
 */
const pnlIn = (
  account: string,
  quote: string,
  terms: Parameters<typeof pnlInQuote>[0],
  price: number | Quote,
  pairs: PairPrice = priceOf,
) =>
  roundToMinor(
    pnlInQuote(terms, typeof price === 'number' ? quoteAt(price) : price) *
      conversionRate(quote, account, pairs)!.rate,
  );

describe('the rate between two currencies', () => {
  it('is 1 for the same currency, read from no pair', () => {
    expect(conversionRate('USD', 'USD', priceOf)).toEqual({ rate: 1, pairs: [] });
  });

  it('is the direct pair, or the inverse of the pair the other way round', () => {
    expect(conversionRate('EUR', 'USD', priceOf)).toEqual({ rate: 1.0875, pairs: ['EUR/USD'] });
    expect(conversionRate('JPY', 'USD', priceOf)).toEqual({ rate: 1 / 151.2, pairs: ['USD/JPY'] });
  });

  it('crosses through USD where no pair links the two', () => {
    // CHF → USD (1 ÷ 0.905), then USD → EUR (1 ÷ 1.0875).
    const rate = conversionRate('CHF', 'EUR', priceOf)!;
    expect(rate.pairs).toEqual(['USD/CHF', 'EUR/USD']);
    expect(rate.rate).toBeCloseTo(1 / (0.905 * 1.0875), 12);
  });

  it('is unknown when no quoted pair links them, or one that would has no price yet', () => {
    expect(conversionRate('CAD', 'EUR', priceOf)).toBeUndefined();
    expect(conversionRate('JPY', 'USD', () => undefined)).toBeUndefined();
  });
});

describe('P&L and margin in the account currency (figures worked by hand)', () => {
  it('EUR/USD: buy 10,000 from 1.08500 to 1.08750 is +$25.00, and +€22.99 on a euro account', () => {
    const terms = { trade_type: 'buy', opening_price: 1.085, volume: 10_000 } as const;
    expect(pnlIn('USD', 'USD', terms, 1.0875)).toBe(2500n);
    // 25 ÷ 1.0875 = 22.98850…
    expect(pnlIn('EUR', 'USD', terms, 1.0875)).toBe(2299n);
  });

  it('USD/JPY: sell 5,000 from 151.200 to 150.900 is ¥1,500: +$9.94 at 150.900, +€9.16 through EUR/JPY', () => {
    const terms = { trade_type: 'sell', opening_price: 151.2, volume: 5_000 } as const;
    expect(pnlInQuote(terms, quoteAt(150.9))).toBeCloseTo(1500, 9);
    const moved = { ...quoted, 'USD/JPY': 150.9 };
    // 1,500 ÷ 150.9 = 9.94035…; 1,500 ÷ 163.77 = 9.15918…
    expect(roundToMinor(pnlInQuote(terms, quoteAt(150.9)) / moved['USD/JPY']!)).toBe(994n);
    expect(pnlIn('EUR', 'JPY', terms, 150.9)).toBe(916n);
  });

  it('EUR/JPY: sell 5,000 from 164.126 to 163.770 is ¥1,780, which is +$11.77, not +$1,780.00', () => {
    const terms = { trade_type: 'sell', opening_price: 164.126, volume: 5_000 } as const;
    expect(pnlInQuote(terms, quoteAt(163.77))).toBeCloseTo(1780, 6);
    // 1,780 ÷ 151.2 = 11.77248…; on a euro account 1,780 ÷ 163.77 = 10.86890…
    expect(pnlIn('USD', 'JPY', terms, 163.77)).toBe(1177n);
    expect(pnlIn('EUR', 'JPY', terms, 163.77)).toBe(1087n);
    // Margin at 1:100: 5,000 × 163.77 ÷ 100 = ¥8,188.50 = $54.16 (8,188.5 ÷ 151.2 = 54.1567…)
    expect(
      roundToMinor(
        marginInQuote({ trade_type: 'sell', volume: 5_000, leverage: 100 }, quoteAt(163.77)) / 151.2,
      ),
    ).toBe(5416n);
  });

  it('EUR/GBP: buy 10,000 from 0.85500 to 0.85300 is −£20: −$25.40, and −€23.45 on a euro account', () => {
    const terms = { trade_type: 'buy', opening_price: 0.855, volume: 10_000 } as const;
    // −20 × 1.27 = −25.40; −20 ÷ 0.853 = −23.44665…
    expect(pnlIn('USD', 'GBP', terms, 0.853)).toBe(-2540n);
    expect(pnlIn('EUR', 'GBP', terms, 0.853)).toBe(-2345n);
  });

  it('gold (XAU/USD): buy 2 from 2,350.00 to 2,362.50 is +$25.00, +€22.99 on a euro account', () => {
    const terms = { trade_type: 'buy', opening_price: 2350, volume: 2 } as const;
    expect(pnlIn('USD', 'USD', terms, 2362.5)).toBe(2500n);
    expect(pnlIn('EUR', 'USD', terms, 2362.5)).toBe(2299n);
  });

  it('an index quoted in euros (GER40): buy 1 from 18,000.0 to 18,012.5 is €12.50, +$13.59', () => {
    const terms = { trade_type: 'buy', opening_price: 18_000, volume: 1 } as const;
    expect(pnlIn('EUR', 'EUR', terms, 18_012.5)).toBe(1250n);
    // 12.5 × 1.0875 = 13.59375, half away from zero to the cent
    expect(pnlIn('USD', 'EUR', terms, 18_012.5)).toBe(1359n);
  });
});

describe('bid and ask (figures worked by hand)', () => {
  // EUR/USD quoted 1.08750 / 1.08758 (0.8 pip); its mid, 1.08754, converts dollars to euros.
  const now: Quote = { bid: 1.0875, ask: 1.08758 };
  const pairs: PairPrice = (symbol) => (symbol === 'EUR/USD' ? midPrice(now) : undefined);

  it('a buy fills at the ask and a sell at the bid; each closes at the other', () => {
    expect(fillPrice('buy', now)).toBe(1.08758);
    expect(fillPrice('sell', now)).toBe(1.0875);
    expect(closingPrice('buy', now)).toBe(1.0875);
    expect(closingPrice('sell', now)).toBe(1.08758);
    expect(midPrice(now)).toBeCloseTo(1.08754, 12);
  });

  it('a position just filled shows the spread as its loss: 10,000 × 0.00008 = −$0.80, either side', () => {
    expect(roundToMinor(openingPnlInQuote({ trade_type: 'buy', volume: 10_000 }, now))).toBe(-80n);
    expect(roundToMinor(openingPnlInQuote({ trade_type: 'sell', volume: 10_000 }, now))).toBe(-80n);
  });

  it('a buy of 10,000 from 1.08508 is valued at the bid: +$24.20, +€22.25 at the mid', () => {
    const buy = { trade_type: 'buy', opening_price: 1.08508, volume: 10_000 } as const;
    // (1.08750 − 1.08508) × 10,000 = 24.20; 24.20 ÷ 1.08754 = 22.25205…
    expect(pnlIn('USD', 'USD', buy, now, pairs)).toBe(2420n);
    expect(pnlIn('EUR', 'USD', buy, now, pairs)).toBe(2225n);
  });

  it('a sell of 10,000 from 1.08500 is valued at the ask: −$25.80, −€23.72 at the mid', () => {
    const sell = { trade_type: 'sell', opening_price: 1.085, volume: 10_000 } as const;
    // (1.08500 − 1.08758) × 10,000 = −25.80; −25.80 ÷ 1.08754 = −23.72326…
    expect(pnlIn('USD', 'USD', sell, now, pairs)).toBe(-2580n);
    expect(pnlIn('EUR', 'USD', sell, now, pairs)).toBe(-2372n);
  });

  it('margin is valued at the closing price too: at 1:100, $108.75 for the buy, $108.76 for the sell', () => {
    expect(roundToMinor(marginInQuote({ trade_type: 'buy', volume: 10_000, leverage: 100 }, now))).toBe(
      10_875n,
    );
    // 10,000 × 1.08758 ÷ 100 = 108.758
    expect(roundToMinor(marginInQuote({ trade_type: 'sell', volume: 10_000, leverage: 100 }, now))).toBe(
      10_876n,
    );
  });
});
