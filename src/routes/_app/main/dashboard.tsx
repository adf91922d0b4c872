import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { prefetchSelectedAccount } from '@/app/components/selected-account';
import { DashboardPage } from '@/app/pages/dashboard-page';

export const Route = createFileRoute('/_app/main/dashboard')({
  /**
   * The screen's requests start with the navigation (or the hover that preloads it), not once its
   * components mount; they read the same queries. Not awaited: the screen shows at once with what the
   * cache holds (offline too) and each part shows its own loading and error states. Awaited, a request
   * that hangs would hold the navigation until its time-out, and a failed one (offline with nothing
   * cached) would show the route's error page instead of those states. Prefetching never throws.
   */
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void prefetchSelectedAccount(queryClient, { closed: true });
    }),
  component: DashboardPage,
});
