import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { EmailField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api';
import { validateEmail } from '@/lib/validation';
import { m } from '@/i18n';
import { requestPasswordReset } from '../api/forgot-password';
import * as s from './onboarding.css';

/**
 * Asks for a reset link. The confirmation is our own fixed text, shown alike for every address,
 * so the screen never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateEmail(email);
    flushSync(() => {
      setError(invalid);
      setFailure(null);
    });
    if (invalid) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (failed) {
      setFailure(messageOf(failed, m.auth.forgotFailed));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section className={s.stack} role="status">
        <h2 ref={confirmation} tabIndex={-1} className={s.sectionTitle}>
          {m.onboarding.forgot.sentTitle}
        </h2>
        <p className={s.muted}>{m.onboarding.forgot.sent}</p>
        <Button
          variant="secondary"
          block
          onClick={() => {
            setSent(false);
            setEmail('');
          }}
        >
          {m.onboarding.forgot.another}
        </Button>
      </section>
    );
  }

  return (
    <form ref={form} className={s.form} onSubmit={submit} noValidate aria-label={m.auth.forgotTitle}>
      {failure && <Alert variant="destructive" description={failure} onClose={() => setFailure(null)} />}
      <EmailField
        label={m.auth.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <Button type="submit" block busy={busy}>
        {busy ? m.auth.forgotBusy : m.auth.forgotSubmit}
      </Button>
    </form>
  );
}
