import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/text-field';
import { isApiError, messageOf } from '@/lib/api';
import type { User } from '@/lib/contract';
import { validateEmail } from '@/lib/validation';
import { m } from '@/i18n';
import { login } from '../api/auth';
import { useCountdown } from '../hooks/use-countdown';
import { form as formClass } from './auth-card.css';

type Errors = Partial<Record<'email' | 'password', string>>;

export function LoginForm({ onSuccess }: { onSuccess: (user: User, token: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();
  // What a screen reader hears once when the wait starts; the visible countdown is not re-announced each second.
  const [waitAnnounced, setWaitAnnounced] = useState('');
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      email: validateEmail(email),
      password: password ? undefined : m.auth.passwordRequired,
    };
    flushSync(() => {
      setErrors(next);
      setFailure(null);
    });
    if (next.email || next.password) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const { token, user } = await login(email, password);
      onSuccess(user, token);
    } catch (error) {
      // Throttled: say when to try again, from the server's Retry-After rather than its prose.
      const retryAfter = isApiError(error) && error.status === 429 ? error.retryAfter : undefined;
      if (retryAfter) {
        flushSync(() => {
          setErrors({});
          setWaitAnnounced(m.auth.tooManyAttempts(retryAfter));
          wait.start(retryAfter);
        });
        return;
      }
      const fieldErrors = isApiError(error) && error.status === 422 ? error.fieldErrors : {};
      // A message that belongs to a field is shown (and read) there, not twice.
      flushSync(() => {
        setErrors(fieldErrors);
        setFailure(Object.keys(fieldErrors).length > 0 ? null : messageOf(error, m.auth.loginFailed));
      });
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className={formClass} onSubmit={submit} noValidate aria-label={m.auth.loginTitle}>
      {wait.left > 0 && (
        <>
          <p role="alert" className="sr-only">
            {waitAnnounced}
          </p>
          <Alert variant="destructive" live={false} description={m.auth.tooManyAttempts(wait.left)} />
        </>
      )}
      {failure && <Alert variant="destructive" description={failure} onClose={() => setFailure(null)} />}
      <EmailField
        label={m.auth.email}
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        label={m.auth.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <Button type="submit" block busy={busy} disabled={wait.left > 0}>
        {busy ? m.auth.loginBusy : m.auth.loginSubmit}
      </Button>
    </form>
  );
}
