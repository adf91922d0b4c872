import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The Laravel envelope every successful call answers with. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  return c.json(message === undefined ? { success: true, data } : { success: true, message, data }, status);
}

/** The same envelope around `data` already written as JSON text. */
export function okJson(c: Context, dataJson: string) {
  return c.body(`{"success":true,"data":${dataJson}}`, 200, { 'Content-Type': 'application/json' });
}
