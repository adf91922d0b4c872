import { checked, Mismatch } from '@/lib/api';
import type { Validator } from '@contract';
import { localStore, readJson } from '../storage';
import { createStore, type Store } from './store';

interface PersistOptions<S, P> {
  key: string;
  /**
   * Validator of the persisted part; anything else in storage is discarded, never trusted. Or what
   * loads it, for a check only a stored state needs (then loaded as `rehydrate` finds one).
   */
  schema: Validator<P> | (() => Promise<Validator<P>>);
  pick: (state: S) => P;
  storage?: () => Storage | undefined;
}

/**
 * A store whose chosen part is kept in localStorage as `{ state, version }` under `key`, written
 * when that part changes. `rehydrate` checks what is stored and answers whether the store now holds it;
 * with a validator at hand it does so before it returns.
 */
export function createPersistedStore<S extends object, P extends object>(
  initial: S,
  { key, schema, pick, storage = localStore }: PersistOptions<S, P>,
): Store<S> & { rehydrate(): Promise<boolean>; hasStored(): boolean; clearPersisted(): void } {
  const store = createStore(initial);
  const storedState = () => {
    const raw = readJson(storage(), key);
    return raw && typeof raw === 'object' && 'state' in raw ? raw.state : undefined;
  };
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
    async rehydrate() {
      let candidate = storedState();
      if (candidate === undefined) return false;
      let validator = schema;
      if (typeof validator === 'function') {
        validator = await validator();
        // Read again: another tab may have changed it while the check loaded.
        candidate = storedState();
        if (candidate === undefined) return false;
      }
      let parsed: P;
      try {
        parsed = checked(validator, candidate);
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
    /** Whether something is stored under the key, checked or not: a hint, never state to use. */
    hasStored: () => storedState() !== undefined,
    clearPersisted() {
      storage()?.removeItem(key);
    },
  };
}
