import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/route-guards';
import { RoleOnly } from '@/app/pages/role-only';
import { ComingSoonPage } from '@/app/pages/coming-soon-page';
import { m } from '@/i18n';

export const Route = createFileRoute('/_app/admin/chat')({
  beforeLoad: requireRole('admin'),
  component: () => (
    <RoleOnly role="admin">
      <ComingSoonPage title={m.app.pages.adminChat} />
    </RoleOnly>
  ),
});
