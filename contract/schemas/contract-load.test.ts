import type * as Arktype from 'arktype';
import { describe, expect, it, vi } from 'vitest';

/** Counts every schema definition arktype is asked to build. */
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('arktype', async (importOriginal) => {
  const real = await importOriginal<typeof Arktype>();
  const type = new Proxy(real.type, {
    apply(target, thisArg, args) {
      built.count += 1;
      return Reflect.apply(target, thisArg, args);
    },
  });
  return { ...real, type };
});

describe('loading the contract', () => {
  it('builds no schema until one is used, then only what that one needs', async () => {
    // The tests' checker (tests/support) loaded the contract already, with the real arktype.
    vi.resetModules();
    const contract = await import('./index');
    expect(built.count).toBe(0);

    const answer = { data: { status: 'active', name: 'Northwind', must_verify_account: false } };
    expect(contract.api.settings(answer)).toEqual(answer);
    // The settings answer and the settings entity (with its colour rule), nothing else.
    const forSettings = built.count;
    expect(forSettings).toBeGreaterThan(0);
    expect(forSettings).toBeLessThanOrEqual(3);

    contract.api.settings(answer);
    expect(built.count).toBe(forSettings);
  });
});
