import { createFileRoute, Link } from '@tanstack/react-router';
import { standaloneLink } from '@/components/ui/link.css';
import { ForgotPasswordForm } from '@/features/onboarding/components/forgot-password-form';
import { OnboardingLayout } from '@/features/onboarding/components/onboarding-layout';
import { m } from '@/i18n';
import { redirectSignedIn } from './-guards';
import { useOnboardingBrand } from '@/features/onboarding/components/onboarding-brand';

/** /forgot-password: one email field, the same confirmation for every address, and the way back. */
export const Route = createFileRoute('/forgot-password')({
  beforeLoad: redirectSignedIn,
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const brand = useOnboardingBrand();
  return (
    <OnboardingLayout {...brand} headerEnd={<Link to="/">{m.publicFrame.logIn}</Link>}>
      <ForgotPasswordForm />
      <p>
        <Link to="/" className={standaloneLink}>
          {m.auth.backToLogin}
        </Link>
      </p>
    </OnboardingLayout>
  );
}
