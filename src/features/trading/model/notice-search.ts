/**
 * What a notice's link names on the trading screens (the server's `positionPath` and `ORDERS_PATH`):
 * one position (`?position=<id>`), or the pending orders (`?show=orders`). Read as any search is, so a
 * hand-edited or stray value opens the screen as it is, never an error.
 */

export interface PositionSearch {
  position?: number;
}

export interface OrdersSearch {
  show?: 'orders';
}

export function positionSearch(search: Record<string, unknown>): PositionSearch {
  const position = Number(search.position);
  return Number.isSafeInteger(position) && position > 0 ? { position } : {};
}

export function ordersSearch(search: Record<string, unknown>): OrdersSearch {
  return search.show === 'orders' ? { show: 'orders' } : {};
}
