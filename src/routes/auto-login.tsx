import { createFileRoute } from '@tanstack/react-router';
import { optionalSearch } from '@/lib/search-params';
import { AutoLoginPage } from '@/app/pages/auto-login-page';

export const Route = createFileRoute('/auto-login')({
  validateSearch: optionalSearch('token'),
  component: function AutoLogin() {
    return <AutoLoginPage token={Route.useSearch().token} />;
  },
});
