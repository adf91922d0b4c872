import { type } from 'arktype';
import { beforeEach, describe, expect, it } from 'vitest';
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

const schema = type({ token: 'string | null', count: 'number' });
let storage: MemoryStorage;
const make = () =>
  createPersistedStore(
    { token: null as string | null, count: 0, busy: true },
    { key: 'k', schema, pick: ({ token, count }) => ({ token, count }), storage: () => storage },
  );

describe('createPersistedStore', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('writes only the picked part as { state, version }', () => {
    make().set({ token: 't', count: 2, busy: false });
    expect(JSON.parse(storage.getItem('k')!)).toEqual({ state: { token: 't', count: 2 }, version: 0 });
  });

  it('restores valid stored state', () => {
    make().set({ token: 't', count: 3 });
    const again = make();
    expect(again.rehydrate()).toBe(true);
    expect(again.get()).toEqual({ token: 't', count: 3, busy: true });
  });

  it('discards stored state that fails its schema', () => {
    storage.setItem('k', JSON.stringify({ state: { token: 5, count: 'x' } }));
    const store = make();
    expect(store.rehydrate()).toBe(false);
    expect(store.get().token).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('survives unparseable storage', () => {
    storage.setItem('k', '{not json');
    expect(make().rehydrate()).toBe(false);
  });
});
