/**
 * Runtime configuration, served as /config.json next to the app so one build serves any tenant host.
 * Validated once at start (its schema: contract/schemas/runtime-config.ts); a malformed file is a start error, never a
 * half-configured app.
 */
import type { RuntimeConfig, tradingConfigSchema } from '@contract/schemas/runtime-config';

export type { HostRule, RuntimeConfig } from '@contract/schemas/runtime-config';
export type TradingConfig = Required<typeof tradingConfigSchema.infer>;

export const defaultTradingConfig: TradingConfig = {
  tradesPollIntervalMs: 30_000,
  marginWarningLevel: 100,
  marginDangerLevel: 50,
};

/** The trading settings a config file asks for, over the defaults; a danger level above the warning one is capped to it. */
export function resolveTradingConfig(raw: RuntimeConfig['trading']): TradingConfig {
  const merged = { ...defaultTradingConfig, ...raw };
  return { ...merged, marginDangerLevel: Math.min(merged.marginDangerLevel, merged.marginWarningLevel) };
}

/**
 * What a host that serves no /config.json gets: the API on the page's own origin, and no realtime
 * services (the app polls instead). A plain static host can run the build as it is.
 */
export const defaultRuntimeConfig: RuntimeConfig = {
  api: { rules: [], fallback: 'origin', path: '/api/v1' },
  pusher: { enabled: false, key: '', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: true },
  priceFeed: { enabled: false, url: null, path: '/socket.io', key: '' },
};
