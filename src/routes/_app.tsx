import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/route-guards';
import { ProtectedLayout } from '@/app/pages/protected-layout';

/** Pathless layout of every protected route. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSession,
  component: ProtectedLayout,
});
