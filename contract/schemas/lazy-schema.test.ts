import '@/config/arktype';
import { type } from 'arktype';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazy-schema';

const person = { name: 'Ann', age: 30 };

describe('lazySchema', () => {
  it('builds nothing until first used, then builds once', () => {
    const build = vi.fn(() => type({ name: 'string', age: 'number.integer >= 0' }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema(person)).toEqual(person);
    expect(schema({ name: 'Ann', age: -1 })).toBeInstanceOf(type.errors);
    expect(schema.allows(person)).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('validates undefined as a value, not as a request for the schema', () => {
    const schema = lazySchema(() => type('string'));
    expect(schema(undefined)).toBeInstanceOf(type.errors);
    expect(lazySchema(() => type('undefined'))(undefined)).toBeUndefined();
  });

  it('offers the methods of the schema it stands for', () => {
    const schema = lazySchema(() => type({ name: 'string', age: 'number.integer >= 0' }));
    expect(schema.array()([person, person])).toEqual([person, person]);
    expect(schema.or('null')(null)).toBeNull();
    expect(schema.get('age').allows(-1)).toBe(false);
    expect(schema.partial()({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(() => schema.assert({})).toThrow();
    expect(schema.expression).toBe(type({ name: 'string', age: 'number.integer >= 0' }).expression);
    expect((schema({}) as InstanceType<typeof type.errors>).summary).toContain('name must be a string');
  });

  it('composes into other definitions as the real schema', () => {
    const inner = lazySchema(() => type({ id: 'number.integer' }));
    const outer = type({ inner, list: inner.array(), 'maybe?': inner.or('null') });
    expect(outer({ inner: { id: 1 }, list: [{ id: 2 }], maybe: null })).toEqual({
      inner: { id: 1 },
      list: [{ id: 2 }],
      maybe: null,
    });
    expect(outer({ inner: { id: 'x' }, list: [] })).toBeInstanceOf(type.errors);
    expect(type('string').or(inner)({ id: 3 })).toEqual({ id: 3 });
    // A lazy schema built from other lazy schemas.
    const wrapper = lazySchema(() => type({ data: inner }));
    expect(wrapper({ data: { id: 4 } })).toEqual({ data: { id: 4 } });
    expect(wrapper({ data: {} })).toBeInstanceOf(type.errors);
  });
});
