import { describe, expect, it } from 'vitest';
import { figuresAtSort, nextSort, orderMarkets, type PriceAtSort } from './market-order';

const open = { state: 'open', next_open: null } as const;
const closed = { state: 'closed', next_open: '2030-01-06T22:00:00.000Z' } as const;
const halted = { state: 'halted', next_open: null } as const;
const markets = [
  { id: 1, symbol: 'EUR/USD', name: 'Euro vs US Dollar', market: open },
  { id: 2, symbol: 'BTC/USD', name: 'Bitcoin', market: open },
  { id: 3, symbol: 'US500', name: 'US 500 index', market: open },
  { id: 4, symbol: 'US30', name: 'us 30 index', market: open },
  { id: 5, symbol: 'XAU/USD', name: 'Gold', market: open },
];
const symbols = (list: readonly { symbol: string }[]) => list.map((market) => market.symbol);
const none = new Set<number>();
const snapshot = new Map<number, PriceAtSort>([
  [1, { price: 1.1 }],
  [2, { price: 60_000 }],
  [3, { price: 5_000 }],
  [4, { price: 40_000 }],
  // 5 had no price at the click.
]);

describe('the next sort of the market list', () => {
  it('sorts a new column ascending, and the same column the other way on each click', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', direction: 'ascending' });
    const once = nextSort(null, 'symbol');
    const twice = nextSort(once, 'symbol');
    expect(twice).toEqual({ key: 'symbol', direction: 'descending' });
    expect(nextSort(twice, 'symbol')).toEqual({ key: 'symbol', direction: 'ascending' });
    expect(nextSort(twice, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });
});

describe('the order of the market list', () => {
  it("keeps the broker's order without a sort or favourites, favourites first with them", () => {
    expect(orderMarkets(markets, null, none, new Map())).toEqual(markets);
    expect(symbols(orderMarkets(markets, null, new Set([5, 3]), new Map()))).toEqual([
      'US500',
      'XAU/USD',
      'EUR/USD',
      'BTC/USD',
      'US30',
    ]);
  });

  it('sorts symbols and names as a reader would, case aside and numbers by value', () => {
    const bySymbol = orderMarkets(markets, { key: 'symbol', direction: 'ascending' }, none, new Map());
    expect(symbols(bySymbol)).toEqual(['BTC/USD', 'EUR/USD', 'US30', 'US500', 'XAU/USD']);
    const byName = orderMarkets(markets, { key: 'name', direction: 'descending' }, none, new Map());
    expect(byName.map((market) => market.name)).toEqual([
      'US 500 index',
      'us 30 index',
      'Gold',
      'Euro vs US Dollar',
      'Bitcoin',
    ]);
  });

  it('keeps favourites first whatever the sort, each group sorted', () => {
    const favourites = new Set([5, 1]);
    const descending = orderMarkets(
      markets,
      { key: 'symbol', direction: 'descending' },
      favourites,
      snapshot,
    );
    expect(symbols(descending)).toEqual(['XAU/USD', 'EUR/USD', 'US500', 'US30', 'BTC/USD']);
  });

  it('sorts price by the prices at the click, a market without one last either way', () => {
    const up = orderMarkets(markets, { key: 'price', direction: 'ascending' }, none, snapshot);
    expect(symbols(up)).toEqual(['EUR/USD', 'US500', 'US30', 'BTC/USD', 'XAU/USD']);
    const down = orderMarkets(markets, { key: 'price', direction: 'descending' }, none, snapshot);
    expect(symbols(down)).toEqual(['BTC/USD', 'US30', 'US500', 'EUR/USD', 'XAU/USD']);
  });

  it("sorts change by the day's change in percent at the click, a market without a previous close last", () => {
    const days = [
      // EUR/USD +0.50 % (1.08 to 1.0854), BTC/USD −1.00 % (60,000 to 59,400), US500 +2.00 % (5,000 to
      // 5,100), US30 on its first day, XAU/USD without a price.
      { id: 1, digits: 5, day: { prev_close: 1.08, high: 1.09, low: 1.07 } },
      { id: 2, digits: 2, day: { prev_close: 60_000, high: 61_000, low: 59_000 } },
      { id: 3, digits: 1, day: { prev_close: 5_000, high: 5_200, low: 4_900 } },
      { id: 4, digits: 1, day: { prev_close: null, high: 40_100, low: 39_900 } },
      { id: 5, digits: 2, day: { prev_close: 2_650, high: 2_660, low: 2_640 } },
    ];
    const prices = new Map([
      [1, { price: 1.0854 }],
      [2, { price: 59_400 }],
      [3, { price: 5_100 }],
      [4, { price: 40_000 }],
    ]);
    const figures = figuresAtSort(days, prices);
    expect(figures.get(1)?.change).toBeCloseTo(0.5, 10);
    expect(figures.get(2)?.change).toBeCloseTo(-1, 10);
    expect(figures.get(4)).toEqual({ price: 40_000 });
    expect(figures.has(5)).toBe(false);
    const up = orderMarkets(markets, { key: 'change', direction: 'ascending' }, none, figures);
    expect(symbols(up)).toEqual(['BTC/USD', 'EUR/USD', 'US500', 'US30', 'XAU/USD']);
    const down = orderMarkets(markets, { key: 'change', direction: 'descending' }, none, figures);
    expect(symbols(down)).toEqual(['US500', 'EUR/USD', 'BTC/USD', 'US30', 'XAU/USD']);
  });

  it('lists open markets before closed and halted ones, within the favourites and within the rest', () => {
    // A Saturday: forex and the indices closed, one crypto market halted, gold starred and closed.
    const weekend = [
      { ...markets[0]!, market: closed },
      { ...markets[1]!, market: open },
      { ...markets[2]!, market: closed },
      { ...markets[3]!, market: halted },
      { ...markets[4]!, market: closed },
      { id: 6, symbol: 'ETH/USD', name: 'Ether', market: open },
    ];
    expect(symbols(orderMarkets(weekend, null, none, new Map()))).toEqual([
      'BTC/USD',
      'ETH/USD',
      'EUR/USD',
      'US500',
      'US30',
      'XAU/USD',
    ]);
    expect(symbols(orderMarkets(weekend, null, new Set([5, 6]), new Map()))).toEqual([
      'ETH/USD',
      'XAU/USD',
      'BTC/USD',
      'EUR/USD',
      'US500',
      'US30',
    ]);
    // A sort orders each group, never mixing a closed market in among the open ones.
    const bySymbol = orderMarkets(weekend, { key: 'symbol', direction: 'descending' }, none, new Map());
    expect(symbols(bySymbol)).toEqual(['ETH/USD', 'BTC/USD', 'XAU/USD', 'US500', 'US30', 'EUR/USD']);
  });
});
