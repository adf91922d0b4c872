import { lazy, Suspense } from 'react';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadCurrentUser } from '@/session/model/session-store';
import { AccountDisabled, AwaitingApproval } from '@/session/components/user-gate-screens';
import { ContactUs } from '@/site/components/site-states';
import { siteStore } from '@/site/model/site-store';
import { useStore } from '@/lib/store/store';
import { LiveUser } from '@/app/live-user';
import { StepUpDialog } from '@/features/auth/components/step-up-dialog';
import { useSessionPhase, useSignOut } from '@/app/session-machine';
import { SessionQueries } from '@/app/session-queries';
import { requireSession } from './-guards';
import { AppFrame } from './_app/-components/app-frame';

/**
 * Only a customer awaiting approval sees it, and it brings the verification forms and the chat: its
 * code loads when it shows, not with every signed-in start.
 */
const AwaitingApprovalHelp = lazy(() =>
  import('./_app/-components/awaiting-approval-help').then(({ AwaitingApprovalHelp }) => ({
    default: AwaitingApprovalHelp,
  })),
);

/**
 * Pathless layout of every protected route: blocked users see why, everyone else the screen in the
 * app frame. It is where the query cache comes in: the guard waits for the session's query client and
 * hands it to the screens' loaders (`context.queryClient`), and `SessionQueries` to their queries. A
 * visitor who never signs in never loads it.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    requireSession();
    return { queryClient: await context.session.queries() };
  },
  component: ProtectedLayout,
});

function ProtectedLayout() {
  return (
    <SessionQueries>
      <SignedInFrame />
    </SessionQueries>
  );
}

function SignedInFrame() {
  // The phase alone, not the user: a refreshed user (every balance change) leaves this layout be.
  const phase = useSessionPhase();
  const contactEmail = useStore(siteStore, (s) => s.settings?.contactEmail);
  const signOut = useSignOut();
  // Signing out (or signed out, until the guard's redirect): nothing of the session's screens stays
  // mounted, or its queries would ask the server again for what the sign-out has just wiped.
  if (phase.name !== 'signed-in') return null;
  const { access } = phase;
  return (
    <>
      {/* Notifications, user events and heartbeat: src/app/live-user.ts */}
      <LiveUser />
      {/* Asked for by the API client when a call needs a fresh proof (src/features/auth/model/step-up.ts) */}
      <StepUpDialog />
      {access === 'deactivated' ? (
        <AccountDisabled
          onCheck={loadCurrentUser}
          onLogout={signOut}
          contact={contactEmail && <ContactUs email={contactEmail} />}
        />
      ) : access === 'pending' ? (
        <AwaitingApproval onLogout={signOut}>
          <Suspense fallback={null}>
            <AwaitingApprovalHelp />
          </Suspense>
        </AwaitingApproval>
      ) : (
        <AppFrame>
          <Outlet />
        </AppFrame>
      )}
    </>
  );
}
