import { createFileRoute, Outlet } from '@tanstack/react-router';
import { userGate } from '@/features/session/model/gate';
import { loadCurrentUser, sessionStore } from '@/features/session/model/session-store';
import { AccountDisabled, AwaitingApproval } from '@/features/session/components/user-gate-screens';
import { ContactUs } from '@/features/site/components/site-states';
import { siteStore } from '@/features/site/model/site-store';
import { useStore } from '@/lib/store/store';
import { LiveUser } from '@/app/live-user';
import { useSignOut } from '@/app/session-lifecycle';
import { requireSession } from './-guards';
import { AppFrame } from './_app/-components/app-frame';
import { AwaitingApprovalHelp } from './_app/-components/awaiting-approval-help';

/**
 * Pathless layout of every protected route: blocked users see why, everyone else the screen in the
 * app frame.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSession,
  component: ProtectedLayout,
});

function ProtectedLayout() {
  const mustVerify = useStore(siteStore, (s) => s.settings?.must_verify_account ?? false);
  // The gate alone, not the user: a refreshed user (every balance change) leaves this layout be.
  const gate = useStore(sessionStore, (s) => userGate(s.user, mustVerify));
  const contactEmail = useStore(siteStore, (s) => s.settings?.contactEmail);
  const signOut = useSignOut();
  return (
    <>
      {/* Notifications, user events and heartbeat: src/app/live-user.ts */}
      <LiveUser />
      {gate === 'disabled' ? (
        <AccountDisabled
          onCheck={loadCurrentUser}
          onLogout={signOut}
          contact={contactEmail && <ContactUs email={contactEmail} />}
        />
      ) : gate === 'awaiting-approval' ? (
        <AwaitingApproval onLogout={signOut}>
          <AwaitingApprovalHelp />
        </AwaitingApproval>
      ) : (
        <AppFrame>
          <Outlet />
        </AppFrame>
      )}
    </>
  );
}
