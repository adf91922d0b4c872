/**
 * 'Confirm it is you': shown when the server refuses a call for want of a fresh proof (a withdrawal,
 * turning two-factor off ...). The proof it asks for is the one the server listed: a code of the
 * authenticator app (or a recovery code) when two-factor is on, else the password, and the user's
 * passkey beside either when they have one. Once the server
 * takes it, the refused call is sent again by the API client; cancelling lets that call fail with the
 * server's reason.
 */
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { messageOf } from '@/lib/api';
import { stepUp } from '../api/step-up';
import { stepUpStore, type StepUpQuestion } from '../model/step-up';
import * as s from './step-up-dialog.css';

const t = m.securityTwoFactor.stepUp;

export function StepUpDialog() {
  const question = useStore(stepUpStore, (state) => state.question);
  // Leaving the signed-in screens (a sign-out) answers the question: the call asking for it fails.
  useEffect(() => () => stepUpStore.get().question?.settle(false), []);
  // The modal dialog opens in the Drawer's effect, which moves the focus to its first control (the
  // close button); this effect runs after it and puts the focus in the field to type into.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (question) body.current?.querySelector('input')?.focus();
  }, [question]);
  return (
    <Drawer
      open={question !== null}
      onClose={() => question?.settle(false)}
      label={t.title}
      placement="sheet"
    >
      <div ref={body}>{question && <StepUpForm question={question} />}</div>
    </Drawer>
  );
}

function StepUpForm({ question }: { question: StepUpQuestion }) {
  const field = question.methods.includes('code') ? 'code' : 'password';
  const [value, setValue] = useState('');
  const form = useFormSubmit({
    fields: [field],
    validate: () => ({ [field]: value.trim() ? undefined : t[`${field}Required`] }),
    send: () => stepUp(field === 'code' ? { code: value.trim() } : { password: value }),
    onSuccess: () => question.settle(true),
    fallback: t.failed,
  });
  const onChange = (next: string) => {
    setValue(next);
    form.clearFieldError(field);
  };

  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate>
      <h2 className={s.title}>{t.title}</h2>
      <p className={s.intro}>{t.intro}</p>
      {question.methods.includes('passkey') && <PasskeyProof question={question} />}
      <FormError ref={form.errorRef} message={form.formError} />
      {field === 'code' ? (
        <TextField
          label={t.code}
          hint={t.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={form.fieldErrors.code}
        />
      ) : (
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={form.fieldErrors.password}
        />
      )}
      <div className={s.actions}>
        <Button type="submit" busy={form.busy}>
          {form.busy ? t.busy : t.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={() => question.settle(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The passkey code (the WebAuthn library, its validators) comes with the first passkey proof asked
 * for, not with every signed-in screen that could ask.
 */
const passkeys = () => import('../api/passkeys');

/** 'Use a passkey': the proof the user's own passkey gives, beside the code or password field. */
function PasskeyProof({ question }: { question: StepUpQuestion }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Asked for as the proof is offered, so a tap finds it loaded: a browser may refuse a ceremony begun
  // too long after the tap that asked for it.
  useEffect(() => {
    void passkeys().catch(() => {});
  }, []);
  const prove = async () => {
    setBusy(true);
    setError(null);
    let passkey: Awaited<ReturnType<typeof passkeys>> | undefined;
    try {
      passkey = await passkeys();
      await passkey.stepUpWithPasskey();
      question.settle(true);
    } catch (failure) {
      setError(
        passkey && failure instanceof passkey.PasskeyCeremonyError
          ? failure.message
          : messageOf(failure, t.failed),
      );
      setBusy(false);
    }
  };
  return (
    <>
      {error && <Alert variant="destructive" description={error} />}
      <Button type="button" busy={busy} onClick={() => void prove()}>
        {busy ? m.securityPasskeys.stepUpBusy : m.securityPasskeys.stepUp}
      </Button>
      <p className={s.intro}>
        {question.methods.includes('code') ? m.securityPasskeys.orCode : m.securityPasskeys.orPassword}
      </p>
    </>
  );
}
