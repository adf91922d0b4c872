import { Outlet } from '@tanstack/react-router';
import { userGate } from '@/features/session/model/gate';
import { loadCurrentUser, sessionStore } from '@/features/session/model/session-store';
import { AccountDisabled, AwaitingApproval } from '@/features/session/components/user-gate-screens';
import { siteStore } from '@/features/site/model/site-store';
import { useStore } from '@/lib/store/persisted-store';
import { useSignOut } from '../session-effects';

/** Every protected route renders through here: blocked users see why, everyone else the page. */
export function ProtectedLayout() {
  const user = useStore(sessionStore, (s) => s.user);
  const mustVerify = useStore(siteStore, (s) => s.settings?.must_verify_account ?? false);
  const signOut = useSignOut();

  switch (userGate(user, mustVerify)) {
    case 'disabled':
      return <AccountDisabled onCheck={loadCurrentUser} />;
    case 'awaiting-approval':
      return <AwaitingApproval onLogout={signOut} />;
    default:
      return <Outlet />;
  }
}
