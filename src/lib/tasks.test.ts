import { waitAtMost } from './tasks';

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
