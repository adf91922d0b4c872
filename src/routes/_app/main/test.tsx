import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/_app/main/test')({
  component: () => <ComingSoonPage title={m.app.pages.test} />,
});
