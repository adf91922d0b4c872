import type { Context } from 'hono';
import { invalidField } from './errors';

/** `?page=` as a positive integer; absent means 1. */
export function pageParam(c: Context): number {
  const raw = c.req.query('page');
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1)
    throw invalidField('page', 'The page must be an integer of at least 1.');
  return page;
}

/** The same URL with another page, keeping the other query parameters (customer_id). */
export function pageUrl(c: Context, page: number): string {
  const url = new URL(c.req.url);
  url.searchParams.set('page', String(page));
  return url.toString();
}
