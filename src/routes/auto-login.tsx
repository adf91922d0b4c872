import { createFileRoute } from '@tanstack/react-router';
import { type } from 'arktype';
import { AutoLoginPage } from '@/app/pages/auto-login-page';

export const Route = createFileRoute('/auto-login')({
  validateSearch: type({ 'token?': 'string' }),
  component: function AutoLogin() {
    return <AutoLoginPage token={Route.useSearch().token} />;
  },
});
