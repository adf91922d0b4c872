/**
 * The order of the market list: the customer's favourites first, then the rest, each group in the
 * broker's own order or by the column the customer sorted on. Price and change sort by the prices of
 * the moment the heading was clicked, not the live ones: rows that moved with every tick could be
 * neither read nor tapped.
 */
import { changeSinceOpen } from './session-change';

export type SortKey = 'symbol' | 'name' | 'price' | 'change';
export type SortDirection = 'ascending' | 'descending';

export interface MarketSort {
  key: SortKey;
  direction: SortDirection;
}

/** What a row is sorted by, from the prices at the click: the price and the session's first price. */
export interface PriceAtSort {
  price: number;
  open: number;
}

interface Market {
  id: number;
  symbol: string;
  name: string;
}

/** A heading clicked: its column ascending, or the other way round if it already was the sort. */
export function nextSort(current: MarketSort | null, key: SortKey): MarketSort {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

// As a reader orders names: case aside, and 'US30' before 'US500'.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The figure a row sorts by, or undefined when it had no price at the click (those go last). */
function figureOf(sort: SortKey, prices: ReadonlyMap<number, PriceAtSort>, id: number) {
  const at = prices.get(id);
  if (at === undefined) return undefined;
  return sort === 'price' ? at.price : changeSinceOpen(at.open, at.price).percent;
}

function sortGroup<T extends Market>(
  markets: readonly T[],
  sort: MarketSort,
  snapshot: ReadonlyMap<number, PriceAtSort>,
): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'symbol' || sort.key === 'name') {
    const key = sort.key;
    // Array.prototype.sort is stable: equal names keep the broker's order.
    return [...markets].sort((a, b) => sign * collator.compare(a[key], b[key]));
  }
  const key = sort.key;
  const figures = new Map(markets.map((market) => [market.id, figureOf(key, snapshot, market.id)]));
  return [...markets].sort((a, b) => {
    const x = figures.get(a.id);
    const y = figures.get(b.id);
    // A market without a price says nothing of its size: last whichever way the column is sorted.
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return sign * (x - y);
  });
}

/**
 * The markets in the order the list shows them: favourites first whatever the sort; within each
 * group `sort`'s order, or the broker's with no sort. `snapshot` is the prices at the click.
 */
export function orderMarkets<T extends Market>(
  markets: readonly T[],
  sort: MarketSort | null,
  favourites: ReadonlySet<number>,
  snapshot: ReadonlyMap<number, PriceAtSort>,
): readonly T[] {
  if (sort === null && favourites.size === 0) return markets;
  const starred = markets.filter((market) => favourites.has(market.id));
  const rest = favourites.size === 0 ? markets : markets.filter((market) => !favourites.has(market.id));
  if (sort === null) return [...starred, ...rest];
  return [...sortGroup(starred, sort, snapshot), ...sortGroup(rest, sort, snapshot)];
}
