// @vitest-environment jsdom
import { lazyRouteComponent } from '@tanstack/react-router';
import { keepOfflineChunkFailuresInApp, ROUTER_RELOAD_KEY } from './offline-chunks';

const failure = new Error('Failed to fetch dynamically imported module: http://127.0.0.1/assets/chat-x.js');
const preloadError = (payload: unknown) => Object.assign(new Event('vite:preloadError'), { payload });

afterEach(() => sessionStorage.clear());

it('marks a chunk that failed offline as reloaded for, so the router shows its error page instead', () => {
  const stop = keepOfflineChunkFailuresInApp();
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(preloadError(failure));
  expect(sessionStorage.getItem(ROUTER_RELOAD_KEY + failure.message)).toBe('1');
  online.mockRestore();
  stop();
});

it('leaves the router its reload online, where a failed chunk means a new version', () => {
  const stop = keepOfflineChunkFailuresInApp();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(preloadError(failure));
  expect(sessionStorage.length).toBe(0);
  stop();
});

it("uses the key the router checks: with it set, the router's lazy component throws instead of reloading", async () => {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  sessionStorage.setItem(ROUTER_RELOAD_KEY + failure.message, '1');
  const Lazy = lazyRouteComponent(() => Promise.reject(failure));
  await Lazy.preload?.();
  expect(() => (Lazy as unknown as (props: object) => unknown)({})).toThrow(failure.message);
  expect(reload).not.toHaveBeenCalled();
});
