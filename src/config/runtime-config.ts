/**
 * Runtime configuration, served as /config.json next to the app so one build serves any tenant host.
 * Validated once at start; a malformed file is a start error, never a half-configured app.
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
});
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
