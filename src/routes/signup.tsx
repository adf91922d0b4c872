import { createFileRoute } from '@tanstack/react-router';
import { redirectAuthenticatedToMain } from '@/app/route-guards';
import { SignUpPage } from '@/app/pages/signup-page';

export const Route = createFileRoute('/signup')({
  beforeLoad: redirectAuthenticatedToMain,
  component: SignUpPage,
});
