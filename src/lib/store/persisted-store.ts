import { type } from 'arktype';
import { readJson } from '../storage';
import { createStore, type Store } from './store';

export { readJson };

interface PersistOptions<S, P> {
  key: string;
  /** Schema of the persisted part; anything else in storage is discarded, never trusted. */
  schema: type.Any<P>;
  pick: (state: S) => P;
  storage?: () => Storage | undefined;
}

/**
 * A store whose chosen part is kept in localStorage as `{ state, version }` under `key`.
 * Returns whether stored state was found, so callers know rehydration has happened.
 */
export function createPersistedStore<S extends object, P extends object>(
  initial: S,
  { key, schema, pick, storage = defaultStorage }: PersistOptions<S, P>,
): Store<S> & { rehydrate(): boolean; clearPersisted(): void } {
  const store = createStore(initial);
  let hydrating = false;
  store.subscribe(() => {
    if (hydrating) return;
    try {
      storage()?.setItem(key, JSON.stringify({ state: pick(store.get()), version: 0 }));
    } catch (error) {
      console.warn(`[storage] could not save ${key}`, error);
    }
  });
  return {
    ...store,
    rehydrate() {
      const raw = readJson(storage(), key);
      const candidate = raw && typeof raw === 'object' && 'state' in raw ? raw.state : undefined;
      const parsed = candidate === undefined ? undefined : schema(candidate);
      if (parsed instanceof type.errors) {
        console.warn(`[storage] discarded invalid ${key}`, parsed.summary);
        storage()?.removeItem(key);
        return false;
      }
      if (parsed === undefined) return false;
      hydrating = true;
      store.set(parsed as Partial<S>);
      hydrating = false;
      return true;
    },
    clearPersisted() {
      storage()?.removeItem(key);
    },
  };
}

function defaultStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
