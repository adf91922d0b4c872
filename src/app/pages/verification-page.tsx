import { Page } from '@/components/ui/page';
import { DocumentStatus } from '@/features/account/components/document-status';
import { IdCheckForm } from '@/features/onboarding/components/id-check-form';
import { VerificationOverview } from '@/features/onboarding/components/verification-overview';
import { m } from '@/i18n';

/** /main/verification: resumes the onboarding stages the user skipped; the documents' review status. */
export function VerificationPage() {
  return (
    <Page title={m.app.pages.verification}>
      <VerificationOverview />
      <DocumentStatus reupload={<IdCheckForm />} />
    </Page>
  );
}
