import { useId, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select, type SelectOption } from '@/components/ui/select';
import { m } from '@/i18n';
import { countryOptions, DEFAULT_COUNTRY, isCountrySlug, type CountrySlug } from '../model/countries';
import { withCountryChoice, type RegistrationDraft } from '../model/draft';
import { splitAround, tenantSiteUrl } from '../model/links';
import { saveDraft } from '../model/draft-store';
import { CountryFlag } from './country-flag';
import * as s from './onboarding.css';

const t = m.onboarding.country;

const options: SelectOption<CountrySlug>[] = countryOptions().map((country) => ({
  value: country.value,
  label: country.label,
  icon: <CountryFlag code={country.code} />,
}));

/** A stored answer if it is one of ours, else the country from sign-up, else the spec's default. */
function initialCountry(...candidates: (string | undefined)[]): CountrySlug {
  return candidates.find(isCountrySlug) ?? DEFAULT_COUNTRY;
}

/**
 * The privacy sentence, its 'Privacy Policy' a link to the tenant's website (a new tab, so the
 * step's answers stay). Plain text when the tenant has no usable website.
 */
function AgreeLabel({ websiteUrl }: { websiteUrl: string | null | undefined }) {
  const url = tenantSiteUrl(websiteUrl);
  const parts = url && splitAround(t.agree, t.privacyPolicy);
  if (!url || !parts) return <>{t.agree}</>;
  const [before, policy, after] = parts;
  return (
    <>
      {before}
      <a href={url.toString()} target="_blank" rel="noopener">
        {policy}
      </a>
      {after}
    </>
  );
}

/**
 * Country of residence, nationality and the privacy tick. Continue stays disabled until the box is
 * ticked; it saves the answers into the draft and hands over to the page.
 */
export function CountryResidenceForm({
  draft,
  websiteUrl,
  onContinue,
}: {
  draft: RegistrationDraft;
  /** The tenant's website (settings website_url), where the Privacy Policy link leads. */
  websiteUrl?: string | null | undefined;
  onContinue: () => unknown;
}) {
  const [residence, setResidence] = useState(() => initialCountry(draft.countryOfResidence, draft.country));
  const [nationality, setNationality] = useState(() => initialCountry(draft.nationality, draft.country));
  const [agree, setAgree] = useState(draft.agreePrivacy === true);
  const noticeId = useId();
  const form = useFormSubmit({
    fields: ['agree'],
    // Continue stays disabled until the box is ticked; this holds for a submit by other means.
    validate: () => ({ agree: agree ? undefined : t.agreeRequired }),
    send: async () => {
      saveDraft(withCountryChoice(draft, { countryOfResidence: residence, nationality, agreePrivacy: true }));
      await onContinue();
    },
    fallback: t.failed,
  });

  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate aria-label={t.title}>
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
      <Checkbox
        label={<AgreeLabel websiteUrl={websiteUrl} />}
        checked={agree}
        onChange={(e) => {
          setAgree(e.target.checked);
          form.clearFieldError('agree');
        }}
        error={form.fieldErrors.agree}
        required
      />
      <FormError ref={form.errorRef} message={form.formError} />
      <Button type="submit" block busy={form.busy} disabled={!agree}>
        {form.busy ? t.busy : t.submit}
      </Button>
    </form>
  );
}
