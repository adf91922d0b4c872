import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserRefresher, USER_RETRY_MS } from './user-refresher';

/** A load whose calls the test settles one by one. */
function controlledLoad() {
  const calls: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('createUserRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries a failed refresh after 5 s, and only then', async () => {
    expect(USER_RETRY_MS).toBe(5000);
    const { load, calls } = controlledLoad();
    const refresher = createUserRefresher(load);
    refresher.refresh();
    calls[0]!.reject(new Error('503'));
    await flush();
    await vi.advanceTimersByTimeAsync(4999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes one more call, not one per event, for events arriving while a call runs', async () => {
    const { load, calls } = controlledLoad();
    const refresher = createUserRefresher(load);
    refresher.refresh();
    refresher.refresh();
    refresher.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an event during the retry wait refreshes at once and drops the pending retry', async () => {
    const { load, calls } = controlledLoad();
    const refresher = createUserRefresher(load);
    refresher.refresh();
    calls[0]!.reject(new Error('offline'));
    await flush();
    refresher.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(USER_RETRY_MS * 2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after stop, neither retries nor refreshes', async () => {
    const { load, calls } = controlledLoad();
    const refresher = createUserRefresher(load);
    refresher.refresh();
    calls[0]!.reject(new Error('503'));
    await flush();
    refresher.stop();
    refresher.refresh();
    await vi.advanceTimersByTimeAsync(USER_RETRY_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
