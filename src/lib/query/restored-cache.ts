/**
 * The query cache as an earlier visit left it in IndexedDB, checked before the cache takes it back:
 * storage is as untrusted as the network. Each query's answer is checked with the validator of its
 * key's first two parts (`cached`, contract/cached-validators.ts); a query that fails, or whose key names no validator,
 * is not restored, and its screen asks the server as on a first visit. The rest of what was written
 * (the query's fetch state) is not taken from storage at all: a restored query is a plain success.
 * Loaded only when there is something to restore (persisted-cache.ts), with the validators it needs.
 * The browser tests fail on either warning below (tests/e2e/fixtures.ts): keep their words.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { checked, Mismatch } from '@/lib/api';
import { cached } from '@contract/cached-validators';
import type { Validator } from '@contract';

type Query = PersistedClient['clientState']['queries'][number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const validators = cached as unknown as Record<string, Validator<unknown> | undefined>;

function checkedQuery(stored: unknown, now: number): Query | undefined {
  if (!isObject(stored) || !Array.isArray(stored.queryKey) || !isObject(stored.state)) return undefined;
  const queryKey = stored.queryKey as QueryKey;
  const name = `${String(queryKey[0])}.${String(queryKey[1])}`;
  const validator = Object.hasOwn(validators, name) ? validators[name] : undefined;
  if (!validator) {
    console.warn(`[query] not restored: no validator for ${name}`);
    return undefined;
  }
  let data: unknown;
  try {
    data = checked(validator, stored.state.data);
  } catch (error) {
    if (!(error instanceof Mismatch)) throw error;
    console.warn('[query] discarded an invalid restored answer', error.problem);
    return undefined;
  }
  const time = (written: unknown) => (typeof written === 'number' && written <= now ? written : 0);
  const dataUpdatedAt = time(stored.state.dataUpdatedAt);
  return {
    dehydratedAt: time(stored.dehydratedAt),
    queryKey,
    queryHash: hashKey(queryKey),
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

/** What may be restored of what IndexedDB held; throws (and the restore drops it all) on no client at all. */
export function checkedClient(stored: unknown, now = Date.now()): PersistedClient {
  if (
    !isObject(stored) ||
    typeof stored.timestamp !== 'number' ||
    typeof stored.buster !== 'string' ||
    !isObject(stored.clientState) ||
    !Array.isArray(stored.clientState.queries)
  )
    throw new Error('the stored query cache is not one');
  const queries = stored.clientState.queries.flatMap((query: unknown) => checkedQuery(query, now) ?? []);
  return { timestamp: stored.timestamp, buster: stored.buster, clientState: { mutations: [], queries } };
}
