import { describe, expect, it } from 'vitest';
import {
  categoryCounts,
  filterMarkets,
  forgetWatch,
  matchesQuery,
  NO_FILTER,
  openingFilter,
  QUERY_MAX,
  rememberWatch,
  searchKey,
  searchOfFilter,
  watchSearch,
} from './market-watch';

const markets = [
  { symbol: 'EUR/USD', name: 'Euro / US Dollar', category: 'forex' },
  { symbol: 'USD/JPY', name: 'US Dollar / Japanese Yen', category: 'forex' },
  { symbol: 'XAU/USD', name: 'Gold / US Dollar', category: 'metals' },
  { symbol: 'GER40', name: 'Germany 40 Index', category: 'indices' },
  { symbol: 'BTC/USD', name: 'Bitcoin / US Dollar', category: 'crypto' },
  { symbol: 'CAFE', name: 'Café Crème Index', category: 'synthetics' },
] as const;
const symbols = (list: readonly { symbol: string }[]) => list.map((market) => market.symbol);

describe("the market watch's search", () => {
  it('compares letters and digits alone, case and accents aside', () => {
    expect(searchKey('EUR/USD')).toBe('eurusd');
    expect(searchKey(' Café  Crème ')).toBe('cafecreme');
    expect(searchKey('ＧＥＲ４０')).toBe('ger40');
    expect(searchKey(' /- ')).toBe('');
  });

  it('finds a market by its symbol or its name, as typed', () => {
    const find = (query: string) => symbols(filterMarkets(markets, { category: 'all', query }));
    expect(find('eurusd')).toEqual(['EUR/USD']);
    expect(find('EUR/usd')).toEqual(['EUR/USD']);
    expect(find('ger 40')).toEqual(['GER40']);
    expect(find('us dollar')).toEqual(['EUR/USD', 'USD/JPY', 'XAU/USD', 'BTC/USD']);
    expect(find('creme')).toEqual(['CAFE']);
    expect(find('CRÈME')).toEqual(['CAFE']);
    expect(find('gold')).toEqual(['XAU/USD']);
    expect(find('nothing like it')).toEqual([]);
    expect(matchesQuery(markets[0], '  ')).toBe(true);
  });

  it('keeps to the chosen category, and with neither keeps the list as it is', () => {
    expect(filterMarkets(markets, NO_FILTER)).toBe(markets);
    expect(symbols(filterMarkets(markets, { category: 'forex', query: '' }))).toEqual(['EUR/USD', 'USD/JPY']);
    expect(symbols(filterMarkets(markets, { category: 'forex', query: 'jpy' }))).toEqual(['USD/JPY']);
    expect(symbols(filterMarkets(markets, { category: 'metals', query: 'eur' }))).toEqual([]);
    expect(symbols(filterMarkets(markets, { category: 'commodities', query: '' }))).toEqual([]);
  });
});

describe("the market watch's categories", () => {
  it("offers 'All' first, then each category listed, in order, with the markets the search finds", () => {
    expect(categoryCounts(markets, '')).toEqual([
      { category: 'all', count: 6 },
      { category: 'forex', count: 2 },
      { category: 'metals', count: 1 },
      { category: 'indices', count: 1 },
      { category: 'crypto', count: 1 },
      { category: 'synthetics', count: 1 },
    ]);
    // No commodities listed: no choice for them. A search counts what it finds, keeping every choice.
    expect(categoryCounts(markets, 'us dollar')).toEqual([
      { category: 'all', count: 4 },
      { category: 'forex', count: 2 },
      { category: 'metals', count: 1 },
      { category: 'indices', count: 0 },
      { category: 'crypto', count: 1 },
      { category: 'synthetics', count: 0 },
    ]);
  });
});

describe("the market watch's filter in the URL and the session", () => {
  it('reads a known category and a search from the URL, anything else as no filter', () => {
    expect(watchSearch({ market: 'crypto', q: 'btc' })).toEqual({ market: 'crypto', q: 'btc' });
    expect(watchSearch({ market: 'stocks', q: '   ' })).toEqual({});
    expect(watchSearch({ market: ['crypto'], q: 3 })).toEqual({});
    expect(watchSearch({ q: 'x'.repeat(500) }).q).toHaveLength(QUERY_MAX);
  });

  it("writes 'All' and an empty search as nothing", () => {
    expect(searchOfFilter(NO_FILTER)).toEqual({});
    expect(searchOfFilter({ category: 'all', query: ' ' })).toEqual({});
    expect(searchOfFilter({ category: 'metals', query: 'gold' })).toEqual({ market: 'metals', q: 'gold' });
  });

  it("opens with the URL's filter, else the session's last, forgotten at its end", () => {
    forgetWatch();
    expect(openingFilter({})).toEqual(NO_FILTER);
    rememberWatch({ category: 'crypto', query: 'bt' });
    expect(openingFilter({})).toEqual({ category: 'crypto', query: 'bt' });
    expect(openingFilter({ q: 'eur' })).toEqual({ category: 'all', query: 'eur' });
    expect(openingFilter({ market: 'forex' })).toEqual({ category: 'forex', query: '' });
    forgetWatch();
    expect(openingFilter({})).toEqual(NO_FILTER);
  });
});
