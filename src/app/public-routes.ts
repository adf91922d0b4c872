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

export function isPublicPath(pathname: string): boolean {
  return (publicPaths as readonly string[]).includes(normalizePath(pathname));
}
