/**
 * A small client for tests: calls the API (paths relative to /api/v1) or the test controls through
 * any fetch-like function (the Hono app directly, msw-patched fetch or a running server).
 */
import { type } from 'arktype';
import { onTestFinished } from 'vitest';
import { API_BASE, DEMO_BASE } from '../api';

export const DEMO_PASSWORD = 'demo-pass-1';

type Fetcher = (request: Request) => Response | Promise<Response>;

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as-is with a JSON content type (for malformed bodies). */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
}

export function apiClient(fetcher: Fetcher, origin = 'http://app.test') {
  const send = async (method: string, url: string, options: CallOptions = {}): Promise<Answer> => {
    const headers = new Headers(options.headers);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined || options.raw !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = options.raw ?? JSON.stringify(options.json);
    }
    const response = await fetcher(new Request(new URL(url, origin), { method, headers, body }));
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };

  const client = {
    origin,
    call: (method: string, path: string, options?: CallOptions) =>
      send(method, `${API_BASE}${path}`, options),
    control: (method: string, path: string, json?: unknown) => send(method, `${DEMO_BASE}${path}`, { json }),
    /**
     * Pins the markets' clock to a weekday's noon until the test ends, whatever day it runs: a closed
     * market does not trade, and one just opened quotes a wider spread (OPENING_SPREAD).
     */
    async openMarkets(): Promise<void> {
      await client.control('POST', '/markets/clock', { at: '2026-11-25T12:00:00Z' });
      onTestFinished(async () => {
        await client.control('POST', '/markets/clock', { at: null });
      });
    },
    async login(email: string, password = DEMO_PASSWORD): Promise<string> {
      const answer = await client.call('POST', '/auth/login', { json: { email, password } });
      if (answer.status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(answer.body)}`);
      return (answer.body as { data: { token: string } }).data.token;
    },
  };
  return client;
}

export type ApiClient = ReturnType<typeof apiClient>;

/** Checks an answer with the client's own schema, as the client's fetchers do. */
export function expectShape<T>(
  schema: (input: unknown) => T | InstanceType<typeof type.errors>,
  value: unknown,
): T {
  const out = schema(value);
  if (out instanceof type.errors) {
    throw new Error(
      `answer does not match the client's schema: ${out.summary}\n${JSON.stringify(value).slice(0, 600)}`,
    );
  }
  return out;
}

/** A file of the given size and type, for upload tests. */
/** The first bytes a real file of each type starts with, so fixtures pass the server's content check. */
const headers: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'application/msword': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  'application/vnd.ms-excel': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [0x50, 0x4b, 0x03, 0x04],
};

/** A file of `bytes` bytes that starts like a real one of its type (any other type: filler only). */
export function fileOf(name: string, mime: string, bytes = 16): File {
  const content = new Uint8Array(bytes).fill(7);
  content.set((headers[mime] ?? []).slice(0, bytes));
  return new File([content], name, { type: mime });
}

export function formWith(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
