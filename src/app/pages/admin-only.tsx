import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { sessionStore } from '@/features/session/model/session-store';
import { useStore } from '@/lib/store/persisted-store';

/**
 * The admin screens check the role as they render too: the route guard runs once, and a user who
 * was still loading then is known now. (The server enforces it regardless.)
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const role = useStore(sessionStore, (s) => s.user?.role);
  if (role && role !== 'admin') return <Navigate to="/main/dashboard" replace />;
  return <>{children}</>;
}
