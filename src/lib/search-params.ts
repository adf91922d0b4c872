/**
 * Search parameters reach the routes as the strings the URL has. The router's default parser turns
 * `?q=123456` into a number and `?q=true` into a boolean, which then fails the route's own parsing;
 * these keep every value as written, and each route's `validateSearch` reads its own parameters
 * (`q`, `type`, `token`, `walletId`, `status`, `customer`, `asset`) from them.
 */
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A route's `validateSearch` for the one optional parameter it reads: kept when the URL has it (as a
 * string: parseSearch), left out otherwise. A route reads nothing else from its URL.
 */
export const optionalSearch =
  <Name extends string>(name: Name) =>
  (search: Record<string, unknown>): { [K in Name]?: string } =>
    typeof search[name] === 'string' ? ({ [name]: search[name] } as { [K in Name]?: string }) : {};
