import { createFileRoute } from '@tanstack/react-router';
import { redirectAuthenticatedToMain } from '@/app/route-guards';
import { requireRegistrationDraft } from '@/app/onboarding-guards';
import { CountryResidencePage } from '@/app/pages/country-residence-page';

export const Route = createFileRoute('/register/country-residence')({
  beforeLoad: ({ preload }) => {
    redirectAuthenticatedToMain();
    return requireRegistrationDraft({ preload });
  },
  component: function CountryResidence() {
    return <CountryResidencePage draft={Route.useRouteContext().draft} />;
  },
});
