/** A pathname without its trailing slashes ('/' stays '/'), so '/login/' and '/login' are one route. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
