/**
 * Runtime configuration, served as /config.json next to the app so one build serves any tenant host.
 * Validated once at start; a malformed file is a start error, never a half-configured app.
 */
import { type } from 'arktype';
import { lazySchema } from '@/lib/contract/lazy-schema';

export const hostRuleSchema = lazySchema(() =>
  type({
    /** Exact host names (or IPv4 addresses) this rule applies to; `*` matches any IPv4 address. */
    'hosts?': 'string[]',
    /** A registrable domain: matches that domain and every subdomain of it. */
    'domain?': 'string',
    /** Origin of the API for matching pages, for example https://online.broker.example */
    baseUrl: 'string',
  }),
);
export type HostRule = typeof hostRuleSchema.infer;

/** Trading screens' tunables; each one may be left out and then takes its default below. */
export const tradingConfigSchema = lazySchema(() =>
  type({
    /** How often the trade lists refetch while the realtime connection is down (spec.md section 9: 30 s). */
    'tradesPollIntervalMs?': '1000 <= number.integer <= 600000',
    /** Margin level (%) under which the dashboard warns. */
    'marginWarningLevel?': '0 < number <= 10000',
    /** Margin level (%) under which the warning turns destructive; not above the warning level. */
    'marginDangerLevel?': '0 < number <= 10000',
  }),
);
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

export const runtimeConfigSchema = lazySchema(() =>
  type({
    api: {
      /** First matching rule wins. */
      rules: hostRuleSchema.array(),
      /** What to use when no rule matches: the page's own origin, or nothing (a configuration error). */
      fallback: "'origin' | 'none'",
      /** Path appended to the chosen origin. */
      path: 'string',
    },
    pusher: {
      enabled: 'boolean',
      key: 'string',
      cluster: 'string',
      /** null: the page's own host and port. */
      wsHost: 'string | null',
      wsPort: 'number.integer | null',
      forceTLS: 'boolean',
    },
    priceFeed: {
      enabled: 'boolean',
      /** null: the page's own origin. */
      url: 'string | null',
      path: 'string',
      key: 'string',
    },
    /** Optional: a host that leaves it out gets `defaultTradingConfig`. */
    'trading?': tradingConfigSchema,
  }),
);
export type RuntimeConfig = typeof runtimeConfigSchema.infer;

/**
 * What a host that serves no /config.json gets: the API on the page's own origin, and no realtime
 * services (the app polls instead). A plain static host can run the build as it is.
 */
export const defaultRuntimeConfig: RuntimeConfig = {
  api: { rules: [], fallback: 'origin', path: '/api/v1' },
  pusher: { enabled: false, key: '', cluster: 'mt1', wsHost: null, wsPort: null, forceTLS: true },
  priceFeed: { enabled: false, url: null, path: '/socket.io', key: '' },
};
