import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireRole, RoleOnly } from '@/routes/-guards';
import { AdminChatPage } from './-components/admin-chat';

/**
 * /admin/chat, the admins' support desk. `?customer=<id>` is the conversation on screen, kept on
 * reload and in a shared link; anything else is no choice, never an error.
 */
export const Route = createFileRoute('/_app/admin/chat')({
  validateSearch: (search: Record<string, unknown>): { customer?: number } => {
    const customer = Number(search.customer);
    return Number.isSafeInteger(customer) && customer > 0 ? { customer } : {};
  },
  beforeLoad: requireRole('admin'),
  component: AdminChat,
});

function AdminChat() {
  const { customer } = Route.useSearch();
  const navigate = Route.useNavigate();
  const select = useCallback((id: number) => void navigate({ search: { customer: id } }), [navigate]);
  return (
    <RoleOnly role="admin">
      <AdminChatPage customerId={customer} onSelect={select} />
    </RoleOnly>
  );
}
