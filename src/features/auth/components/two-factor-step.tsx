/**
 * The login's second step for an account with two-factor on: the code the authenticator app shows,
 * or one of the recovery codes ('Use a recovery code'). The server throttles wrong codes with the
 * password's counters and says so as a refusal of the field; an expired step starts the login again.
 */
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { User } from '@contract';
import { m } from '@/i18n';
import { signInWithCode } from '../api/auth';
import { form as formClass } from './auth-card.css';
import * as s from './step-up-dialog.css';

const t = m.securityTwoFactor.signIn;

export function TwoFactorStep({
  challenge,
  onSuccess,
  onStartAgain,
}: {
  challenge: string;
  /** Signs in: the form stays busy until it settles. */
  onSuccess: (user: User, token: string) => Promise<unknown>;
  onStartAgain: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const field = recovery ? 'recovery_code' : 'code';
  const form = useFormSubmit({
    fields: ['code', 'recovery_code'],
    validate: () => ({ [field]: value.trim() ? undefined : t.required }),
    send: () =>
      signInWithCode(challenge, recovery ? { recovery_code: value.trim() } : { code: value.trim() }),
    onSuccess: ({ user, token }) => onSuccess(user, token),
    fallback: m.auth.loginFailed,
  });
  const switchKind = () => {
    setRecovery(!recovery);
    setValue('');
    form.clearFieldError(field);
  };

  return (
    <form ref={form.formRef} className={formClass} onSubmit={form.onSubmit} noValidate aria-label={t.title}>
      <h2 className={s.title}>{t.title}</h2>
      <p className={s.intro}>{recovery ? t.recoveryIntro : t.intro}</p>
      <FormError ref={form.errorRef} message={form.formError} />
      <TextField
        key={field}
        label={recovery ? t.recoveryCode : t.code}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          form.clearFieldError(field);
        }}
        error={form.fieldErrors[field]}
      />
      <Button type="submit" block busy={form.busy}>
        {form.busy ? m.auth.loginBusy : t.submit}
      </Button>
      <div className={s.actions}>
        <Button type="button" variant="ghost" onClick={switchKind}>
          {recovery ? t.useApp : t.useRecovery}
        </Button>
        <Button type="button" variant="ghost" onClick={onStartAgain}>
          {t.startAgain}
        </Button>
      </div>
    </form>
  );
}
