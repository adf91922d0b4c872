import { showAppBadge } from './app-badge';

afterEach(() => vi.unstubAllGlobals());

describe('the unread count on the app icon', () => {
  it('sets the count, and clears it at zero', () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { setAppBadge, clearAppBadge });
    showAppBadge(3);
    expect(setAppBadge).toHaveBeenCalledWith(3);
    showAppBadge(0);
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('is skipped quietly where the API is missing or refuses', async () => {
    vi.stubGlobal('navigator', {});
    expect(() => showAppBadge(2)).not.toThrow();
    const refused = vi.fn(() => Promise.reject(new DOMException('not installed', 'NotAllowedError')));
    vi.stubGlobal('navigator', { setAppBadge: refused });
    expect(() => showAppBadge(2)).not.toThrow();
    // The refusal is swallowed, not left as an unhandled rejection.
    await expect(refused.mock.results[0]!.value).rejects.toThrow();
  });
});
