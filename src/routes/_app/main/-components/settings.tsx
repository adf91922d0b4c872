import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { signOutEverywhere } from '@/features/account/api/security';
import { playSound, soundPreference } from '@/features/notifications/model/sound';
import { rememberSessionEnd } from '@/session/model/session-end';
import { messageOf } from '@/lib/api';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { colorScheme } from '@/app/color-scheme';
import { useSession } from '@/app/session-machine';
import * as s from './settings.css';

const t = m.account.settings;

/** Light or dark, or as the system has it, on this device. */
export function Appearance() {
  const scheme = useStore(colorScheme, (st) => st.scheme);
  return (
    <div className={s.stack}>
      <h2 className={s.title}>{t.appearance}</h2>
      <RadioGroup
        legend={t.colorScheme}
        name="color-scheme"
        options={(['system', 'light', 'dark'] as const).map((value) => ({ value, label: t.schemes[value] }))}
        value={scheme}
        onChange={(value) => colorScheme.set({ scheme: value })}
      />
    </div>
  );
}

/**
 * The notification sound, with a test. The browser's permission to notify is asked for by the
 * notifications card's 'Turn on notifications on this device' alone (features/push).
 */
export function Notifications() {
  const enabled = useStore(soundPreference, (st) => st.enabled);
  return (
    <div className={s.stack}>
      <h2 className={s.title}>{t.notifications}</h2>
      <Checkbox
        label={t.sound}
        checked={enabled}
        onChange={(event) => soundPreference.set({ enabled: event.target.checked })}
      />
      <div className={s.row}>
        <span className={s.muted}>{t.soundHelp}</span>
        <Button size="sm" variant="secondary" onClick={playSound}>
          {t.testSound}
        </Button>
      </div>
    </div>
  );
}

/** 'Sign out everywhere', confirmed first: every device's session ends, this one's too. */
export function Devices() {
  const session = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const everywhere = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
      // This device's token is revoked too: end the session here as a sign-out does, and say so on
      // the login page in the words every other device gets.
      rememberSessionEnd('signed_out_everywhere');
      await session.signOut({ revoke: false });
      await navigate({ to: '/' });
    } catch (failure) {
      setError(messageOf(failure, t.signOutFailed));
      setBusy(false);
    }
  };
  return (
    <div className={s.stack}>
      <h2 className={s.title}>{t.devices}</h2>
      <p className={s.muted}>{t.signOutEverywhereHelp}</p>
      {error && <Alert variant="destructive" description={error} />}
      {confirming ? (
        <div className={s.row} role="group" aria-label={t.confirmSignOut}>
          <span>{t.confirmSignOut}</span>
          <Button variant="danger" size="sm" busy={busy} onClick={() => void everywhere()}>
            {t.confirm}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t.signOutEverywhere}
          </Button>
        </div>
      )}
    </div>
  );
}
