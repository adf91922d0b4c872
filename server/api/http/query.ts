/** Query parameters and URLs derived from the request. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core';
import { invalidField, notFound } from './errors';

/** Plain decimal digits only: Number() would also read '0x10', '1e3', ' 7 ' or '1.0'. */
const DECIMAL = /^-?\d+$/;

/**
 * An integer query parameter, or undefined when absent. Anything but a plain decimal integer within
 * the safe range (where Number() stops being exact) is a 422 on that parameter.
 */
export function integerQuery(c: Context, name: string, min?: number): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const value = DECIMAL.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || (min !== undefined && value < min)) {
    const label = name.replace(/_/g, ' ');
    throw invalidField(
      name,
      `The ${label} must be an integer${min === undefined ? '' : ` of at least ${min}`}.`,
    );
  }
  return value;
}

export const ACCOUNT_QUERY_REFUSED =
  'The account cannot be chosen in the address of this call: money moves on the live account, and an order names its account in its body.';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `?account_id=` chooses an account only where trades are read (GET /open/trades). A call that
 * changes something never takes its account from the address (money moves on the live account, an
 * order names its account in its body, a demo reset in its path), so one that names an account there
 * is refused rather than carried out on another account than the caller meant.
 */
export const refuseAccountQuery: MiddlewareHandler = async (c, next) => {
  if (!READS.has(c.req.method) && c.req.query('account_id') !== undefined) {
    throw invalidField('account_id', ACCOUNT_QUERY_REFUSED);
  }
  await next();
};

const RECORD_ID = /^[1-9]\d{0,14}$/;

/** A record id from the path; anything but a plain positive integer names no record (404). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!RECORD_ID.test(raw)) throw notFound();
  return Number(raw);
}

export function pageParam(c: Context): number {
  return integerQuery(c, 'page', 1) ?? 1;
}

/** The same URL with another page, keeping the other query parameters (customer_id). */
export function pageUrl(c: Context, page: number): string {
  const asked = new URL(c.req.url);
  const url = new URL(`${asked.pathname}${asked.search}`, requestOrigin(c));
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** The caller's address as the host gives it; callers it cannot tell apart share one bucket. */
export function clientAddress(c: Context<AppEnv>): string {
  return c.env?.clientAddress || 'unknown';
}

/**
 * The origin links the API hands out (pages, files) point at: the host's configured public origin,
 * never the Host header, which any caller can set (a file URL on another host would reach an admin's
 * page as a link and an image). Set for every request by the backend (backend.ts).
 */
export function requestOrigin(c: Context): string {
  return (c as Context<AppEnv>).get('origin');
}
