/**
 * The /trading route's `?asset=<id>`. Anything else (a stray value, a hand-edited link) is simply no
 * choice, never an error. Kept apart from the page: the route tree, which every screen loads,
 * imports this and must not pull the page and its chart in with it.
 */
export function tradingSearch(search: Record<string, unknown>): { asset?: number } {
  const asset = Number(search.asset);
  return Number.isSafeInteger(asset) && asset > 0 ? { asset } : {};
}
