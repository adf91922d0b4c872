import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { requireRole, RoleOnly } from '@/app/route-guards';
import { AdminChatPage } from '@/app/pages/admin-chat-page';
import { adminChatSearch } from './-chat-search';

export const Route = createFileRoute('/_app/admin/chat')({
  validateSearch: adminChatSearch,
  beforeLoad: requireRole('admin'),
  component: function AdminChat() {
    const { customer } = Route.useSearch();
    const navigate = Route.useNavigate();
    const select = useCallback((id: number) => void navigate({ search: { customer: id } }), [navigate]);
    return (
      <RoleOnly role="admin">
        <AdminChatPage customerId={customer} onSelect={select} />
      </RoleOnly>
    );
  },
});
