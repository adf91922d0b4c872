import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@/components/ui/page';
import { accountKeys } from '@/features/account/api/keys';
import { DocumentStatus } from '@/features/account/components/document-status';
import { VerificationOverview } from '@/features/onboarding/components/verification-overview';
import { m } from '@/i18n';

/** /main/verification: resumes the onboarding stages the user skipped; the documents' review status. */
export const Route = createFileRoute('/_app/main/verification')({
  component: VerificationPage,
});

function VerificationPage() {
  const queryClient = useQueryClient();
  const refreshDocuments = () => void queryClient.invalidateQueries({ queryKey: accountKeys.documents() });
  return (
    <Page title={m.app.pages.verification}>
      <VerificationOverview onDocumentSent={refreshDocuments} />
      <DocumentStatus />
    </Page>
  );
}
