import { toastScreens } from '@/components/ui/toast';
import type { AppRouter } from './router';

/**
 * Tells the toasts which screen the user is on, so an error raised on one screen does not follow
 * them to the next. A change of search alone (`/?type=basic`) stays on the same screen.
 */
export function followScreensWithToasts(router: AppRouter) {
  const offLeaving = router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) toastScreens.leaving();
  });
  const offArrived = router.subscribe('onResolved', (event) =>
    toastScreens.arrived(event.toLocation.pathname),
  );
  // The first screen may have settled before this subscribed.
  const settled = router.state.resolvedLocation;
  if (settled && router.state.status === 'idle') toastScreens.arrived(settled.pathname);
  return () => {
    offLeaving();
    offArrived();
  };
}
