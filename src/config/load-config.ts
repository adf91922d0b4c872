import { type } from 'arktype';
import { runtimeConfigSchema, type RuntimeConfig } from './runtime-config';
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

/** Reads /config.json once at start and validates it. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ResolvedConfig> {
  const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  const parsed = runtimeConfigSchema(await response.json());
  if (parsed instanceof type.errors) throw new ConfigError(parsed.summary);
  return resolveConfig(parsed, window.location);
}
