import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { EmailField, PasswordField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { m } from '@/i18n';
import { checkEmail } from '../api/check-email';
import { checkEmailFailureMessage, readCheckEmailAnswer } from '../model/check-email';
import { createDraft } from '../model/draft';
import { saveDraft } from '../model/draft-store';
import { hasErrors, validateSignUp, type FieldErrors } from '../model/validators';
import * as s from './onboarding.css';

const t = m.onboarding.signUp;
/** The email check's toasts share one cause: a success takes the place of an earlier refusal. */
const CHECK_EMAIL = { key: 'check-email' };

/**
 * Email and password, checked here first (a problem is shown at its field). A free address saves the
 * registration draft and moves on; a taken address or a failed check keeps the visitor here with a toast.
 */
export function SignUpForm({ onSuccess }: { onSuccess: () => unknown }) {
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = validateSignUp({ email, password });
    flushSync(() => setErrors(next));
    if (hasErrors(next)) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const outcome = readCheckEmailAnswer(await checkEmail(email));
      if (!outcome.available) {
        toast.error(outcome.message, CHECK_EMAIL);
        return;
      }
      saveDraft(createDraft({ email, password, countryCode: outcome.countryCode }, new Date()));
      toast.success(t.emailVerified, CHECK_EMAIL);
      await onSuccess();
    } catch (error) {
      toast.error(checkEmailFailureMessage(error), CHECK_EMAIL);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className={s.form} onSubmit={submit} noValidate aria-label={t.title}>
      <EmailField
        label={t.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={t.passwordHint}
        required
      />
      <Button type="submit" block busy={busy}>
        {busy ? t.busy : t.submit}
      </Button>
    </form>
  );
}
