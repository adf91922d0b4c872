import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { siteDataQuery } from '@/site/api/site-data';
import { DepositLayout } from '@/app/pages/deposit-layout';

/** Deposit layout: the ways to pay as tabs, above the card, wire, crypto and history pages. */
export const Route = createFileRoute('/_app/main/deposit')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(siteDataQuery())),
  component: DepositLayout,
});
