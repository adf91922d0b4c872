/**
 * /config.json as the reference hosts serve it: the API on the page's own origin, and the realtime
 * services on the same host when the host runs them.
 */
import { runtimeConfigSchema, type RuntimeConfig } from '@contract/schemas/runtime-config';
import { type } from 'arktype';
import { API_BASE } from './core';

export interface RuntimeConfigOptions {
  pusherKey: string;
  priceFeedKey: string;
  /** False where no socket servers run (msw in the browser): the client polls instead. */
  realtime: boolean;
}

export function buildRuntimeConfig(options: RuntimeConfigOptions): RuntimeConfig {
  const config = runtimeConfigSchema({
    api: { rules: [], fallback: 'origin', path: API_BASE },
    pusher: {
      enabled: options.realtime,
      key: options.pusherKey,
      cluster: 'mt1',
      wsHost: null,
      wsPort: null,
      forceTLS: false,
    },
    priceFeed: { enabled: options.realtime, url: null, path: '/socket.io', key: options.priceFeedKey },
  });
  if (config instanceof type.errors) throw new Error(`runtime config: ${config.summary}`);
  return config;
}
