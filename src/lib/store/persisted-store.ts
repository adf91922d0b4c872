import { type } from 'arktype';
import { useSyncExternalStore } from 'react';
import { readJson } from '../storage';

export { readJson };

type Listener = () => void;

export interface Store<S> {
  get(): S;
  set(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: Listener): () => void;
}

/** A minimal external store: the app's few global states (session, site settings, license) use it. */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

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

/** Subscribes a component to a slice of a store. */
export function useStore<S, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
