/**
 * Settings → Passkeys: the user's passkeys with the date each was added and last used, a form that
 * adds one under a name, and Remove on each (the server asks for a fresh proof first; the API client
 * shows 'Confirm it is you' and carries on).
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api';
import { formatDate } from '@contract/rules/format';
import { MAX_PASSKEY_NAME, type Passkey } from '@contract';
import { m } from '@/i18n';
import {
  addPasskey,
  PasskeyCeremonyError,
  passkeysQuery,
  removePasskey,
  writePasskeys,
} from '../api/passkeys';
import * as s from './passkeys-card.css';

const t = m.securityPasskeys;

const dateOf = (iso: string) => <time dateTime={iso}>{formatDate(new Date(iso))}</time>;

export function PasskeysCard() {
  const query = useQuery(passkeysQuery());
  // What just happened, said once in the card's live region.
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className={s.stack} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={s.title}>
        {t.title}
      </h2>
      <p className={s.muted}>{t.intro}</p>
      <QueryView query={query} loading={t.loading} failed={t.loadFailed}>
        {(passkeys) =>
          passkeys.length === 0 ? (
            <p className={s.muted}>{t.none}</p>
          ) : (
            <ul className={s.list} aria-label={t.listLabel}>
              {passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={setDone} />
              ))}
            </ul>
          )
        }
      </QueryView>
      {done && <Alert variant="success" description={done} onClose={() => setDone(null)} />}
      {browserSupportsWebAuthn() ? (
        <AddPasskeyForm onAdded={setDone} />
      ) : (
        <p className={s.muted}>{t.unsupported}</p>
      )}
    </section>
  );
}

function PasskeyRow({ passkey, onRemoved }: { passkey: Passkey; onRemoved: (said: string) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await removePasskey(passkey.id);
      writePasskeys(queryClient, (passkeys) => passkeys.filter((known) => known.id !== passkey.id));
      onRemoved(t.removed(passkey.name));
    } catch (failure) {
      setError(messageOf(failure, t.removeFailed));
      setBusy(false);
    }
  };
  return (
    <li className={s.item}>
      <span className={s.facts}>
        <span className={s.name}>{passkey.name}</span>
        <span className={s.muted}>
          {t.addedOn} {dateOf(passkey.created_at)}
        </span>
        <span className={s.muted}>
          {passkey.last_used_at === null ? (
            t.neverUsed
          ) : (
            <>
              {t.lastUsed} {dateOf(passkey.last_used_at)}
            </>
          )}
        </span>
      </span>
      {confirming ? (
        <span className={s.actions} role="group" aria-label={t.confirmRemove(passkey.name)}>
          <span>{t.confirmRemove(passkey.name)}</span>
          <Button variant="danger" size="sm" busy={busy} onClick={() => void remove()}>
            {t.confirm}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
        </span>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t.removeLabel(passkey.name)}
          onClick={() => setConfirming(true)}
        >
          {t.remove}
        </Button>
      )}
      {error && <Alert variant="destructive" description={error} />}
    </li>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: (said: string) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  // The browser's own refusal (cancelled, already on this device), which no server words say.
  const [refused, setRefused] = useState<string | null>(null);
  const form = useFormSubmit({
    fields: ['name'],
    validate: () => ({
      name: !name.trim()
        ? t.nameRequired
        : name.trim().length > MAX_PASSKEY_NAME
          ? t.nameTooLong(MAX_PASSKEY_NAME)
          : undefined,
    }),
    send: () => addPasskey(name.trim()),
    onSuccess: (added) => {
      writePasskeys(queryClient, (passkeys) => [...passkeys, added]);
      setName('');
      onAdded(t.added(added.name));
    },
    onError: (error) => {
      if (!(error instanceof PasskeyCeremonyError)) return false;
      setRefused(error.message);
      return true;
    },
    fallback: t.addFailed,
  });
  const submit = (event: FormEvent) => {
    setRefused(null);
    form.onSubmit(event);
  };
  return (
    <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
      <TextField
        label={t.name}
        hint={t.nameHint}
        value={name}
        maxLength={MAX_PASSKEY_NAME}
        onChange={(event) => {
          setName(event.target.value);
          form.clearFieldError('name');
        }}
        error={form.fieldErrors.name}
      />
      <FormError ref={form.errorRef} message={form.formError ?? refused} />
      <div>
        <Button type="submit" busy={form.busy}>
          {form.busy ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}
