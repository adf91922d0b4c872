import { m } from '@/i18n';
import {
  countryCodes,
  countrySlugs,
  isCountryCode,
  type CountryCode,
  type CountrySlug,
} from '@/lib/contract';

/** The offered countries and their slugs are the contract's; this adds their names. */
export type { CountryCode, CountrySlug } from '@/lib/contract';
export { isCountrySlug } from '@/lib/contract';

/** spec.md section 9: the draft falls back to the United States when the code is missing or unknown. */
export const DEFAULT_COUNTRY: CountrySlug = 'united-states';

export interface CountryOption {
  value: CountrySlug;
  label: string;
  /** Its flag is components/country-flag.tsx's, by this code. */
  code: CountryCode;
}

/** Converts the email check's two-letter code into the draft's slug. */
export function countrySlugFromCode(code: string | null | undefined): CountrySlug {
  const normalised = (code ?? '').trim().toUpperCase();
  return isCountryCode(normalised) ? countrySlugs[normalised] : DEFAULT_COUNTRY;
}

/** Builds the option list from catalog labels, sorted by label as a reader expects. */
export function buildCountryOptions(labels: Record<CountryCode, string>): CountryOption[] {
  return countryCodes
    .map((code) => ({ value: countrySlugs[code], label: labels[code], code }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

export const countryOptions: readonly CountryOption[] = buildCountryOptions(m.onboarding.countries);

const bySlug = new Map<string, CountryOption>(countryOptions.map((option) => [option.value, option]));

export const countryBySlug = (slug: string): CountryOption | undefined => bySlug.get(slug);
