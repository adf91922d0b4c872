/**
 * Change password: the current one, a new one of at least 8 characters, typed twice. The server
 * checks the current one and signs out every other device; this one stays signed in.
 */
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/text-field';
import { m } from '@/i18n';
import { changePassword } from '../api/security';
import * as s from './account.css';

const t = m.account.password;
type Field = 'current_password' | 'password' | 'password_confirmation';
const fields: readonly Field[] = ['current_password', 'password', 'password_confirmation'];
const empty: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const [values, setValues] = useState(empty);
  const [done, setDone] = useState(false);
  const form = useFormSubmit({
    fields,
    validate: () => ({
      current_password: values.current_password ? undefined : t.required,
      password: values.password.length < 8 ? t.tooShort : undefined,
      password_confirmation: values.password_confirmation !== values.password ? t.mismatch : undefined,
    }),
    send: () => changePassword(values),
    onSuccess: () => {
      setValues(empty);
      setDone(true);
    },
    fallback: t.failed,
  });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearFieldError(field);
  };

  const submit = (event: FormEvent) => {
    setDone(false);
    form.onSubmit(event);
  };

  return (
    <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
      <h2 className={s.sectionTitle}>{t.title}</h2>
      <PasswordField
        label={t.current}
        autoComplete="current-password"
        value={values.current_password}
        onChange={(event) => set('current_password')(event.target.value)}
        error={form.fieldErrors.current_password}
      />
      <PasswordField
        label={t.new}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={form.fieldErrors.password}
        hint={t.hint}
      />
      <PasswordField
        label={t.confirm}
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={(event) => set('password_confirmation')(event.target.value)}
        error={form.fieldErrors.password_confirmation}
      />
      <FormError ref={form.errorRef} message={form.formError} />
      {done && <Alert variant="success" description={t.done} />}
      <Button type="submit" busy={form.busy}>
        {t.submit}
      </Button>
    </form>
  );
}
