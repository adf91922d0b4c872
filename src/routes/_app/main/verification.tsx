import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/_app/main/verification')({
  component: () => <ComingSoonPage title={m.app.pages.verification} />,
});
