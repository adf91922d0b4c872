import { lazy, Suspense, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import type { User } from '@contract';
import { validateEmail } from '@/lib/validation';
import { m } from '@/i18n';
import { login } from '../api/auth';
import { useCountdown } from '../hooks/use-countdown';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { form as formClass } from './auth-card.css';

/** Only accounts with two-factor on see it: its code and strings load when it shows, not with the login. */
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then(({ TwoFactorStep }) => ({ default: TwoFactorStep })),
);

/**
 * `onSuccess` signs the user in and takes them to their home: the form (or the passkey button) stays
 * busy until it settles, since the signed-in screens' code may take seconds to arrive on a slow network.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: User, token: string) => Promise<unknown> }) {
  // Set once the password was right on an account with two-factor on: the code step shows instead.
  const [challenge, setChallenge] = useState<string | null>(null);
  if (challenge !== null)
    return (
      <Suspense fallback={null}>
        <TwoFactorStep challenge={challenge} onSuccess={onSuccess} onStartAgain={() => setChallenge(null)} />
      </Suspense>
    );
  return <PasswordStep onSuccess={onSuccess} onChallenge={setChallenge} />;
}

function PasswordStep({
  onSuccess,
  onChallenge,
}: {
  onSuccess: (user: User, token: string) => Promise<unknown>;
  onChallenge: (challenge: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const wait = useCountdown();
  const passkey = usePasskeySignIn(onSuccess);
  // What a screen reader hears once when the wait starts; the visible countdown is not re-announced each second.
  const [waitAnnounced, setWaitAnnounced] = useState('');
  const form = useFormSubmit({
    fields: ['email', 'password'],
    validate: () => ({
      email: validateEmail(email),
      password: password ? undefined : m.auth.passwordRequired,
    }),
    send: () => login(email, password),
    onSuccess: (answer) =>
      'challenge' in answer ? onChallenge(answer.challenge) : onSuccess(answer.user, answer.token),
    onError: (error) => {
      // Throttled: say when to try again, from the server's Retry-After rather than its prose.
      const retryAfter = isApiError(error) && error.status === 429 ? error.retryAfter : undefined;
      if (!retryAfter) return false;
      setWaitAnnounced(m.auth.tooManyAttempts(retryAfter));
      wait.start(retryAfter);
      return true;
    },
    fallback: m.auth.loginFailed,
  });

  return (
    <form
      ref={form.formRef}
      className={formClass}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={m.auth.loginTitle}
    >
      {wait.left > 0 && (
        <>
          <p role="alert" className="sr-only">
            {waitAnnounced}
          </p>
          <Alert variant="destructive" live={false} description={m.auth.tooManyAttempts(wait.left)} />
        </>
      )}
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
      {passkey.error && <Alert variant="destructive" description={passkey.error} />}
      <EmailField
        label={m.auth.email}
        // `webauthn`: the browser may offer this site's passkeys among the saved emails.
        autoComplete="username webauthn"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          form.clearFieldError('email');
        }}
        error={form.fieldErrors.email}
      />
      <PasswordField
        label={m.auth.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          form.clearFieldError('password');
        }}
        error={form.fieldErrors.password}
        required
      />
      <Button type="submit" block busy={form.busy} disabled={wait.left > 0}>
        {form.busy ? m.auth.loginBusy : m.auth.loginSubmit}
      </Button>
      <Button
        type="button"
        variant="secondary"
        block
        busy={passkey.busy}
        onClick={() => void passkey.start()}
      >
        {passkey.busy ? m.securityPasskeys.signInBusy : m.securityPasskeys.signIn}
      </Button>
    </form>
  );
}
