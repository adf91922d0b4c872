import { createFileRoute } from '@tanstack/react-router';
import { useSignOut } from '@/app/session-machine';
import { Button } from '@/components/ui/button';
import { Card, Page } from '@/components/ui/page';
import { PasswordForm } from '@/features/account/components/password-form';
import { LoginHistoryCard, SessionsCard } from '@/features/account/components/sessions';
import { TwoFactorCard } from '@/features/account/components/two-factor-card';
import { PasskeysCard } from '@/features/auth/components/passkeys-card';
import { InstallApp } from '@/features/install/components/install-app';
import { PushCard } from '@/features/push/components/push-card';
import { m } from '@/i18n';
import { Appearance, Devices, Notifications } from './-components/settings';
import * as s from './-components/settings.css';

const t = m.account.settings;

/**
 * /main/settings: password, two-factor authentication, passkeys, the signed-in devices and the login history, notifications (sound, system permission), installing, appearance, language
 * and every device.
 */
export const Route = createFileRoute('/_app/main/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  const signOut = useSignOut();
  return (
    <Page title={m.app.pages.settings}>
      <Card>
        <PasswordForm />
      </Card>
      <Card>
        <TwoFactorCard />
      </Card>
      <Card>
        <PasskeysCard />
      </Card>
      <Card>
        <SessionsCard signOutHere={signOut} />
      </Card>
      <Card>
        <LoginHistoryCard />
      </Card>
      <Card>
        <Notifications />
      </Card>
      <Card>
        <PushCard />
      </Card>
      <Card>
        <div className={s.stack}>
          <h2 className={s.title}>{m.install.title}</h2>
          <InstallApp className={s.row} />
        </div>
      </Card>
      <Card>
        <Appearance />
      </Card>
      <Card>
        <h2 className={s.title}>{t.language}</h2>
        <div className={s.row}>
          <Button variant="secondary" size="sm" aria-pressed="true" aria-label={t.languageLabel}>
            {t.languageButton}
          </Button>
          <span className={s.muted}>{t.languageHelp}</span>
        </div>
      </Card>
      <Card>
        <Devices />
      </Card>
    </Page>
  );
}
