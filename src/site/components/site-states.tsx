import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { m } from '@/i18n';
import { useBusy } from '@/lib/use-busy';

/** A blocking screen that says what failed and offers 'Try Again'. */
function RetryScreen({
  title,
  body,
  onRetry,
}: {
  title: string;
  body: string;
  onRetry: () => Promise<unknown>;
}) {
  const [busy, retry] = useBusy(onRetry);
  return (
    <FullScreenState
      icon={<Icon name="alert" />}
      title={title}
      actions={
        <Button block busy={busy} onClick={retry}>
          {m.site.tryAgain}
        </Button>
      }
    >
      <ScreenText>{body}</ScreenText>
    </FullScreenState>
  );
}

export function SiteUnreachable({ onRetry }: { onRetry: () => Promise<unknown> }) {
  return <RetryScreen title={m.site.unreachableTitle} body={m.site.unreachableBody} onRetry={onRetry} />;
}

/** The license check got no usable answer: unlike an invalid license, this one can be asked again. */
export function LicenseCheckFailed({ onRetry }: { onRetry: () => Promise<unknown> }) {
  return <RetryScreen title={m.site.licenseFailedTitle} body={m.site.licenseFailedBody} onRetry={onRetry} />;
}

/** The tenant's support address, for the screens that stop a user: 'If you need immediate assistance…'. */
export function ContactUs({ email }: { email: string }) {
  return (
    <ScreenText>
      {m.site.contactUs} <a href={`mailto:${email}`}>{email}</a>
    </ScreenText>
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
      {contactEmail && <ContactUs email={contactEmail} />}
    </FullScreenState>
  );
}
