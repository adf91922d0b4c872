import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '@/app/pages/accounts-page';

export const Route = createFileRoute('/_app/main/accounts')({
  component: AccountsPage,
});
