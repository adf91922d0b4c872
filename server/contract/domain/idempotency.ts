/**
 * Idempotency keys (design.md section 3): a request that moves money (a payment, a savings move) or
 * puts it to work (starting the auto-trader) whose answer was lost on a flaky network is sent again
 * with the same key, and must not act twice. The first successful answer is
 * kept per user and key; the same key again answers it (200, not 201) without creating anything. A
 * refused request (422, 403) records nothing, so it can be corrected and sent with the same key.
 */
import { IDEMPOTENCY_HEADER } from '@/lib/contract/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Core } from '../core';
import { ok } from '../http/answer';
import { invalidField } from '../http/errors';
import type { IdempotentAnswer, IdempotentData } from '../types';

export const MAX_IDEMPOTENCY_KEY = 100;
/** Errors about the header go under this name, as a form field would. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

export type Endpoint = IdempotentAnswer['endpoint'];
export type DataOf<E extends Endpoint> = IdempotentData[E];

/** The caller's key, or a 422 when it is missing or too long. */
export function idempotencyKey(c: Context<AppEnv>): string {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (key === '') {
    throw invalidField(IDEMPOTENCY_FIELD, `The ${IDEMPOTENCY_HEADER} header is required.`);
  }
  if (key.length > MAX_IDEMPOTENCY_KEY) {
    throw invalidField(
      IDEMPOTENCY_FIELD,
      `The ${IDEMPOTENCY_HEADER} header may not be greater than ${MAX_IDEMPOTENCY_KEY} characters.`,
    );
  }
  return key;
}

// The user id comes first and holds no colon, so no two (user, key) pairs share an entry.
const entryKey = (userId: number, key: string) => `${userId}:${key}`;

/**
 * The answer this user's key already had, if any. A key first used for another call is a 422:
 * answering a card deposit to a wire transfer would be a wrong answer, and creating one a second
 * action under a key the client already spent.
 */
export function earlierAnswer<E extends Endpoint>(
  core: Core,
  userId: number,
  key: string,
  endpoint: E,
): DataOf<E> | undefined {
  const entry = core.store.state.idempotency.get(entryKey(userId, key));
  if (!entry) return undefined;
  if (entry.endpoint !== endpoint) {
    throw invalidField(IDEMPOTENCY_FIELD, 'This idempotency key was already used for another request.');
  }
  return entry.data as DataOf<E>;
}

export function rememberAnswer<E extends Endpoint>(
  core: Core,
  userId: number,
  key: string,
  endpoint: E,
  data: DataOf<E>,
): void {
  core.store.state.idempotency.set(entryKey(userId, key), { endpoint, data } as IdempotentAnswer);
}

/**
 * Before the body is read: a key already answered gets that answer again (200), so a retry costs no
 * upload attempt and is not judged again by rules that its own first success changed (the free margin
 * a pending withdrawal holds back). Otherwise the route runs and creates with createOnce().
 */
export function replayEarlier(core: Core, endpoint: Endpoint): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const earlier = earlierAnswer(core, c.get('user').id, idempotencyKey(c), endpoint);
    if (earlier) return ok(c, earlier);
    await next();
  };
}

/**
 * Creates once per key: `read` does the slow part (the body, an upload), then the key is looked up
 * again, since a copy of this request may have finished meanwhile (its upload is then dropped with
 * `abandon`), and `commit` judges and creates in one synchronous step, so two requests cannot both
 * pass a rule that only one of them may (two withdrawals each within the free margin, not together).
 */
export async function createOnce<E extends Endpoint, R>(
  core: Core,
  c: Context<AppEnv>,
  endpoint: E,
  steps: { read: () => Promise<R>; commit: (input: R) => DataOf<E>; abandon?: (input: R) => Promise<void> },
): Promise<Response> {
  const userId = c.get('user').id;
  const key = idempotencyKey(c);
  const input = await steps.read();
  let earlier: DataOf<E> | undefined;
  try {
    earlier = earlierAnswer(core, userId, key, endpoint);
    if (earlier === undefined) {
      const data = steps.commit(input);
      rememberAnswer(core, userId, key, endpoint, data);
      return ok(c, data, 201);
    }
  } catch (error) {
    await steps.abandon?.(input);
    throw error;
  }
  await steps.abandon?.(input);
  return ok(c, earlier);
}
