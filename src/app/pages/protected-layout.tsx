import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { userGate } from '@/features/session/model/gate';
import { loadCurrentUser, sessionStore } from '@/features/session/model/session-store';
import { AccountDisabled, AwaitingApproval } from '@/features/session/components/user-gate-screens';
import { ContactUs } from '@/features/site/components/site-states';
import { siteStore } from '@/features/site/model/site-store';
import { useStore } from '@/lib/store/store';
import { LiveUser } from '../live-user';
import { useSignOut } from '../session-lifecycle';
import { AppFrame } from './app-frame';

/**
 * Only a customer awaiting approval sees it, and it brings the verification forms and the chat: its
 * code loads when it shows, not with every signed-in start.
 */
const AwaitingApprovalHelp = lazy(() =>
  import('../components/awaiting-approval-help').then(({ AwaitingApprovalHelp }) => ({
    default: AwaitingApprovalHelp,
  })),
);

/** Every protected route renders through here: blocked users see why, everyone else the page in the app frame. */
export function ProtectedLayout() {
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
