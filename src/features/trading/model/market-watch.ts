/**
 * What the market watch shows of the tenant's instruments: one category or all, and those whose symbol
 * or name holds what the customer typed. A search reads as a trader types it: case, accents, spaces
 * and punctuation aside, so 'eurusd' finds EUR/USD, 'ger 40' GER40 and 'euro' 'Euro / US Dollar'.
 *
 * The choice is the route's `?market=` and `?q=` (kept on reload and in a link), and the last one is
 * kept in memory for the session, so the watch is as the customer left it when they come back to it
 * from another screen; it is forgotten at the session's end, like the chosen instrument.
 */
import { assetCategories, isAssetCategory, type Asset, type AssetCategory } from '@contract';

export type CategoryChoice = AssetCategory | 'all';

export interface WatchFilter {
  category: CategoryChoice;
  /** As typed; matched through searchKey. */
  query: string;
}

export const NO_FILTER: WatchFilter = { category: 'all', query: '' };

/** The longest search kept: longer adds nothing to a symbol or a name, only to a URL. */
export const QUERY_MAX = 200;

type Listed = Pick<Asset, 'symbol' | 'name' | 'category'>;

/** Text as a search compares it: accents off, lower case, letters and digits only. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a market is what `query` asks for; an empty search (or one of only spaces or marks) asks for all. */
export function matchesQuery(market: Pick<Listed, 'symbol' | 'name'>, query: string): boolean {
  const key = searchKey(query);
  return key === '' || searchKey(market.symbol).includes(key) || searchKey(market.name).includes(key);
}

export function filterMarkets<T extends Listed>(markets: readonly T[], filter: WatchFilter): readonly T[] {
  if (filter.category === 'all' && searchKey(filter.query) === '') return markets;
  return markets.filter(
    (market) =>
      (filter.category === 'all' || market.category === filter.category) &&
      matchesQuery(market, filter.query),
  );
}

export interface CategoryCount {
  category: CategoryChoice;
  /** How many of its markets the search finds (all of them without one). */
  count: number;
}

/**
 * The choices the watch offers: 'All' first, then each category the tenant lists instruments in, in
 * the contract's order, each with how many of its markets match the search.
 */
export function categoryCounts(markets: readonly Listed[], query: string): CategoryCount[] {
  const listed = new Set(markets.map((market) => market.category));
  const found = markets.filter((market) => matchesQuery(market, query));
  return [
    { category: 'all', count: found.length },
    ...assetCategories
      .filter((category) => listed.has(category))
      .map((category) => ({
        category,
        count: found.filter((market) => market.category === category).length,
      })),
  ];
}

/** The watch's filter from a route's search: anything else is no filter, never an error. */
export function watchSearch(search: Record<string, unknown>): { market?: AssetCategory; q?: string } {
  const out: { market?: AssetCategory; q?: string } = {};
  if (isAssetCategory(search.market)) out.market = search.market;
  if (typeof search.q === 'string' && search.q.trim() !== '') out.q = search.q.slice(0, QUERY_MAX);
  return out;
}

/** The route's search for a filter: nothing for 'All' and an empty search, so a plain link stays plain. */
export const searchOfFilter = ({ category, query }: WatchFilter): { market?: AssetCategory; q?: string } => ({
  ...(category === 'all' ? {} : { market: category }),
  ...(query.trim() === '' ? {} : { q: query.slice(0, QUERY_MAX) }),
});

let lastFilter: WatchFilter = NO_FILTER;

export function rememberWatch(filter: WatchFilter) {
  lastFilter = filter;
}

export function forgetWatch() {
  lastFilter = NO_FILTER;
}

/**
 * The filter a screen opens the watch with: its URL's, when the URL names one; else the last one of
 * this session (the customer came back by a plain link).
 */
export function openingFilter(search: { market?: AssetCategory; q?: string }): WatchFilter {
  if (search.market === undefined && search.q === undefined) return lastFilter;
  return { category: search.market ?? 'all', query: search.q ?? '' };
}
