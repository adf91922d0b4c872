import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stored } from '@contract';
import { createPersistedStore } from './persisted-store';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const schema = stored.license;
let storage: MemoryStorage;
const make = () =>
  createPersistedStore(
    { licenseCode: null as string | null, isValid: false, busy: true },
    {
      key: 'k',
      schema,
      pick: ({ licenseCode, isValid }) => ({ licenseCode, isValid }),
      storage: () => storage,
    },
  );

describe('createPersistedStore', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('writes only the picked part as { state, version }', () => {
    make().set({ licenseCode: 't', isValid: true, busy: false });
    expect(JSON.parse(storage.getItem('k')!)).toEqual({
      state: { licenseCode: 't', isValid: true },
      version: 0,
    });
  });

  it('restores valid stored state, before it returns when its validator is at hand', async () => {
    make().set({ licenseCode: 't', isValid: true });
    const again = make();
    const done = again.rehydrate();
    expect(again.get().licenseCode).toBe('t');
    expect(await done).toBe(true);
    expect(again.get()).toEqual({ licenseCode: 't', isValid: true, busy: true });
  });

  it('discards stored state that fails its schema', async () => {
    storage.setItem('k', JSON.stringify({ state: { licenseCode: 5, isValid: 'x' } }));
    const store = make();
    expect(await store.rehydrate()).toBe(false);
    expect(store.get().licenseCode).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('survives unparseable storage', async () => {
    storage.setItem('k', '{not json');
    expect(await make().rehydrate()).toBe(false);
  });

  it('loads a lazy validator only when something is stored, and checks with it', async () => {
    const load = vi.fn(async () => schema);
    const lazy = () =>
      createPersistedStore(
        { licenseCode: null as string | null, isValid: false },
        { key: 'k', schema: load, pick: (state) => state, storage: () => storage },
      );
    expect(lazy().hasStored()).toBe(false);
    expect(await lazy().rehydrate()).toBe(false);
    expect(load).not.toHaveBeenCalled();
    storage.setItem('k', JSON.stringify({ state: { licenseCode: 5, isValid: 'x' } }));
    expect(await lazy().rehydrate()).toBe(false);
    expect(storage.getItem('k')).toBeNull();
    lazy().set({ licenseCode: 't', isValid: true });
    const again = lazy();
    expect(again.hasStored()).toBe(true);
    expect(await again.rehydrate()).toBe(true);
    expect(again.get()).toEqual({ licenseCode: 't', isValid: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
