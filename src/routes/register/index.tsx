import { createFileRoute } from '@tanstack/react-router';
import { guardRegister } from '@/app/onboarding-guards';
import { RegisterPage } from '@/app/pages/register-page';

export const Route = createFileRoute('/register/')({
  beforeLoad: ({ preload }) => guardRegister({ preload }),
  component: function Register() {
    return <RegisterPage draft={Route.useRouteContext().draft} />;
  },
});
