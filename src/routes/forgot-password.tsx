import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/forgot-password')({
  component: () => <ComingSoonPage title={m.auth.forgotTitle} />,
});
