/**
 * The API module: every call to the server goes through `request` (or `upload`), and every failure
 * rejects with an `ApiError`.
 *
 * Checking data against the contract before anything uses it: every answer, realtime event, stored
 * state and config file goes through `checked`, with the validator generated from its schema when the
 * app was built (`api.user`, `stored.session` ... from @contract). Synchronous, on the page's thread.
 */
import { wire, type ErrorBody, type Validator } from '@contract';
import { m } from '@/i18n';

/** The value does not match its schema; `problem` says where (for the log, never for the user). */
export class Mismatch extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'Mismatch';
  }
}

/** The value, typed, once it passed; throws `Mismatch` otherwise. */
export function checked<T>(validator: Validator<T>, value: unknown): T {
  if (validator.test(value)) return value as T;
  const error = validator.test.errors?.[0];
  const where = error
    ? `${error.instancePath || 'the value'} fails ${error.keyword} ${JSON.stringify(error.params)}`
    : 'it does not match';
  throw new Mismatch(`${validator.name}: ${where}`);
}

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

export const REQUEST_TIMEOUT_MS = 15_000;

interface ClientConfig {
  /** The API base; may wait for the runtime config, so no screen has to wait for it before rendering. */
  baseUrl: () => string | null | Promise<string | null>;
  token: () => string | null;
  /**
   * Called on any 401, with the answer's `reason` (why the session ended, when it says); the app
   * decides from the current route whether that signs the user out.
   */
  onUnauthorized: (reason?: string) => void;
  /**
   * Called on a 403 that asks for a fresh proof that it is the user (`step_up_required`), with the
   * proofs the server takes; resolves true once the user gave one, and the call is then sent again.
   */
  onStepUpRequired: (methods: string[]) => Promise<boolean>;
  /** A whole call's time limit, waiting for the runtime config included. Tests shorten it. */
  timeoutMs: number;
}

let config: ClientConfig = {
  baseUrl: () => null,
  token: () => null,
  onUnauthorized: () => {},
  onStepUpRequired: () => Promise.resolve(false),
  timeoutMs: REQUEST_TIMEOUT_MS,
};

/**
 * Wired once, by the app's start (src/app/session-machine.ts): the API base, the session's token and
 * what a 401 does come from there, so the client itself knows nothing of sessions. Features only call
 * `request` and `upload`; tests may shorten `timeoutMs` or point `baseUrl` at their backend.
 */
export function configureApiClient(next: Partial<ClientConfig>) {
  config = { ...config, ...next };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const url = new URL(base.replace(/\/+$/, '') + path, globalThis.location?.origin ?? 'http://localhost');
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.toString();
}

/** `token` is read by the caller before its first await: a call made just before sign-out must still carry it. */
function headersFor(options: RequestOptions, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const isTimeoutError = (error: unknown) => (error as { name?: unknown } | null)?.name === 'TimeoutError';

/** One call's time limit and its caller's cancel signal, joined; `timeout` tells the two apart. */
function callSignals(caller: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  return { timeout, signal: caller ? AbortSignal.any([caller, timeout]) : timeout };
}

/**
 * The call's URL. Waiting for the runtime config counts against the call's own time limit, so a
 * config that never arrives ends the call like a server that never answers.
 */
async function resolveUrl(
  path: string,
  query: RequestOptions['query'],
  { signal, timeout }: ReturnType<typeof callSignals>,
  caller?: AbortSignal,
): Promise<string> {
  let base: string | null;
  try {
    base = await untilAborted(Promise.resolve().then(config.baseUrl), signal);
  } catch (error) {
    if (caller?.aborted) throw error;
    console.error('[api] the runtime configuration could not be loaded', error);
    if (timeout.aborted || isTimeoutError(error)) throw new ApiError(m.errors.timeout, 'timeout');
    // fetch rejects with a TypeError when there is no network: that is unreachable, not misconfigured.
    if (error instanceof TypeError) throw new ApiError(m.errors.network, 'network');
    throw new ApiError(m.errors.configUnavailable, 'config');
  }
  if (!base) throw new ApiError(m.errors.noBaseUrl, 'config');
  return buildUrl(base, path, query);
}

/**
 * Checks a body. An answer off the contract is `Invalid response from server.`: asking again would
 * get the same answer.
 */
export function validate<T>(validator: Validator<T>, body: unknown, where: string): T {
  try {
    return checked(validator, body);
  } catch (error) {
    if (!(error instanceof Mismatch)) throw error;
    console.error(`[api] ${where}: response did not match the contract`, error.problem);
    throw new ApiError(m.errors.invalidResponse, 'invalid');
  }
}

function failure(status: number, body: unknown, where: string, retryAfter?: string | null): ApiError {
  const errorBody: ErrorBody | undefined = wire.errorBody.test(body) ? (body as ErrorBody) : undefined;
  console.error(`[api] ${where} failed with ${status}`, errorBody?.message ?? '');
  if (status === 401) config.onUnauthorized(errorBody?.reason);
  return new ApiError(
    errorBody?.message || m.errors.requestFailed(status),
    'http',
    status,
    errorBody,
    retryAfterSeconds(retryAfter ?? null),
  );
}

/**
 * One JSON call: bearer header, 15 s time-out (config included), failures logged and rejected, answers
 * validated. The caller's signal ends it at once, whatever it is waiting for (the config, the server,
 * the body), with the signal's reason.
 */
export function request<T>(validator: Validator<T>, path: string, options: RequestOptions = {}): Promise<T> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  const call = send(validator, path, options);
  return signal ? untilAborted(call, signal) : call;
}

