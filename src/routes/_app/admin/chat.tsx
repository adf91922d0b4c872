import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '@/app/route-guards';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/_app/admin/chat')({
  beforeLoad: requireAdmin,
  component: () => <ComingSoonPage title={m.app.pages.adminChat} />,
});
