import { normalizePath } from '@/lib/path';

/** Routes that need no login and skip the post-login data fetch. */
export const publicPaths = [
  '/register/country-residence',
  '/signup',
  '/',
  '/login',
  '/auto-login',
  '/register',
  '/forgot-password',
] as const;

type PublicPath = (typeof publicPaths)[number];

/**
 * The public pages where a 401 is an answer to show (a wrong password, say), not a reason to sign out.
 * On every other page, the other public ones included, a 401 means the session is over.
 */
const answers401Paths: ReadonlySet<string> = new Set<PublicPath>([
  '/',
  '/login',
  '/register',
  '/forgot-password',
]);

export function isPublicPath(pathname: string): boolean {
  return (publicPaths as readonly string[]).includes(normalizePath(pathname));
}

export function signsOutOn401(pathname: string): boolean {
  return !answers401Paths.has(normalizePath(pathname));
}