/** Whether a refusal asks for a step-up: the call may then be sent again once the user proved it is them. */
const stepUpMethodsOf = (status: number, body: unknown): string[] | undefined =>
  status === 403 && wire.errorBody.test(body) && (body as ErrorBody).step_up_required === true
    ? ((body as ErrorBody).methods ?? [])
    : undefined;

/**
 * `stepUpAsked`: this is the call sent again after a step-up, which asks no second time (a server
 * that refuses it again has its reason, which the caller is told).
 */
async function send<T>(
  validator: Validator<T>,
  path: string,
  options: RequestOptions,
  stepUpAsked = false,
): Promise<T> {
  const token = config.token();
  const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
  const where = `${method} ${path}`;
  // The clock starts before the URL is known: the whole call, config included, honours the limit.
  const signals = callSignals(options.signal);
  const { timeout, signal } = signals;
  const url = await resolveUrl(path, options.query, signals, options.signal);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: headersFor(options, token),
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    console.error(`[api] ${where} ${timedOut ? 'timed out' : 'could not reach the server'}`, error);
    throw new ApiError(timedOut ? m.errors.timeout : m.errors.network, timedOut ? 'timeout' : 'network');
  }
  // A body that is not JSON is no body; an abort while it arrives ends the call.
  const body = await response.json().catch((error: unknown) => {
    if (options.signal?.aborted) throw error;
    return undefined;
  });
  if (!response.ok) {
    const methods = stepUpAsked ? undefined : stepUpMethodsOf(response.status, body);
    if (methods && (await config.onStepUpRequired(methods)) && !options.signal?.aborted)
      return send(validator, path, options, true);
    throw failure(response.status, body, where, response.headers.get('Retry-After'));
  }
  return validate(validator, body, where);
}

/**
 * A multipart upload with progress. fetch cannot report upload progress, so this one call uses XHR,
 * with the same headers, 401 handling and validation as `request`. Its time-out counts silence, not
 * duration: a 10 MB photo on a slow uplink takes minutes, and fails only after 15 s without progress.
 */
export function upload<T>(
  validator: Validator<T>,
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<T> {
  const where = `POST ${path}`;
  const token = config.token();
  return resolveUrl(path, undefined, callSignals(signal), signal).then(
    (url) =>
      new Promise<T>((resolve, reject) => {
        const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
        if (signal?.aborted) return reject(abortError());
        const xhr = new XMLHttpRequest();
        let silence: ReturnType<typeof setTimeout> | undefined;
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(silence);
          signal?.removeEventListener('abort', onAbort);
          outcome();
        };
        // A time-out or a cancel ends the call itself, before abort(): the abort event that abort()
        // fires would say cancelled, and for a request not really sent yet (one a mock still holds,
        // say) it fires none at all.
        const stop = (error: Error) => {
          settle(() => reject(error));
          xhr.abort();
        };
        const stillAlive = () => {
          if (settled) return;
          clearTimeout(silence);
          silence = setTimeout(() => stop(new ApiError(m.errors.timeout, 'timeout')), config.timeoutMs);
        };
        const onAbort = () => stop(abortError());
        xhr.open('POST', url);
        headersFor(headers ? { headers } : {}, token).forEach((value, key) =>
          xhr.setRequestHeader(key, value),
        );
        xhr.upload.onprogress = (e) => {
          stillAlive();
          if (e.lengthComputable) onProgress?.(e.loaded / e.total);
        };
        xhr.onprogress = stillAlive;
        xhr.onload = () =>
          settle(() => {
            let body: unknown;
            try {
              body = JSON.parse(xhr.responseText);
            } catch {
              body = undefined;
            }
            if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, body, where));
            try {
              resolve(validate(validator, body, where));
            } catch (error) {
              reject(error as Error);
            }
          });
        xhr.onerror = () => settle(() => reject(new ApiError(m.errors.network, 'network')));
        xhr.onabort = () => settle(() => reject(abortError()));
        signal?.addEventListener('abort', onAbort);
        stillAlive();
        xhr.send(form);
      }),
  );
}
