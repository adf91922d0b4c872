import { createFileRoute } from '@tanstack/react-router';
import { whenLetIn } from '@/session/model/let-in';
import { accountsQuery } from '@/features/account/api/accounts';
import { AccountsPage } from '@/app/pages/accounts-page';

export const Route = createFileRoute('/_app/main/accounts')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(accountsQuery())),
  component: AccountsPage,
});
