/**
 * The state shared beyond one component (the session, the tenant's settings, the license, the
 * connections' health, the device's preferences, the install offer ...) lives in these stores, one per
 * fact, each kept by the module that owns the fact. Free of schemas, so the entry can use one before
 * the app's code has loaded.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

export interface Store<S> {
  get(): S;
  set(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: Listener): () => void;
}

/** A minimal external store. */
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

/** Subscribes a component to a slice of a store. */
export function useStore<S, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
