import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select, type SelectOption } from '@/components/ui/select';
import { m } from '@/i18n';
import { countryOptions, DEFAULT_COUNTRY, isCountrySlug, type CountrySlug } from '../model/countries';
import { withCountryChoice, type RegistrationDraft } from '../model/draft';
import { saveDraft } from '../model/draft-store';
import * as s from './onboarding.css';

const t = m.onboarding.country;

const options: SelectOption<CountrySlug>[] = countryOptions.map((country) => ({
  value: country.value,
  label: country.label,
  icon: country.flag,
}));

/** A stored answer if it is one of ours, else the country from sign-up, else the spec's default. */
function initialCountry(...candidates: (string | undefined)[]): CountrySlug {
  return candidates.find(isCountrySlug) ?? DEFAULT_COUNTRY;
}

/**
 * Country of residence, nationality and the privacy tick. Continue stays disabled until the box is
 * ticked; it saves the answers into the draft and hands over to the page (spec.md section 4).
 */
export function CountryResidenceForm({
  draft,
  onContinue,
}: {
  draft: RegistrationDraft;
  onContinue: () => unknown;
}) {
  const [residence, setResidence] = useState(() => initialCountry(draft.countryOfResidence, draft.country));
  const [nationality, setNationality] = useState(() => initialCountry(draft.nationality, draft.country));
  const [agree, setAgree] = useState(draft.agreePrivacy === true);
  const [busy, setBusy] = useState(false);
  const noticeId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !agree) return;
    setBusy(true);
    try {
      saveDraft(withCountryChoice(draft, { countryOfResidence: residence, nationality, agreePrivacy: true }));
      await onContinue();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t.title}>
      <Select
        label={t.residence}
        placeholder={t.selectCountry}
        options={options}
        value={residence}
        onChange={setResidence}
        required
      />
      <Select
        label={t.nationality}
        placeholder={t.selectNationality}
        options={options}
        value={nationality}
        onChange={setNationality}
        required
      />
      <section className={s.notice} aria-labelledby={noticeId}>
        <h2 id={noticeId} className={s.noticeTitle}>
          {t.providerNoticeTitle}
        </h2>
        <p className={s.noticeText}>{t.providerNotice}</p>
      </section>
      <Checkbox label={t.agree} checked={agree} onChange={(e) => setAgree(e.target.checked)} required />
      <Button type="submit" block busy={busy} disabled={!agree}>
        {busy ? t.busy : t.submit}
      </Button>
    </form>
  );
}
