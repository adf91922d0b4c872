import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { User } from '@contract';
import { m } from '@/i18n';
import { register } from '../api/register';
import { countryBySlug } from '../model/countries';
import type { RegistrationDraft } from '../model/draft';
import { loadDraft } from '../model/draft-store';
import { clearDraft } from '../model/stored-draft';
import {
  latestAdultBirthDate,
  setUpFields,
  setUpServerFields,
  validateSetUp,
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
  /** The account exists; the page signs the user in, and the form stays busy until that settles. */
  onRegistered: (user: User, token: string) => Promise<unknown>;
  /** The draft ran out (an hour passed) while the form was open. */
  onDraftMissing: () => void;
}

/**
 * The Set Up stage: personal details on top of the draft, then `POST /auth/register`. On success the
 * draft, which holds the password, is removed before anything else happens.
 */
export function RegisterForm({ draft, onRegistered, onDraftMissing }: RegisterFormProps) {
  const [values, setValues] = useState<SetUpValues>({
    firstName: '',
    lastName: '',
    phone: '',
    dateOfBirth: '',
  });
  const [maxBirthDate] = useState(() => latestAdultBirthDate(new Date()));
  const form = useFormSubmit({
    fields: setUpFields,
    validate: () => validateSetUp(values, new Date()),
    send: async () => {
      const current = await loadDraft();
      // Checked on submit; a draft that ran out since is a failure like any other.
      if (!current) throw new Error('The registration draft ran out.');
      return register({
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
    },
    onSuccess: ({ user, token }) => {
      clearDraft();
      return onRegistered(user, token);
    },
    fallback: t.failed,
    rename: setUpServerFields,
  });

  const residence = draft.countryOfResidence ?? draft.country;
  const nationality = draft.nationality ?? draft.country;

  const field = (name: SetUpField) => ({
    value: values[name],
    error: form.fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      form.clearFieldError(name);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy || !form.validate()) return;
    // The stored draft is the truth: it may have expired while the form was open.
    if (!(await loadDraft())) return onDraftMissing();
    void form.send();
  }

  return (
    <form
      ref={form.formRef}
      className={s.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t.title}
    >
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
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
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
      <Button type="submit" block busy={form.busy}>
        {form.busy ? t.busy : t.submit}
      </Button>
    </form>
  );
}
