import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { profileQuery } from '@/features/account/api/profile';
import { PersonalInfo } from '@/features/account/components/personal-info';
import { countryBySlug } from '@/features/onboarding/model/countries';
import { m } from '@/i18n';
import { whenLetIn } from '@/session/model/session-store';

/** /main/personal: the customer's details; phone and address editable, the rest through support. */
export const Route = createFileRoute('/_app/main/personal')({
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) => whenLetIn(() => void queryClient.prefetchQuery(profileQuery())),
  component: PersonalPage,
});

function PersonalPage() {
  return (
    <Page title={m.app.pages.personal}>
      <PersonalInfo
        countryName={(slug) => countryBySlug(slug)?.label ?? slug}
        supportLink={<Link to="/main/chat">{m.account.personal.openChat}</Link>}
      />
    </Page>
  );
}
