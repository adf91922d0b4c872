import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, startHeartbeat, type Visibility } from './heartbeat';

/** A tab whose visibility the test switches. */
function fakeTab(visible = true) {
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => visible,
    subscribe: (changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
  };
  const show = (next: boolean) => {
    visible = next;
    listeners.forEach((changed) => changed());
  };
  return { visibility, show, listeners };
}

const timers = {
  setInterval: (run: () => void, ms: number) => setInterval(run, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
};

describe('startHeartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats at start and then every 60 s while the tab is visible', () => {
    expect(HEARTBEAT_MS).toBe(60_000);
    const send = vi.fn();
    const tab = fakeTab();
    startHeartbeat({ send, timers, visibility: tab.visibility });
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_999);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000 * 3);
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('sends nothing while hidden, however long, and beats at once on becoming visible', () => {
    const send = vi.fn();
    const tab = fakeTab();
    startHeartbeat({ send, timers, visibility: tab.visibility });
    vi.advanceTimersByTime(10_000);
    tab.show(false);
    vi.advanceTimersByTime(60_000 * 10);
    expect(send).toHaveBeenCalledTimes(1);
    tab.show(true);
    expect(send).toHaveBeenCalledTimes(2);
    // The cadence restarts from the beat on becoming visible.
    vi.advanceTimersByTime(59_999);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('a tab hidden at start waits for visibility before its first beat', () => {
    const send = vi.fn();
    const tab = fakeTab(false);
    startHeartbeat({ send, timers, visibility: tab.visibility });
    vi.advanceTimersByTime(60_000 * 5);
    expect(send).not.toHaveBeenCalled();
    tab.show(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a repeated "visible" event adds no extra beat', () => {
    const send = vi.fn();
    const tab = fakeTab();
    startHeartbeat({ send, timers, visibility: tab.visibility });
    tab.show(true);
    tab.show(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing after stop (sign-out), visible or not, and lets go of the page', () => {
    const send = vi.fn();
    const tab = fakeTab();
    const stop = startHeartbeat({ send, timers, visibility: tab.visibility });
    stop();
    vi.advanceTimersByTime(60_000 * 5);
    tab.show(false);
    tab.show(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(tab.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
