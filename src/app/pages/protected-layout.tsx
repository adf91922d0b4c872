import { Outlet, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { userGate } from '@/features/session/model/gate';
import { loadCurrentUser, sessionStore } from '@/features/session/model/session-store';
import { AccountDisabled, AwaitingApproval } from '@/features/session/components/user-gate-screens';
import { siteStore } from '@/features/site/model/site-store';
import { useStore } from '@/lib/store/persisted-store';
import { signOut } from '../session-effects';

/** Every protected route renders through here: blocked users see why, everyone else the page. */
export function ProtectedLayout() {
  const user = useStore(sessionStore, (s) => s.user);
  const mustVerify = useStore(siteStore, (s) => s.settings?.must_verify_account ?? false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  switch (userGate(user, mustVerify)) {
    case 'disabled':
      return <AccountDisabled onCheck={loadCurrentUser} />;
    case 'awaiting-approval':
      return (
        <AwaitingApproval
          onLogout={async () => {
            await signOut(queryClient, { revoke: true });
            await navigate({ to: '/' });
          }}
        />
      );
    default:
      return <Outlet />;
  }
}
