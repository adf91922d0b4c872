import type { ErrorBody } from '@/lib/contract';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid' | 'config';

/** Every failed call rejects with this; `message` is safe to show, `serverMessage` is the API's own words. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status = 0,
    readonly body?: ErrorBody,
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

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message when it sent one, else the screen's own fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.kind === 'http' && error.serverMessage) || fallback;
}
