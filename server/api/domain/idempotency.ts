/**
 * Idempotency keys: a request that moves money (a payment, a savings move) or puts it to work (an
 * order, a close, starting the auto-trader) whose answer was lost on a flaky network is sent again
 * with the same key, and must not act twice. The first successful answer is kept per user and key
 * with a digest of its request (method, path and body); the same key with the same request answers
 * it again (200, not 201) without creating anything, and with another request is a 422, as the IETF
 * Idempotency-Key draft says: answering a withdrawal of 500.00 with the record of one of 10.00, or a
 * close of one position with another's, would tell the caller something false. A refused request
 * (422, 403) records nothing, so it can be corrected and sent with the same key. Answers are kept for
 * a bounded time and number (idempotency-ledger.ts).
 */
import { IDEMPOTENCY_HEADER } from '@contract/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Core } from '../core';
import { sha256Hex } from '../crypto';
import { ok } from '../http/body';
import { stillAdmitted } from '../http/auth';
import { invalidField } from '../http/errors';
import type { IdempotentAnswer, IdempotentData } from '../types';

export const KEY_REUSED = 'This idempotency key was already used for a different request.';

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

/** JSON with its object keys in one order, so the same body spelled in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    const fields = keys.map(
      (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
    );
    return `{${fields.join(',')}}`;
  }
  // JSON.stringify writes Infinity and NaN as null, which would make them the same request as null.
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value);
}

/**
 * A digest of what the request asks for: its method and path (closing position 1 is not closing
 * position 2, though both bodies may be empty), and its JSON body in canonical form or a form's fields
 * with each file's name, type and content digest (a multipart envelope's boundary differs on every
 * send). Hono keeps the body once read, so the route's own parsing reads it again for free.
 */
async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const encoder = new TextEncoder();
  let canonical: string;
  if ((c.req.header('Content-Type') ?? '').includes('multipart/form-data')) {
    const fields: [string, unknown][] = [];
    for (const [name, value] of await c.req.formData()) {
      fields.push([
        name,
        typeof value === 'string'
          ? value
          : { name: value.name, type: value.type, sha256: await sha256Hex(await value.arrayBuffer()) },
      ]);
    }
    canonical = canonicalJson(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  } else {
    const text = await c.req.text();
    try {
      canonical = canonicalJson(text.trim() === '' ? {} : JSON.parse(text));
    } catch {
      canonical = text;
    }
  }
  // The body may have taken long to arrive.
  stillAdmitted(c);
  return `${c.req.method} ${c.req.path} ${canonical.length} ${await sha256Hex(encoder.encode(canonical))}`;
}

/**
 * The answer this user's key already had, if any. A key first used for another request (another
 * call, another path, another body) is a 422: answering it would be a wrong answer, and creating
 * anything a second action under a key the client already spent.
 */
function earlierAnswer<E extends Endpoint>(
  core: Core,
  userId: number,
  key: string,
  endpoint: E,
  fingerprint: string,
): DataOf<E> | undefined {
  const entry = core.store.idempotency.get(userId, key);
  if (!entry) return undefined;
  // The path is in the fingerprint, so the same fingerprint is the same call: the endpoint check
  // only lets the answer be typed as this call's.
  if (entry.fingerprint !== fingerprint || entry.endpoint !== endpoint) {
    throw invalidField(IDEMPOTENCY_FIELD, KEY_REUSED);
  }
  return entry.data as DataOf<E>;
}

/**
 * Before the route's own checks: a key already answered gets that answer again (200) once its body
 * shows the same request, so a retry costs no upload attempt and is not judged again by rules that
 * its own first success changed (the free margin a pending withdrawal holds back). Otherwise the
 * route runs and creates with createOnce().
 */
export function replayEarlier(core: Core, endpoint: Endpoint): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = idempotencyKey(c);
    if (core.store.idempotency.get(c.get('user').id, key)) {
      const earlier = earlierAnswer(core, c.get('user').id, key, endpoint, await fingerprintOf(c));
      if (earlier) return ok(c, earlier);
    }
    await next();
  };
}

/**
 * Creates once per key: `read` does the slow part (the body, an upload), then the caller's session
 * is admitted again and the key looked up again, since the session may have ended and a copy of this
 * request may have finished meanwhile (its upload is then dropped with `abandon`), and `commit`
 * judges and creates in the same synchronous step, so nothing can change between the checks and the
 * change: two requests cannot both pass a rule that only one of them may (two withdrawals each within
 * the free margin, not together), and a session signed out everywhere commits nothing.
 */
export async function createOnce<E extends Endpoint, R>(
  core: Core,
  c: Context<AppEnv>,
  endpoint: E,
  steps: {
    read: () => Promise<R>;
    commit: (input: R) => DataOf<E>;
    abandon?: (input: R) => Promise<void>;
    /** The first answer's status: 201 for what it creates (the default), 200 for a change. */
    status?: 200 | 201;
  },
): Promise<Response> {
  const key = idempotencyKey(c);
  const input = await steps.read();
  let earlier: DataOf<E> | undefined;
  try {
    const fingerprint = await fingerprintOf(c);
    // From here to the commit nothing awaits.
    stillAdmitted(c);
    const userId = c.get('user').id;
    earlier = earlierAnswer(core, userId, key, endpoint, fingerprint);
    if (earlier === undefined) {
      const data = steps.commit(input);
      core.store.idempotency.set(userId, key, { endpoint, data, fingerprint } as IdempotentAnswer);
      return ok(c, data, steps.status ?? 201);
    }
  } catch (error) {
    await steps.abandon?.(input);
    throw error;
  }
  await steps.abandon?.(input);
  return ok(c, earlier);
}
