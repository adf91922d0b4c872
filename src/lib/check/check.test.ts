import { afterEach, describe, expect, it, vi } from 'vitest';
import * as refs from '@contract';
import { inProcess } from '@tests/support/setup-checker';
import { checked, CheckerUnavailable, Mismatch, setChecker, type SchemaRef } from './index';
import type { CheckRequest, CheckResponse } from './protocol';
import { registry } from './registry';
import { verdict } from './verdict';

const groups = Object.keys(registry) as Array<keyof typeof registry>;
const everySchema = groups.flatMap((group) =>
  Object.entries(registry[group]).map(([name, schema]) => ({ group, name, schema })),
);

describe('the registry and the refs the page holds', () => {
  it.each(groups)('names every schema of the %s group by the ref @contract gives', (group) => {
    const groupRefs = (refs as unknown as Record<string, Record<string, SchemaRef<unknown>>>)[group]!;
    for (const name of Object.keys(registry[group])) {
      const ref = groupRefs[name]!;
      expect(ref.key).toBe(`${group}.${name}`);
      expect(groupRefs[name]).toBe(ref);
      // A real check: it finds the schema and says what is wrong with a value no schema accepts.
      const answer = verdict(ref.key, Symbol.for('nothing'));
      expect(answer).toMatchObject({ ok: false });
      expect(answer.ok || answer.problem).not.toMatch(/no schema named/);
    }
  });

  it('has no schema that changes what it checks: the page keeps its own value, and that is what passed', () => {
    const transforming = everySchema.filter(
      ({ schema }) =>
        (schema as unknown as { internal: { includesTransform: boolean } }).internal.includesTransform,
    );
    expect(transforming.map(({ group, name }) => `${group}.${name}`)).toEqual([]);
  });

  it('refuses a name it does not know', () => {
    expect(verdict('api.nothing', {})).toEqual({ ok: false, problem: 'no schema named api.nothing' });
    expect(verdict('toString', {})).toMatchObject({ ok: false });
    expect(verdict('api.toString', {})).toMatchObject({ ok: false });
  });
});

describe('checked', () => {
  it('answers the very value it was given once it passes, and a Mismatch naming the problem otherwise', async () => {
    const answer = { success: true, message: 'Sent.' };
    await expect(checked(refs.api.forgotPassword, answer)).resolves.toBe(answer);
    const refused = await checked(refs.api.forgotPassword, { success: 'yes' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Mismatch);
    expect((refused as Mismatch).problem).toContain('success must be boolean');
  });
});

/** A module worker that runs the check as check-worker.ts does, answering in order on a later task. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: CheckRequest) {
    structuredClone(request);
    setTimeout(() => {
      const response: CheckResponse = { id: request.id, ...verdict(request.key, request.value) };
      this.dispatchEvent(new MessageEvent('message', { data: response }));
    });
  }
  fail(message: string) {
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the checker worker', () => {
  afterEach(() => {
    setChecker(inProcess);
    FakeWorker.made = [];
    vi.unstubAllGlobals();
  });

  const useWorker = () => {
    vi.stubGlobal('Worker', FakeWorker);
    setChecker(undefined);
  };

  it('starts one module worker and matches each answer to its question', async () => {
    useWorker();
    const good = { success: true, message: 'ok' };
    const results = await Promise.allSettled([
      checked(refs.api.forgotPassword, good),
      checked(refs.api.forgotPassword, { success: 1 }),
      checked(refs.stored.notificationSound, { enabled: false }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseFulfilledResult<unknown>).value).toBe(good);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.options).toMatchObject({ type: 'module' });
    expect(FakeWorker.made[0]!.url.pathname).toMatch(/check-worker\.ts$/);
  });

  it('refuses a value that cannot be sent to it', async () => {
    useWorker();
    await expect(checked(refs.stored.notificationSound, { enabled: () => true })).rejects.toBeInstanceOf(
      Mismatch,
    );
  });

  it('fails what waits when the worker cannot run, and starts a new one for the next check', async () => {
    useWorker();
    const waiting = checked(refs.stored.notificationSound, { enabled: true });
    FakeWorker.made[0]!.fail('could not load');
    await expect(waiting).rejects.toBeInstanceOf(CheckerUnavailable);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await expect(checked(refs.stored.notificationSound, { enabled: true })).resolves.toEqual({
      enabled: true,
    });
    expect(FakeWorker.made).toHaveLength(2);
  });
});
