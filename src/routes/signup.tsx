import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import {
  MobileLoginPrompt,
  OnboardingLayout,
  ScreenTitle,
} from '@/features/onboarding/components/onboarding-layout';
import { EmailDivider, Rating, SocialSignUp } from '@/features/onboarding/components/sign-up-extras';
import { SignUpForm } from '@/features/onboarding/components/sign-up-form';
import { m } from '@/i18n';
import { redirectAuthenticatedToMain } from './-guards';
import { useOnboardingBrand } from '@/features/onboarding/components/onboarding-brand';

/** /signup: social buttons, email and password, the ways back to log in and the rating claim. */
export const Route = createFileRoute('/signup')({
  beforeLoad: redirectAuthenticatedToMain,
  component: SignUpPage,
});

function SignUpPage() {
  const navigate = useNavigate();
  const brand = useOnboardingBrand();
  const t = m.onboarding.signUp;
  return (
    <OnboardingLayout {...brand} headerEnd={<Link to="/">{m.publicFrame.logIn}</Link>}>
      <ScreenTitle title={t.title} subtitle={t.subtitle} />
      <SocialSignUp />
      <EmailDivider />
      <SignUpForm onSuccess={() => navigate({ to: '/register/country-residence' })} />
      <MobileLoginPrompt
        link={
          <Link to="/" search={{ type: 'basic' }}>
            {m.publicFrame.logIn}
          </Link>
        }
      />
      <Rating />
    </OnboardingLayout>
  );
}
