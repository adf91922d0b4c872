/**
 * Personal information: what the broker holds about the customer. Phone and address are theirs to
 * change (validated here and by the server); name, email, date of birth, residence and nationality
 * are changed through support, and the page says how.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { QueryView } from '@/components/ui/query-view';
import { TextField } from '@/components/ui/text-field';
import type { Profile } from '@contract';
import { formatCalendarDate } from '@contract/rules/format';
import { m } from '@/i18n';
import { accountKeys } from '../api/keys';
import { profileQuery, updateProfile } from '../api/profile';
import * as s from './account.css';

const t = m.account.personal;

export function PersonalInfo({
  countryName,
  supportLink,
}: {
  countryName: (slug: string) => string;
  supportLink: ReactNode;
}) {
  const query = useQuery(profileQuery());
  return (
    <QueryView query={query} loading={t.loading} failed={t.failed}>
      {(p) => {
        const fixed: Array<[string, string]> = [
          [t.name, `${p.first_name} ${p.last_name}`],
          [t.email, p.email],
          [t.accountId, p.account_id],
          [t.dateOfBirth, p.date_of_birth ? formatCalendarDate(p.date_of_birth) : t.notGiven],
          [t.residence, p.country_of_residence ? countryName(p.country_of_residence) : t.notGiven],
          [t.nationality, p.nationality ? countryName(p.nationality) : t.notGiven],
        ];
        return (
          <>
            <Card>
              <dl className={s.facts}>
                {fixed.map(([label, value]) => (
                  <div key={label} className={s.fact}>
                    <dt className={s.muted}>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className={s.muted}>
                {t.changeThrough} {supportLink}
              </p>
            </Card>
            <Card>
              <ContactForm profile={p} />
            </Card>
          </>
        );
      }}
    </QueryView>
  );
}

/** The form's fields as a profile fills them. */
const fieldsOf = (profile: Profile) => ({
  phone: profile.phone ?? '',
  line1: profile.address?.line1 ?? '',
  line2: profile.address?.line2 ?? '',
  city: profile.address?.city ?? '',
  postal_code: profile.address?.postal_code ?? '',
});

/** The server's names of the fields the form shows, in the order it draws them. */
const contactFields = [
  'phone',
  'address.line1',
  'address.line2',
  'address.city',
  'address.postal_code',
] as const;
type ContactField = (typeof contactFields)[number];

function ContactForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [address, setAddress] = useState(() => {
    const { phone: _phone, ...rest } = fieldsOf(profile);
    return rest;
  });
  // A newer answer (the one copy on disk was older, or a change made elsewhere) fills a form the
  // customer has not touched; what they are typing is never overwritten.
  const [filledFrom, setFilledFrom] = useState(profile);
  if (filledFrom !== profile) {
    const before = fieldsOf(filledFrom);
    const untouched =
      phone === before.phone &&
      Object.entries(address).every(([k, v]) => before[k as keyof typeof before] === v);
    setFilledFrom(profile);
    if (untouched) {
      const { phone: nextPhone, ...rest } = fieldsOf(profile);
      setPhone(nextPhone);
      setAddress(rest);
    }
  }
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit({
    fields: contactFields,
    validate: () => ({
      phone: phone.trim() && !/^\+?[\d\s]{7,20}$/.test(phone.trim()) ? t.invalidPhone : undefined,
      'address.line1': address.line1.trim() ? undefined : t.required,
      'address.city': address.city.trim() ? undefined : t.required,
      'address.postal_code': /^[A-Za-z0-9 -]{2,12}$/.test(address.postal_code.trim())
        ? undefined
        : t.invalidPostalCode,
    }),
    send: () =>
      updateProfile({
        phone: phone.trim(),
        address: {
          line1: address.line1.trim(),
          line2: address.line2.trim() || null,
          city: address.city.trim(),
          postal_code: address.postal_code.trim(),
          country: profile.address?.country ?? profile.country_of_residence ?? '',
        },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(accountKeys.profile(), next);
      setSaved(true);
    },
    fallback: m.payments.submitFailed,
  });

  const submit = (event: FormEvent) => {
    setSaved(false);
    form.onSubmit(event);
  };
  const changePhone = (value: string) => {
    setPhone(value);
    form.clearFieldError('phone');
  };
  const field = (name: keyof typeof address) => (value: string) => {
    setAddress((a) => ({ ...a, [name]: value }));
    form.clearFieldError(`address.${name}` as ContactField);
  };
  return (
    <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
      <h2 className={s.sectionTitle}>{t.contact}</h2>
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => changePhone(e.target.value)}
        error={form.fieldErrors.phone}
      />
      <TextField
        label={t.line1}
        autoComplete="address-line1"
        value={address.line1}
        onChange={(e) => field('line1')(e.target.value)}
        error={form.fieldErrors['address.line1']}
      />
      <TextField
        label={t.line2}
        autoComplete="address-line2"
        value={address.line2}
        onChange={(e) => field('line2')(e.target.value)}
        error={form.fieldErrors['address.line2']}
      />
      <TextField
        label={t.city}
        autoComplete="address-level2"
        value={address.city}
        onChange={(e) => field('city')(e.target.value)}
        error={form.fieldErrors['address.city']}
      />
      <TextField
        label={t.postalCode}
        autoComplete="postal-code"
        value={address.postal_code}
        onChange={(e) => field('postal_code')(e.target.value)}
        error={form.fieldErrors['address.postal_code']}
      />
      <FormError ref={form.errorRef} message={form.formError} />
      {saved && <Alert variant="success" description={t.saved} />}
      <Button type="submit" busy={form.busy}>
        {t.save}
      </Button>
    </form>
  );
}
