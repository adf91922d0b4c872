import { normalizePath } from '@/lib/path';

/** Paths where a 401 is an answer to show, not a reason to sign out. */
const exemptPaths = new Set(['/', '/login', '/register', '/forgot-password']);

export function signsOutOn401(pathname: string): boolean {
  return !exemptPaths.has(normalizePath(pathname));
}
