import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { useBusy } from '@/lib/use-busy';
import { m } from '@/i18n';

export function AccountDisabled({ onCheck }: { onCheck: () => Promise<unknown> }) {
  const [busy, check] = useBusy(onCheck);
  return (
    <FullScreenState
      icon={<Icon name="lock" />}
      title={m.session.accountDisabledTitle}
      actions={
        <Button block busy={busy} onClick={check}>
          {m.session.checkStatus}
        </Button>
      }
    >
      <ScreenText>{m.session.accountDisabledBody}</ScreenText>
    </FullScreenState>
  );
}

export function AwaitingApproval({ onLogout }: { onLogout: () => Promise<unknown> }) {
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
    </FullScreenState>
  );
}
