import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { autoTraderQuery } from '@/features/account/api/auto-trader';
import { siteDataQuery } from '@/site/api/site-data';
import { AutoTraderPage } from '@/app/pages/auto-trader-page';

export const Route = createFileRoute('/_app/main/auto-trader')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void queryClient.prefetchQuery(autoTraderQuery());
      void queryClient.prefetchQuery(siteDataQuery());
    }),
  component: AutoTraderPage,
});
