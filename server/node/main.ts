/**
 * `tsx server/node/main.ts [--dev]`: the demo tenant on one loopback port.
 * Environment: HOST, PORT, DEMO_CONTROLS ('0' disables /__demo), PUSHER_SECRET, PRICE_FEED_KEY, PRICE_HZ,
 * DEMO_BULK_CUSTOMERS (extra generated customers, for benchmarks of the admin list), STATIC_DIR (the
 * built client to serve instead of dist/: a test swaps versions in one), PUBLIC_ORIGIN (where customers
 * reach the host, for the links the API hands out; default the address it listens on), DATA_DIR (what
 * the server keeps between starts: its Web Push key pair; default ~/.northwind-broker), PUSH_ORIGINS
 * (comma-separated origins of push services beyond the browsers', e.g. a test's on loopback).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { MAX_BULK_CUSTOMERS } from '../api';
import { startServer } from './start-server';

function numberFromEnv(name: string, valid: (value: number) => boolean): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!valid(value)) {
    console.error(`${name}=${raw} is not valid.`);
    process.exit(1);
  }
  return value;
}

const server = await startServer({
  host: process.env.HOST || '127.0.0.1',
  port: numberFromEnv('PORT', (port) => Number.isInteger(port) && port >= 0 && port <= 65535),
  dev: process.argv.includes('--dev'),
  staticDir: process.env.STATIC_DIR || undefined,
  controls: process.env.DEMO_CONTROLS !== '0',
  priceHz: numberFromEnv('PRICE_HZ', (hz) => hz > 0 && hz <= 100),
  pusherSecret: process.env.PUSHER_SECRET || undefined,
  priceFeedKey: process.env.PRICE_FEED_KEY || undefined,
  publicOrigin: process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).origin : undefined,
  push: {
    vapidFile: join(process.env.DATA_DIR || join(homedir(), '.northwind-broker'), 'vapid.json'),
    extraOrigins: (process.env.PUSH_ORIGINS ?? '')
      .split(',')
      .filter((origin) => origin !== '')
      .map((origin) => new URL(origin).origin),
  },
  backend: {
    bulkCustomers: numberFromEnv(
      'DEMO_BULK_CUSTOMERS',
      (count) => Number.isInteger(count) && count >= 0 && count <= MAX_BULK_CUSTOMERS,
    ),
  },
});
console.info(`Broker app: ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
