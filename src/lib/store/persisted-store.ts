import { checked, Mismatch } from '@/lib/api';
import type { Validator } from '@contract';
import { localStore, readJson } from '../storage';
import { createStore, type Store } from './store';

interface PersistOptions<S, P> {
  key: string;
  /** Validator of the persisted part; anything else in storage is discarded, never trusted. */
  schema: Validator<P>;
  pick: (state: S) => P;
  storage?: () => Storage | undefined;
}

/**
 * A store whose chosen part is kept in localStorage as `{ state, version }` under `key`, written
 * when that part changes. `rehydrate` checks what is stored and answers whether the store now holds it.
 */
export function createPersistedStore<S extends object, P extends object>(
  initial: S,
  { key, schema, pick, storage = localStore }: PersistOptions<S, P>,
): Store<S> & { rehydrate(): boolean; clearPersisted(): void } {
  const store = createStore(initial);
  const picked = () => JSON.stringify(pick(store.get()));
  let lastPicked = picked();
  let hydrating = false;
  store.subscribe(() => {
    if (hydrating) return;
    const next = picked();
    if (next === lastPicked) return;
    lastPicked = next;
    try {
      // `next` is the part as JSON already: written as it is, not parsed and written again.
      storage()?.setItem(key, `{"state":${next},"version":0}`);
    } catch (error) {
      console.warn(`[storage] could not save ${key}`, error);
    }
  });
  return {
    ...store,
    rehydrate() {
      const raw = readJson(storage(), key);
      const candidate = raw && typeof raw === 'object' && 'state' in raw ? raw.state : undefined;
      if (candidate === undefined) return false;
      let parsed: P;
      try {
        parsed = checked(schema, candidate);
      } catch (error) {
        if (!(error instanceof Mismatch)) throw error;
        console.warn(`[storage] discarded invalid ${key}`, error.problem);
        storage()?.removeItem(key);
        return false;
      }
      // Storage holds this already: no write.
      hydrating = true;
      store.set(parsed as Partial<S>);
      hydrating = false;
      lastPicked = picked();
      return true;
    },
    clearPersisted() {
      storage()?.removeItem(key);
    },
  };
}
