import { Link } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { PersonalInfo } from '@/features/account/components/personal-info';
import { countryBySlug } from '@/features/onboarding/model/countries';
import { m } from '@/i18n';

/** /main/personal: the customer's details; phone and address editable, the rest through support. */
export function PersonalPage() {
  return (
    <Page title={m.app.pages.personal}>
      <PersonalInfo
        countryName={(slug) => countryBySlug(slug)?.label ?? slug}
        supportLink={<Link to="/main/chat">{m.account.personal.openChat}</Link>}
      />
    </Page>
  );
}
