import { Navigate, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { homeFor, sessionStore } from '@/features/session/model/session-store';
import type { Role } from '@/lib/contract';
import { useStore } from '@/lib/store/store';

/**
 * A role's screens check the role as they render too: the route guard runs once, and a user who was
 * still loading then is known now. Anyone else goes to their own home. (The server enforces it regardless.)
 */
export function RoleOnly({ role, children = <Outlet /> }: { role: Role; children?: ReactNode }) {
  const user = useStore(sessionStore, (s) => s.user);
  if (user && user.role !== role) return <Navigate to={homeFor(user)} replace />;
  return <>{children}</>;
}
