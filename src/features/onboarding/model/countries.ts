import { m } from '@/i18n';
import { countryCodes, countrySlugs, isCountryCode, type CountryCode, type CountrySlug } from '@contract';

/** The offered countries and their slugs are the contract's; this adds their names. */
export type { CountryCode, CountrySlug } from '@contract';
export { isCountrySlug } from '@contract';

/** The draft falls back to the United States when the code is missing or unknown. */
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

let options: readonly CountryOption[] | undefined;
let bySlug: Map<string, CountryOption> | undefined;

/**
 * The options, built on first use: sorting by label loads the browser's collation data, work the
 * app's start (which reaches this module through the sign-up draft) does not need.
 */
export const countryOptions = (): readonly CountryOption[] =>
  (options ??= buildCountryOptions(m.onboarding.countries));

export const countryBySlug = (slug: string): CountryOption | undefined =>
  (bySlug ??= new Map(countryOptions().map((option) => [option.value, option]))).get(slug);
