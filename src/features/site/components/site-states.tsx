import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { m } from '@/i18n';
import { useBusy } from '@/lib/use-busy';

export function SiteUnreachable({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const [busy, retry] = useBusy(onRetry);
  return (
    <FullScreenState
      icon={<Icon name="alert" />}
      title={m.site.unreachableTitle}
      actions={
        <Button block busy={busy} onClick={retry}>
          {m.site.tryAgain}
        </Button>
      }
    >
      <ScreenText>{m.site.unreachableBody}</ScreenText>
    </FullScreenState>
  );
}

export function SiteDisabled({
  message,
  contactEmail,
  onCheck,
}: {
  message?: string | null;
  contactEmail?: string | null;
  onCheck: () => Promise<unknown>;
}) {
  const [busy, check] = useBusy(onCheck);
  return (
    <FullScreenState
      icon={<Icon name="tools" />}
      title={m.site.disabledTitle}
      actions={
        <Button block busy={busy} onClick={check}>
          {m.site.checkStatus}
        </Button>
      }
    >
      <ScreenText>{message || m.site.disabledDefault}</ScreenText>
      {contactEmail && (
        <ScreenText>
          {m.site.contactUs} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </ScreenText>
      )}
    </FullScreenState>
  );
}
