import { createFileRoute } from '@tanstack/react-router';
import { loginSearch, redirectSignedIn } from '@/app/route-guards';
import { LoginPage } from '@/app/pages/login-page';

export const Route = createFileRoute('/')({
  validateSearch: loginSearch,
  beforeLoad: redirectSignedIn,
  component: function Index() {
    return <LoginPage basic={Route.useSearch().type === 'basic'} />;
  },
});
