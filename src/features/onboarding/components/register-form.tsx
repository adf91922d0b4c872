import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { TextField } from '@/components/ui/text-field';
import type { User } from '@/lib/contract';
import { m } from '@/i18n';
import { register } from '../api/register';
import { countryBySlug } from '../model/countries';
import type { RegistrationDraft } from '../model/draft';
import { clearDraft, loadDraft } from '../model/draft-store';
import {
  describeFailure,
  hasErrors,
  latestAdultBirthDate,
  setUpServerFields,
  validateSetUp,
  type FieldErrors,
  type SetUpField,
  type SetUpValues,
} from '../model/validators';
import { CountryFlag } from './country-flag';
import * as s from './onboarding.css';

const t = m.onboarding.setUp;

function CountryValue({ slug }: { slug: string }) {
  const country = countryBySlug(slug);
  if (!country) return <>{slug}</>;
  return (
    <>
      <CountryFlag code={country.code} /> {country.label}
    </>
  );
}

interface RegisterFormProps {
  draft: RegistrationDraft;
  /** The account exists; the page signs the user in. */
  onRegistered: (user: User, token: string) => void;
  /** The draft ran out (an hour passed) while the form was open. */
  onDraftMissing: () => void;
}

/**
 * The Set Up stage: personal details on top of the draft, then `POST /auth/register`. On success the
 * draft, which holds the password, is removed before anything else happens.
 */
export function RegisterForm({ draft, onRegistered, onDraftMissing }: RegisterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SetUpValues>({
    firstName: '',
    lastName: '',
    phone: '',
    dateOfBirth: '',
  });
  const [errors, setErrors] = useState<FieldErrors<SetUpField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [maxBirthDate] = useState(() => latestAdultBirthDate(new Date()));

  const residence = draft.countryOfResidence ?? draft.country;
  const nationality = draft.nationality ?? draft.country;

  const field = (name: SetUpField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = validateSetUp(values, new Date());
    flushSync(() => {
      setErrors(next);
      setFailure(null);
    });
    if (hasErrors(next)) {
      focusFirstInvalid(form.current);
      return;
    }
    // The stored draft is the truth: it may have expired while the form was open.
    const current = await loadDraft();
    if (!current) {
      onDraftMissing();
      return;
    }
    setBusy(true);
    try {
      const { user, token } = await register({
        email: current.email,
        password: current.password,
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: values.phone.trim(),
        date_of_birth: values.dateOfBirth.trim(),
        country_of_residence: current.countryOfResidence ?? current.country,
        nationality: current.nationality ?? current.country,
        agree_privacy: true,
      });
      clearDraft();
      onRegistered(user, token);
    } catch (error) {
      const { byField, message } = describeFailure(error, setUpServerFields, t.failed);
      flushSync(() => {
        setErrors(byField);
        setFailure(message);
      });
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className={s.form} onSubmit={submit} noValidate aria-label={t.title}>
      <section aria-label={t.summary}>
        <dl className={s.summary}>
          <dt className={s.summaryTerm}>{t.email}</dt>
          <dd className={s.summaryValue}>{draft.email}</dd>
          <dt className={s.summaryTerm}>{t.residence}</dt>
          <dd className={s.summaryValue}>
            <CountryValue slug={residence} />
          </dd>
          <dt className={s.summaryTerm}>{t.nationality}</dt>
          <dd className={s.summaryValue}>
            <CountryValue slug={nationality} />
          </dd>
        </dl>
      </section>
      {failure && <Alert variant="destructive" description={failure} onClose={() => setFailure(null)} />}
      <div className={s.twoColumns}>
        <TextField
          label={t.firstName}
          name="first_name"
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <TextField
          label={t.lastName}
          name="last_name"
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
      </div>
      <TextField
        label={t.phone}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        hint={t.phoneHint}
        required
        {...field('phone')}
      />
      <TextField
        label={t.dateOfBirth}
        type="date"
        name="date_of_birth"
        autoComplete="bday"
        max={maxBirthDate}
        hint={t.dateOfBirthHint}
        required
        {...field('dateOfBirth')}
      />
      <Button type="submit" block busy={busy}>
        {busy ? t.busy : t.submit}
      </Button>
    </form>
  );
}
