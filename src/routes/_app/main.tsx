import { createFileRoute } from '@tanstack/react-router';
import { requireRole, RoleOnly } from '@/routes/-guards';

/** The customer's pages; an admin is sent to the admin chat. */
export const Route = createFileRoute('/_app/main')({
  beforeLoad: requireRole('customer'),
  component: () => <RoleOnly role="customer" />,
});
