import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/text-field';
import { validateEmail } from '@/lib/validation';
import { m } from '@/i18n';
import { requestPasswordReset } from '../api/forgot-password';
import { ScreenTitle } from './onboarding-layout';
import * as s from './onboarding.css';

/**
 * Asks for a reset link, under the screen's title. The confirmation is our own fixed text, shown
 * alike for every address, so the screen never tells whether an account exists; it replaces the
 * intro, which asks for the address already given.
 */
export function ForgotPasswordForm() {
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useFormSubmit({
    fields: ['email'],
    validate: () => ({ email: validateEmail(email) }),
    send: () => requestPasswordReset(email),
    onSuccess: () => setSent(true),
    fallback: m.auth.forgotFailed,
  });

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <>
        <ScreenTitle title={m.auth.forgotTitle} />
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
      </>
    );
  }

  return (
    <>
      <ScreenTitle title={m.auth.forgotTitle} subtitle={m.auth.forgotBody} />
      <form
        ref={form.formRef}
        className={s.form}
        onSubmit={form.onSubmit}
        noValidate
        aria-label={m.auth.forgotTitle}
      >
        <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
        <EmailField
          label={m.auth.email}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            form.clearFieldError('email');
          }}
          error={form.fieldErrors.email}
        />
        <Button type="submit" block busy={form.busy}>
          {form.busy ? m.auth.forgotBusy : m.auth.forgotSubmit}
        </Button>
      </form>
    </>
  );
}
