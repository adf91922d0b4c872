/**
 * Laravel-shaped failures. Routes throw an ApiError; the app's error handler turns it into the
 * answer, so every failure of a kind has the same body wherever it comes from.
 */
import type { SessionEndReason } from '@contract/schemas/predicates';
import type { ErrorBody } from '@contract/schemas';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers?: Record<string, string>,
  ) {
    super(body.message);
  }
}

export type FieldErrors = Record<string, string[]>;

/** 422 with Laravel's summary: the first message, plus how many more there are. */
export function invalid(errors: FieldErrors): ApiError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new ApiError(422, { message, errors });
}

export function invalidField(field: string, message: string): ApiError {
  return invalid({ [field]: [message] });
}

/** 401; with the reason a session ended (rules.ts SESSION_END_REASONS) when a token was sent. */
export const unauthenticated = (reason?: SessionEndReason) =>
  new ApiError(401, { message: 'Unauthenticated.', ...(reason === undefined ? {} : { reason }) });
export const forbidden = () => new ApiError(403, { message: 'This action is unauthorized.' });
export const notFound = () => new ApiError(404, { message: 'Not found.' });
/** 429 on the field the form shows it at, with Retry-After in seconds. */
export function tooManyAttempts(field: string, message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    { message, errors: { [field]: [message] } },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export const badRequest = (message: string) => new ApiError(400, { message });
