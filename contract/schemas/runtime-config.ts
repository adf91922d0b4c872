/**
 * The schemas of /config.json (src/config/runtime-config.ts says what it is for). The page checks
 * the file with the validator generated from `runtimeConfigSchema` (`wire.runtimeConfig`).
 */
import { type } from 'arktype';

export const hostRuleSchema = type({
  /** Exact host names (or IPv4 addresses) this rule applies to; `*` matches any IPv4 address. */
  'hosts?': 'string[]',
  /** A registrable domain: matches that domain and every subdomain of it. */
  'domain?': 'string',
  /** Origin of the API for matching pages, for example https://online.broker.example */
  baseUrl: 'string',
});
export type HostRule = typeof hostRuleSchema.infer;

/** Trading screens' tunables; any left out take their value from `defaultTradingConfig`. */
export const tradingConfigSchema = type({
  /** How often the trade lists refetch while the realtime connection is down (30 s by default). */
  'tradesPollIntervalMs?': '1000 <= number.integer <= 600000',
  /** Margin level (%) under which the dashboard warns. */
  'marginWarningLevel?': '0 < number <= 10000',
  /** Margin level (%) under which the warning turns destructive; not above the warning level. */
  'marginDangerLevel?': '0 < number <= 10000',
});

export const runtimeConfigSchema = type({
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
});
export type RuntimeConfig = typeof runtimeConfigSchema.infer;
