import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { hasErrors, refusalOf, useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { m } from '@/i18n';
import { checkEmail } from '../api/check-email';
import { checkEmailFailureMessage, readCheckEmailAnswer } from '../model/check-email';
import { createDraft } from '../model/draft';
import { saveDraft } from '../model/draft-store';
import { validateSignUp } from '../model/validators';
import * as s from './onboarding.css';

const t = m.onboarding.signUp;
/** The email check's toasts share one cause: a success takes the place of an earlier refusal. */
const CHECK_EMAIL = { key: 'check-email' };
const signUpFields = ['email', 'password'] as const;

/**
 * Email and password, checked here first (a problem is shown at its field). A free address saves the
 * registration draft and moves on; a taken address or a failed check keeps the visitor here with a toast.
 */
export function SignUpForm({ onSuccess }: { onSuccess: () => unknown }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit({
    fields: signUpFields,
    validate: () => validateSignUp({ email, password }),
    send: async () => {
      const outcome = readCheckEmailAnswer(await checkEmail(email));
      if (!outcome.available) {
        toast.error(outcome.message, CHECK_EMAIL);
        return;
      }
      saveDraft(createDraft({ email, password, countryCode: outcome.countryCode }, new Date()));
      toast.success(t.emailVerified, CHECK_EMAIL);
      await onSuccess();
    },
    onError: (error) => {
      // A refusal of the address or password themselves goes beside them; any other failure is
      // the check's own toast.
      if (hasErrors(refusalOf(error, { fields: signUpFields, fallback: t.checkFailed }).fields)) return false;
      toast.error(checkEmailFailureMessage(error), CHECK_EMAIL);
      return true;
    },
    fallback: t.checkFailed,
  });

  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate aria-label={t.title}>
      <EmailField
        label={t.email}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          form.clearFieldError('email');
        }}
        error={form.fieldErrors.email}
      />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          form.clearFieldError('password');
        }}
        error={form.fieldErrors.password}
        hint={t.passwordHint}
        required
      />
      <FormError ref={form.errorRef} message={form.formError} />
      <Button type="submit" block busy={form.busy}>
        {form.busy ? t.busy : t.submit}
      </Button>
    </form>
  );
}
