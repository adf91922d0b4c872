import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '@/app/route-guards';
import { AdminOnly } from '@/app/pages/admin-only';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/_app/admin/chat')({
  beforeLoad: requireAdmin,
  component: () => (
    <AdminOnly>
      <ComingSoonPage title={m.app.pages.adminChat} />
    </AdminOnly>
  ),
});
