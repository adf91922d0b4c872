import { Link, useNavigate } from '@tanstack/react-router';
import { CountryResidenceForm } from '@/features/onboarding/components/country-residence-form';
import {
  OnboardingLayout,
  OnboardingSteps,
  ScreenTitle,
} from '@/features/onboarding/components/onboarding-layout';
import type { RegistrationDraft } from '@/features/onboarding/model/draft';
import { m } from '@/i18n';
import { useOnboardingBrand } from '@/features/onboarding/components/onboarding-brand';

/** /register/country-residence: the Set Up stage's first screen. The route guard ensures a draft. */
export function CountryResidencePage({ draft }: { draft: RegistrationDraft }) {
  const navigate = useNavigate();
  const brand = useOnboardingBrand();
  const t = m.onboarding.country;
  return (
    <OnboardingLayout {...brand} headerEnd={<Link to="/">{m.onboarding.layout.logIn}</Link>}>
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
