import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

const page = new URL('https://tenant.example/login');
const answer = (body: string, status: number, type: string) =>
  vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': type } }),
  ) as unknown as typeof fetch;

describe('loadConfig', () => {
  it('reads and resolves a valid config against the page', async () => {
    const config = {
      api: { rules: [], fallback: 'origin', path: '/api/v1' },
      pusher: { enabled: true, key: 'k', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: true },
      priceFeed: { enabled: true, url: null, path: '/socket.io', key: 'p' },
    };
    const resolved = await loadConfig(answer(JSON.stringify(config), 200, 'application/json'), page);
    expect(resolved.apiBase).toBe('https://tenant.example/api/v1');
    expect(resolved.pusher).toMatchObject({ host: 'tenant.example', port: 443 });
    expect(resolved.priceFeed.origin).toBe('https://tenant.example');
    // No trading section: the spec's 30 s polling and the 100 % / 50 % margin thresholds.
    expect(resolved.trading).toEqual({
      tradesPollIntervalMs: 30_000,
      marginWarningLevel: 100,
      marginDangerLevel: 50,
    });
  });

  it('takes trading settings from the file, over the defaults, and refuses nonsense ones', async () => {
    const base = {
      api: { rules: [], fallback: 'origin', path: '/api/v1' },
      pusher: { enabled: true, key: 'k', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: true },
      priceFeed: { enabled: true, url: null, path: '/socket.io', key: 'p' },
    };
    const json = (trading: unknown) => answer(JSON.stringify({ ...base, trading }), 200, 'application/json');
    const resolved = await loadConfig(json({ tradesPollIntervalMs: 2000, marginDangerLevel: 150 }), page);
    // A danger level above the warning level is capped to it.
    expect(resolved.trading).toEqual({
      tradesPollIntervalMs: 2000,
      marginWarningLevel: 100,
      marginDangerLevel: 100,
    });
    await expect(loadConfig(json({ tradesPollIntervalMs: 10 }), page)).rejects.toBeInstanceOf(ConfigError);
    await expect(loadConfig(json({ marginWarningLevel: -1 }), page)).rejects.toBeInstanceOf(ConfigError);
  });

  it('falls back to the defaults on a host with no config: a 404 or an index page', async () => {
    for (const fetchImpl of [
      answer('Not found', 404, 'text/plain'),
      answer('<!doctype html>', 200, 'text/html'),
    ]) {
      const resolved = await loadConfig(fetchImpl, page);
      expect(resolved.apiBase).toBe('https://tenant.example/api/v1');
      expect(resolved.pusher.enabled).toBe(false);
      expect(resolved.priceFeed.enabled).toBe(false);
    }
  });

  it('refuses a config that is there but wrong, or a server error', async () => {
    await expect(loadConfig(answer('{"api":{}}', 200, 'application/json'), page)).rejects.toBeInstanceOf(
      ConfigError,
    );
    await expect(loadConfig(answer('oops', 500, 'text/plain'), page)).rejects.toBeInstanceOf(ConfigError);
  });

  it('gives up on a host that never answers, as a time-out', async () => {
    const silent = vi.fn(
      (_input: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    ) as unknown as typeof fetch;
    await expect(loadConfig(silent, page, { timeoutMs: 20 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
