/**
 * Settings → Two-factor authentication: off, it offers to turn it on (after the step-up the server
 * asks for): a QR code of the otpauth URI and the secret as text for the authenticator app, then a code
 * from the app to confirm, then the ten recovery codes, shown this once, to copy or download. On, it
 * says how many recovery codes are left and turns off with a code.
 */
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { QueryView } from '@/components/ui/query-view';
import { TextField } from '@/components/ui/text-field';
import { m } from '@/i18n';
import {
  confirmTwoFactor,
  setTwoFactorStatus,
  startTwoFactor,
  turnOffTwoFactor,
  twoFactorQuery,
} from '../api/two-factor';
import * as s from './two-factor-card.css';

const t = m.securityTwoFactor.card;

type Step =
  | { name: 'status' }
  | { name: 'setup'; secret: string; uri: string }
  | { name: 'codes'; codes: string[] }
  | { name: 'turn-off' };

export function TwoFactorCard() {
  const query = useQuery(twoFactorQuery());
  const [step, setStep] = useState<Step>({ name: 'status' });
  return (
    <section className={s.stack} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={s.title}>
        {t.title}
      </h2>
      <QueryView query={query} loading={t.loading} failed={t.loadFailed}>
        {(status) => {
          switch (step.name) {
            case 'setup':
              return (
                <Setup
                  {...step}
                  onDone={(codes) => setStep({ name: 'codes', codes })}
                  onCancel={() => setStep({ name: 'status' })}
                />
              );
            case 'codes':
              return <RecoveryCodes codes={step.codes} onDone={() => setStep({ name: 'status' })} />;
            case 'turn-off':
              return <TurnOff onDone={() => setStep({ name: 'status' })} />;
            default:
              return status.enabled ? (
                <>
                  <p className={s.state}>{t.on}</p>
                  <p className={s.muted}>{t.codesLeft(status.recovery_codes_left)}</p>
                  <div className={s.actions}>
                    <Button variant="secondary" onClick={() => setStep({ name: 'turn-off' })}>
                      {t.turnOff}
                    </Button>
                  </div>
                </>
              ) : (
                <TurnOn onStarted={(setup) => setStep({ name: 'setup', ...setup })} />
              );
          }
        }}
      </QueryView>
    </section>
  );
}

function TurnOn({ onStarted }: { onStarted: (setup: { secret: string; uri: string }) => void }) {
  const form = useFormSubmit({ fields: [], send: startTwoFactor, onSuccess: onStarted, fallback: t.failed });
  return (
    <form ref={form.formRef} className={s.stack} onSubmit={form.onSubmit} noValidate>
      <p className={s.state}>{t.off}</p>
      <p className={s.muted}>{t.offHelp}</p>
      <FormError ref={form.errorRef} message={form.formError} />
      <div className={s.actions}>
        <Button type="submit" busy={form.busy}>
          {t.turnOn}
        </Button>
      </div>
    </form>
  );
}

/** A form of one code field: confirming the setup, or turning two-factor off. */
function CodeForm({
  intro,
  submit,
  send,
  onCancel,
  children,
}: {
  intro: ReactNode;
  submit: string;
  send: (code: string) => Promise<unknown>;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const form = useFormSubmit({
    fields: ['code'],
    validate: () => ({ code: code.trim() ? undefined : t.codeRequired }),
    send: () => send(code.trim()),
    fallback: t.failed,
  });
  return (
    <form ref={form.formRef} className={s.stack} onSubmit={form.onSubmit} noValidate>
      {intro}
      {children}
      <FormError ref={form.errorRef} message={form.formError} />
      <TextField
        label={t.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          form.clearFieldError('code');
        }}
        error={form.fieldErrors.code}
      />
      <div className={s.actions}>
        <Button type="submit" busy={form.busy}>
          {submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function Setup({
  secret,
  uri,
  onDone,
  onCancel,
}: {
  secret: string;
  uri: string;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const send = async (code: string) => {
    const codes = await confirmTwoFactor(code);
    setTwoFactorStatus(queryClient, { enabled: true, recovery_codes_left: codes.length });
    onDone(codes);
  };
  return (
    <CodeForm intro={<p className={s.muted}>{t.scan}</p>} submit={t.confirm} send={send} onCancel={onCancel}>
      <div className={s.qr}>
        <QRCodeSVG value={uri} size={176} marginSize={2} role="img" aria-label={t.qrLabel} />
      </div>
      <p className={s.muted}>{t.enterKey}</p>
      <div className={s.secretRow}>
        <code className={s.secret} data-testid="two-factor-secret">
          {secret}
        </code>
        <CopyButton value={secret} what={t.keyName} />
      </div>
    </CodeForm>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n') + '\n';
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={s.stack}>
      <Alert variant="success" description={t.turnedOn} />
      <p className={s.muted}>{t.codesHelp}</p>
      <ul className={s.codes} aria-label={t.codesLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <CopyButton value={text} what={t.codesLabel} />
        <Button size="sm" variant="secondary" onClick={download}>
          {t.download}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t.saved}
        </Button>
      </div>
    </div>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const send = async (code: string) => {
    await turnOffTwoFactor(code);
    setTwoFactorStatus(queryClient, { enabled: false, recovery_codes_left: 0 });
    onDone();
  };
  return (
    <CodeForm
      intro={<p className={s.muted}>{t.turnOffHelp}</p>}
      submit={t.turnOff}
      send={send}
      onCancel={onDone}
    />
  );
}
