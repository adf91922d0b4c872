import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { CountryResidenceForm } from '@/features/onboarding/components/country-residence-form';
import { OnboardingLayout, ScreenTitle } from '@/features/onboarding/components/onboarding-layout';
import { OnboardingSteps } from '@/features/onboarding/components/onboarding-steps';
import { m } from '@/i18n';
import { useOnboardingBrand } from '@/features/onboarding/components/onboarding-brand';
import { redirectAuthenticatedToMain } from '@/routes/-guards';

/** /register/country-residence: the Set Up stage's first screen. The guard ensures a draft. */
export const Route = createFileRoute('/register/country-residence')({
  beforeLoad: async ({ preload }) => {
    redirectAuthenticatedToMain();
    return (await import('@/routes/register/-draft-guards')).requireRegistrationDraft({ preload });
  },
  component: CountryResidencePage,
});

function CountryResidencePage() {
  const { draft } = Route.useRouteContext();
  const navigate = useNavigate();
  const brand = useOnboardingBrand();
  const t = m.onboarding.country;
  return (
    <OnboardingLayout {...brand} headerEnd={<Link to="/">{m.publicFrame.logIn}</Link>}>
      <OnboardingSteps current="set-up" />
      <ScreenTitle title={t.title} subtitle={t.subtitle} />
      {draft && (
        <CountryResidenceForm
          draft={draft}
          websiteUrl={brand.websiteUrl}
          onContinue={() => navigate({ to: '/register' })}
        />
      )}
    </OnboardingLayout>
  );
}
