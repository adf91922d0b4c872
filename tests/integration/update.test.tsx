import { act } from '@testing-library/react';
import { createAppRouter } from '@/app/router';
import { reloadOnNextNavigation } from '@/app/service-worker';

describe('a new version of the app', () => {
  it('loads at the next navigation inside the app, once, and not before', async () => {
    const router = createAppRouter();
    const load = vi.fn();
    reloadOnNextNavigation(router, load);
    expect(load).not.toHaveBeenCalled();
    await act(() => router.navigate({ to: '/login' }));
    await act(() => router.navigate({ to: '/signup' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/login');
  });
});
