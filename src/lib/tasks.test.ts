import { inTurns, waitAtMost } from './tasks';

describe('waiting at most a while', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers when the work ends, and leaves no timer behind', async () => {
    await waitAtMost(Promise.resolve('done'), 3000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers after the limit when the work does not end', async () => {
    let answered = false;
    void waitAtMost(new Promise(() => {}), 3000).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
  });

  it('throws what the work rejects with, and leaves no timer behind', async () => {
    await expect(waitAtMost(Promise.reject(new Error('unreadable')), 3000)).rejects.toThrow('unreadable');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('letting callers through in turns', () => {
  it('lets as many through at once as a task allows, the others in the tasks that follow, in order', async () => {
    const turn = inTurns(2);
    const through: number[] = [];
    // Who had come through by the end of the task each caller came through in: the callers a turn
    // admits go on in the same microtask checkpoint, before any other task runs.
    const byTheEndOfItsTask = new Map<number, number[]>();
    const calls = [1, 2, 3, 4, 5].map((n) =>
      turn().then(async () => {
        through.push(n);
        await Promise.resolve();
        await Promise.resolve();
        byTheEndOfItsTask.set(n, [...through]);
      }),
    );
    await Promise.all(calls);
    expect(through).toEqual([1, 2, 3, 4, 5]);
    expect(byTheEndOfItsTask.get(1)).toEqual([1, 2]);
    expect(byTheEndOfItsTask.get(3)).toEqual([1, 2, 3, 4]);
    expect(byTheEndOfItsTask.get(5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a count that would let no one through', () => {
    expect(() => inTurns(0)).toThrow(RangeError);
  });

  it('is not held back by fake timers', async () => {
    vi.useFakeTimers();
    try {
      const turn = inTurns(1);
      await turn();
      await expect(turn()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
