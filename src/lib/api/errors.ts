import type { ErrorBody } from '@contract';

/** `invalid`: the answer is off the contract. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid' | 'config';

/** Every failed call rejects with this; `message` is safe to show, `serverMessage` is the API's own words. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status = 0,
    readonly body?: ErrorBody,
    /** Seconds the server asked the client to wait (its `Retry-After`), when it said so. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }

  /** First message per field of a 422 answer. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {})) {
      if (messages[0]) out[field] = messages[0];
    }
    return out;
  }
}

/**
 * A `Retry-After` header as seconds from `now`: either a whole number of seconds or an HTTP date
 * (RFC 9110 section 10.2.3). Anything else is no answer rather than a guess.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // Only a date with letters in it: Date.parse reads plain numbers such as '-5' as years.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message when it sent one, else the screen's own fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.kind === 'http' && error.serverMessage) || fallback;
}
