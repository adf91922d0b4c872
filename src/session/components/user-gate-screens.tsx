import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { useBusy } from '@/lib/use-busy';
import { m } from '@/i18n';

/**
 * What a deactivated user sees instead of the app: 'Check Status' reads the user again, and there
 * is a way out: Logout, and the tenant's contact when it has one.
 */
export function AccountDisabled({
  onCheck,
  onLogout,
  contact,
}: {
  onCheck: () => Promise<unknown>;
  onLogout: () => Promise<unknown>;
  contact?: ReactNode;
}) {
  const [checking, check] = useBusy(onCheck);
  const [leaving, logout] = useBusy(onLogout);
  return (
    <FullScreenState
      icon={<Icon name="lock" />}
      title={m.session.accountDisabledTitle}
      actions={
        <>
          <Button block busy={checking} onClick={check}>
            {m.session.checkStatus}
          </Button>
          <Button block variant="secondary" busy={leaving} onClick={logout}>
            {m.session.logout}
          </Button>
        </>
      }
    >
      <ScreenText>{m.session.accountDisabledBody}</ScreenText>
      {contact}
    </FullScreenState>
  );
}

/** `children`: what the customer can do while they wait (the app's help: what is missing, support). */
export function AwaitingApproval({
  onLogout,
  children,
}: {
  onLogout: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const [busy, logout] = useBusy(onLogout);
  return (
    <FullScreenState
      icon={<Icon name="clock" />}
      title={m.session.awaitingApprovalTitle}
      actions={
        <Button block variant="secondary" busy={busy} onClick={logout}>
          {m.session.logout}
        </Button>
      }
    >
      <ScreenText>{m.session.awaitingApprovalBody}</ScreenText>
      {children}
    </FullScreenState>
  );
}
