import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeShownNotifications, showSystemNotification } from './system-notification';

const notification = {
  title: 'Margin call',
  body: '<b>below</b> 100%',
  tag: 'notification-n1',
  path: '/main/dashboard',
};

function page({ hidden, permission }: { hidden: boolean; permission: NotificationPermission }) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  vi.stubGlobal('Notification', { permission });
  const showNotification = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ showNotification }) },
  });
  return showNotification;
}

describe('showSystemNotification', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows the title and message as text while the page is hidden and permission was granted', async () => {
    const show = page({ hidden: true, permission: 'granted' });
    showSystemNotification(notification);
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        'Margin call',
        expect.objectContaining({
          body: '<b>below</b> 100%',
          tag: 'notification-n1',
          data: { path: '/main/dashboard' },
        }),
      ),
    );
  });

  it.each([
    { hidden: false, permission: 'granted' as const },
    { hidden: true, permission: 'default' as const },
    { hidden: true, permission: 'denied' as const },
  ])('shows nothing when hidden is $hidden and permission $permission', async (state) => {
    const show = page(state);
    showSystemNotification(notification);
    await Promise.resolve();
    await Promise.resolve();
    expect(show).not.toHaveBeenCalled();
  });
});

describe('closeShownNotifications', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  it("closes every notification of the app's worker still on screen", async () => {
    const shown = [{ close: vi.fn() }, { close: vi.fn() }];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve({ getNotifications: () => Promise.resolve(shown) }) },
    });
    await closeShownNotifications();
    for (const notice of shown) expect(notice.close).toHaveBeenCalledTimes(1);
  });

  it('does nothing, and never throws, without a worker or notifications', async () => {
    await expect(closeShownNotifications()).resolves.toBeUndefined();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(undefined) },
    });
    await expect(closeShownNotifications()).resolves.toBeUndefined();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.reject(new Error('insecure context')) },
    });
    await expect(closeShownNotifications()).resolves.toBeUndefined();
  });
});
