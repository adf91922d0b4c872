import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@contract';
import { configureApiClient, request } from '@/lib/api';

/** A promise that never settles: a phase the call would otherwise wait in forever. */
const never = <T>() => new Promise<T>(() => {});

describe("request and its caller's signal", () => {
  let controller: AbortController;
  const reason = new DOMException('The screen was left.', 'AbortError');
  const call = () => request(api.siteData, '/data', { signal: controller.signal });

  beforeEach(() => {
    controller = new AbortController();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    configureApiClient({ baseUrl: () => 'http://localhost/api/v1', token: () => 'tok' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Lets the call reach the phase the test holds it in. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('rejects with the abort while it waits for the runtime config', async () => {
    configureApiClient({ baseUrl: never });
    const result = call();
    await settle();
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
  });

  it('rejects with the abort while it waits for the server, even if the request does not end', async () => {
    const fetch = vi.fn(never<Response>);
    vi.stubGlobal('fetch', fetch);
    const result = call();
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
  });

  it('rejects with the abort while the body arrives', async () => {
    vi.stubGlobal('fetch', async () => ({ ok: true, status: 200, json: never, headers: new Headers() }));
    const result = call();
    await settle();
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
  });

  it('starts nothing for a signal that has already aborted', async () => {
    const fetch = vi.fn(never<Response>);
    vi.stubGlobal('fetch', fetch);
    controller.abort(reason);
    await expect(call()).rejects.toBe(reason);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs nothing for a call its caller cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason as Error)),
        ),
    );
    const result = call();
    await settle();
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
    await settle();
    expect(console.error).not.toHaveBeenCalled();
  });
});
