import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '@/app/route-guards';
import { ForgotPasswordPage } from '@/app/pages/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: redirectSignedIn,
  component: ForgotPasswordPage,
});
