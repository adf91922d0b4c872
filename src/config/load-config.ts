import { checked, Mismatch } from '@/lib/api';
import { wire } from '@contract';
import {
  defaultRuntimeConfig,
  resolveTradingConfig,
  type RuntimeConfig,
  type TradingConfig,
} from './runtime-config';
import { resolveApiBase } from './api-host';

export interface ResolvedConfig {
  raw: RuntimeConfig;
  apiBase: string | null;
  pusher: RuntimeConfig['pusher'] & { host: string; port: number };
  priceFeed: RuntimeConfig['priceFeed'] & { origin: string };
  trading: TradingConfig;
}

export class ConfigError extends Error {}

/**
 * How long /config.json may take. A host that never answers must not hold the app on its loading
 * screen: after this the load fails (as a time-out) and the next call asks again.
 */
export const CONFIG_TIMEOUT_MS = 10_000;

export function resolveConfig(raw: RuntimeConfig, location: Location | URL): ResolvedConfig {
  const pagePort = Number(location.port) || (location.protocol === 'https:' ? 443 : 80);
  return {
    raw,
    apiBase: resolveApiBase(raw.api, location),
    pusher: {
      ...raw.pusher,
      host: raw.pusher.wsHost ?? location.hostname,
      port: raw.pusher.wsPort ?? pagePort,
    },
    priceFeed: { ...raw.priceFeed, origin: raw.priceFeed.url ?? location.origin },
    trading: resolveTradingConfig(raw.trading),
  };
}

/**
 * Reads /config.json once at start and validates it. A host that has none (a 404, or a static host
 * answering with its index page) gets the defaults; a file that is there but wrong is an error.
 * One that does not answer in `timeoutMs` rejects with the fetch's `TimeoutError`.
 */
export async function loadConfig(
  fetchImpl: typeof fetch = fetch,
  location: Location | URL = window.location,
  { timeoutMs = CONFIG_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ResolvedConfig> {
  // The body is read under the same signal: a server that sends headers and then stalls is a hang too.
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' }, signal });
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  if (response.status === 404 || (response.ok && !isJson)) {
    console.warn('[config] no /config.json on this host: using the defaults');
    return resolveConfig(defaultRuntimeConfig, location);
  }
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  const raw: unknown = await response.json();
  try {
    return resolveConfig(checked(wire.runtimeConfig, raw), location);
  } catch (error) {
    throw error instanceof Mismatch ? new ConfigError(error.problem) : error;
  }
}
