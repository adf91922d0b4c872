import { Page } from '@/components/ui/page';
import { VerificationOverview } from '@/features/onboarding/components/verification-overview';
import { m } from '@/i18n';

/** /main/verification: resumes the onboarding stages the user skipped. */
export function VerificationPage() {
  return (
    <Page title={m.app.pages.verification}>
      <VerificationOverview />
    </Page>
  );
}
