import { type } from 'arktype';
import { defaultRuntimeConfig, runtimeConfigSchema, type RuntimeConfig } from './runtime-config';
import { resolveApiBase } from './api-host';

export interface ResolvedConfig {
  raw: RuntimeConfig;
  apiBase: string | null;
  pusher: RuntimeConfig['pusher'] & { host: string; port: number };
  priceFeed: RuntimeConfig['priceFeed'] & { origin: string };
}

export class ConfigError extends Error {}

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
  };
}

/**
 * Reads /config.json once at start and validates it. A host that has none (a 404, or a static host
 * answering with its index page) gets the defaults; a file that is there but wrong is an error.
 */
export async function loadConfig(
  fetchImpl: typeof fetch = fetch,
  location: Location | URL = window.location,
): Promise<ResolvedConfig> {
  const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  if (response.status === 404 || (response.ok && !isJson)) {
    console.warn('[config] no /config.json on this host: using the defaults');
    return resolveConfig(defaultRuntimeConfig, location);
  }
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  const parsed = runtimeConfigSchema(await response.json());
  if (parsed instanceof type.errors) throw new ConfigError(parsed.summary);
  return resolveConfig(parsed, location);
}
