/**
 * Malformed answers for property-based tests: every way a server, a proxy or the network can answer
 * badly. Each answer is made into a `fetch` outcome (a Response, a rejection, or a hang that only the
 * request's abort signal ends) and can be counted. Shared by the fetcher and the screen tests.
 */
import fc from 'fast-check';

export type BadAnswer =
  | { kind: 'wrong shape'; status: number; body: unknown }
  | { kind: 'html'; status: number; text: string }
  | { kind: 'empty'; status: number }
  | { kind: 'huge'; status: number; bytes: number }
  | { kind: 'not json'; status: number; text: string }
  | { kind: 'error with message'; status: number; message: string }
  | { kind: 'error without message'; status: number; body: unknown }
  | { kind: 'reset mid-body'; status: number }
  | { kind: 'network error' }
  | { kind: 'hang' };

const okStatus = fc.constantFrom(200, 201, 202, 203, 206);
const anyStatus = fc.oneof(okStatus, fc.integer({ min: 400, max: 599 }));
const errorStatus = fc.integer({ min: 400, max: 599 });

export const badAnswer = (options: { hangs?: boolean } = {}): fc.Arbitrary<BadAnswer> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('wrong shape' as const),
        status: okStatus,
        body: fc.jsonValue(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('html' as const),
        status: anyStatus,
        text: fc.string().map((s) => `<!doctype html><html><body><h1>502 Bad Gateway</h1>${s}</body></html>`),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('empty' as const),
        status: fc.constantFrom(200, 204, 500, 502),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('huge' as const),
        status: anyStatus,
        bytes: fc.integer({ min: 1_000_000, max: 3_000_000 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('not json' as const), status: anyStatus, text: fc.string() }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('error with message' as const),
        status: errorStatus,
        message: fc.string({ minLength: 1 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('error without message' as const),
        status: errorStatus,
        body: fc.jsonValue(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset mid-body' as const), status: anyStatus }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('network error' as const) }) },
    ...(options.hangs ? [{ weight: 1, arbitrary: fc.record({ kind: fc.constant('hang' as const) }) }] : []),
  );

const html = { 'Content-Type': 'text/html' };
const json = { 'Content-Type': 'application/json' };
/** A status that cannot carry a body (204, 205, 304) still answers, without one. */
const bodyless = (status: number) => status === 204 || status === 205 || status === 304;
const respond = (body: string, status: number, headers: Record<string, string>) =>
  new Response(bodyless(status) ? null : body, { status, headers });

/** What `fetch` does for this answer; a hang waits for the request's signal, as fetch does. */
export function answerWith(answer: BadAnswer, signal?: AbortSignal | null): Promise<Response> {
  switch (answer.kind) {
    case 'wrong shape':
      return Promise.resolve(respond(JSON.stringify(answer.body), answer.status, json));
    case 'html':
      return Promise.resolve(respond(answer.text, answer.status, html));
    case 'empty':
      return Promise.resolve(new Response(null, { status: answer.status }));
    case 'huge':
      return Promise.resolve(
        respond(JSON.stringify({ data: 'x'.repeat(answer.bytes) }), answer.status, json),
      );
    case 'not json':
      return Promise.resolve(respond(answer.text, answer.status, { 'Content-Type': 'text/plain' }));
    case 'error with message':
      return Promise.resolve(respond(JSON.stringify({ message: answer.message }), answer.status, json));
    case 'error without message':
      return Promise.resolve(respond(JSON.stringify(answer.body), answer.status, json));
    case 'reset mid-body': {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data": {"na'));
          controller.error(new TypeError('terminated: other side closed'));
        },
      });
      return Promise.resolve(
        new Response(bodyless(answer.status) ? null : stream, { status: answer.status, headers: json }),
      );
    }
    case 'network error':
      return Promise.reject(new TypeError('fetch failed'));
    case 'hang':
      return new Promise((_resolve, reject) => {
        const abort = () =>
          reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
        if (signal?.aborted) abort();
        signal?.addEventListener('abort', abort, { once: true });
      });
  }
}

/** The server's own `message` when the answer carries one that a client should show. */
export const serverMessageOf = (answer: BadAnswer): string | undefined =>
  answer.kind === 'error with message' ? answer.message : undefined;

/** A fixed seed, so a failure can be replayed; fast-check prints it with the counterexample. */
export const SEED = Number(process.env.FC_SEED ?? 20_260_423);

/** How many answers the property tests have fed so far (written to test-results at the end). */
export const tried = { count: 0, byKind: {} as Record<string, number> };
export function countAnswer(answer: BadAnswer) {
  tried.count += 1;
  tried.byKind[answer.kind] = (tried.byKind[answer.kind] ?? 0) + 1;
}
