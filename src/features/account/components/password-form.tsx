/**
 * Change password: the current one, a new one of at least 8 characters, typed twice. The server
 * checks the current one and signs out every other device; this one stays signed in.
 */
import { flushSync } from 'react-dom';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { PasswordField } from '@/components/ui/text-field';
import { isApiError, messageOf } from '@/lib/api';
import { m } from '@/i18n';
import { changePassword } from '../api/security';
import * as s from './account.css';

const t = m.account.password;
type Field = 'current_password' | 'password' | 'password_confirmation';

export function PasswordForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const [shown, setShown] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const local: Partial<Record<Field, string>> = {};
  if (!values.current_password) local.current_password = t.required;
  if (values.password.length < 8) local.password = t.tooShort;
  if (values.password_confirmation !== values.password) local.password_confirmation = t.mismatch;
  const errorOf = (field: Field) => (shown ? local[field] : undefined) ?? server[field];

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServer((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Drawn at once, so the first field in error can take the focus now, as in every form.
    flushSync(() => {
      setShown(true);
      setMessage(null);
    });
    if (Object.keys(local).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      await changePassword(values);
      setValues({ current_password: '', password: '', password_confirmation: '' });
      setShown(false);
      setMessage({ kind: 'done', text: t.done });
    } catch (error) {
      if (isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length > 0) {
        flushSync(() => setServer(error.fieldErrors));
        focusFirstInvalid(form.current);
      } else setMessage({ kind: 'failed', text: messageOf(error, t.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className={s.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={s.sectionTitle}>{t.title}</h2>
      <PasswordField
        label={t.current}
        autoComplete="current-password"
        value={values.current_password}
        onChange={(event) => set('current_password')(event.target.value)}
        error={errorOf('current_password')}
      />
      <PasswordField
        label={t.new}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={errorOf('password')}
        hint={t.hint}
      />
      <PasswordField
        label={t.confirm}
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={(event) => set('password_confirmation')(event.target.value)}
        error={errorOf('password_confirmation')}
      />
      {message && (
        <Alert variant={message.kind === 'done' ? 'success' : 'destructive'} description={message.text} />
      )}
      <Button type="submit" busy={busy}>
        {t.submit}
      </Button>
    </form>
  );
}
