import { act } from '@testing-library/react';
import { queryClient } from '@/app/query';
import { createAppRouter } from '@/app/router';
import { createSession } from '@/app/session-machine';
import { refreshPageOnRename, reloadOnNextNavigation } from '@/app/service-worker';
import { siteStore } from '@/site/model/site-store';

describe('a new version of the app', () => {
  it('loads at the next navigation inside the app, once, and not before', async () => {
    // A machine never started: only public screens are visited.
    const session = createSession({
      loadQueryClient: async () => queryClient,
      loadConfig: () => Promise.reject(new Error('not asked')),
      navigateHome: () => undefined,
    });
    const router = createAppRouter(session);
    const load = vi.fn();
    reloadOnNextNavigation(router, load);
    expect(load).not.toHaveBeenCalled();
    await act(() => router.navigate({ to: '/login' }));
    await act(() => router.navigate({ to: '/signup' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/login');
  });
});

describe("the stored page after the tenant's rename", () => {
  const settings = (name: string) => ({ status: 'active', name, must_verify_account: false });
  const base = { error: null, initialized: true, lastFetched: 1, offline: false };

  it('asks the worker once to store the page again when the server names the tenant otherwise', () => {
    const postMessage = vi.fn();
    siteStore.set({ ...base, settings: settings('Old Name'), isLoading: true });
    const stop = refreshPageOnRename('Old Name', () => ({ postMessage }) as unknown as ServiceWorker);
    // What this device remembered, while the settings load: not the server's word yet.
    siteStore.set({ settings: settings('Remembered Name') });
    siteStore.set({ settings: settings('Old Name'), isLoading: false });
    expect(postMessage).not.toHaveBeenCalled();
    siteStore.set({ settings: settings('Offline Name'), offline: true });
    expect(postMessage).not.toHaveBeenCalled();
    siteStore.set({ settings: settings('New Name'), offline: false });
    siteStore.set({ settings: settings('Newer Name') });
    expect(postMessage.mock.calls).toEqual([[{ type: 'REFRESH_SHELL' }]]);
    stop();
  });

  it('asks at once when the server named the tenant otherwise before the start got to it', () => {
    const postMessage = vi.fn();
    siteStore.set({ ...base, settings: settings('New Name'), isLoading: false });
    const stop = refreshPageOnRename('Old Name', () => ({ postMessage }) as unknown as ServiceWorker);
    expect(postMessage.mock.calls).toEqual([[{ type: 'REFRESH_SHELL' }]]);
    siteStore.set({ settings: settings('Newer Name') });
    expect(postMessage).toHaveBeenCalledTimes(1);
    stop();
  });
});
