import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { restoreQueryCache } from './persisted-cache';

vi.mock('@tanstack/react-query-persist-client', () => ({
  persistQueryClientRestore: vi.fn(),
  persistQueryClientSubscribe: vi.fn(),
}));

const restore = vi.mocked(persistQueryClientRestore);
const subscribe = vi.mocked(persistQueryClientSubscribe);

/** A restore from IndexedDB that ends when the test says. */
function pendingRestore() {
  let finish = () => {};
  restore.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  return () => finish();
}

describe('restoring the query cache from disk at start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    restore.mockReset();
    subscribe.mockReset().mockReturnValue(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('settles what came back, then starts writing, before it answers', async () => {
    restore.mockResolvedValue(undefined);
    const order: string[] = [];
    const settle = vi.fn(async () => void order.push('settle'));
    subscribe.mockImplementation(() => {
      order.push('write');
      return () => {};
    });
    await restoreQueryCache(new QueryClient(), settle, () => true);
    expect(order).toEqual(['settle', 'write']);
  });

  it('does not settle a restore that failed, and writes from then on all the same', async () => {
    restore.mockRejectedValue(new Error('unreadable'));
    const settle = vi.fn(async () => {});
    await restoreQueryCache(new QueryClient(), settle, () => true);
    expect(settle).not.toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('answers after 3 s when IndexedDB does not, and settles and writes once the restore ends', async () => {
    const finish = pendingRestore();
    const settle = vi.fn(async () => {});
    let answered = false;
    void restoreQueryCache(new QueryClient(), settle, () => true).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect(settle).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('never starts writing for a start that was stopped before its late restore ended', async () => {
    const finish = pendingRestore();
    const answer = restoreQueryCache(
      new QueryClient(),
      async () => {},
      () => true,
    );
    await vi.advanceTimersByTimeAsync(3000);
    (await answer)();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
