import { createFileRoute } from '@tanstack/react-router';
import { type } from 'arktype';
import { lazySchema } from '@/lib/contract/lazy-schema';
import { AutoLoginPage } from '@/app/pages/auto-login-page';

export const Route = createFileRoute('/auto-login')({
  validateSearch: lazySchema(() => type({ 'token?': 'string' })),
  component: function AutoLogin() {
    return <AutoLoginPage token={Route.useSearch().token} />;
  },
});
