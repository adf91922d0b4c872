import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { savingsQuery } from '@/features/account/api/savings';
import { SavingsPage } from '@/app/pages/savings-page';

export const Route = createFileRoute('/_app/main/savings')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(savingsQuery())),
  component: SavingsPage,
});
