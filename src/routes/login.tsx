import { createFileRoute } from '@tanstack/react-router';
import { loginSearch, redirectSignedIn } from './-guards';
import { LoginPage } from './-components/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: redirectSignedIn,
  component: function Login() {
    return <LoginPage basic={Route.useSearch().type === 'basic'} />;
  },
});
