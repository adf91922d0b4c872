import { m } from '@/i18n';

/**
 * The countries offered on the country step (spec.md section 3 "Country option"). The two-letter
 * code is what the email check answers with; the slug is what the draft and the API store.
 */
const countrySlugs = {
  AR: 'argentina',
  AU: 'australia',
  AT: 'austria',
  BE: 'belgium',
  BR: 'brazil',
  BG: 'bulgaria',
  CA: 'canada',
  CN: 'china',
  HR: 'croatia',
  CY: 'cyprus',
  CZ: 'czech-republic',
  DK: 'denmark',
  EE: 'estonia',
  FI: 'finland',
  FR: 'france',
  DE: 'germany',
  GR: 'greece',
  HK: 'hong-kong',
  HU: 'hungary',
  IN: 'india',
  IE: 'ireland',
  IL: 'israel',
  IT: 'italy',
  JP: 'japan',
  LV: 'latvia',
  LT: 'lithuania',
  LU: 'luxembourg',
  MY: 'malaysia',
  MT: 'malta',
  MX: 'mexico',
  NL: 'netherlands',
  NZ: 'new-zealand',
  NO: 'norway',
  PL: 'poland',
  PT: 'portugal',
  RO: 'romania',
  SG: 'singapore',
  SK: 'slovakia',
  SI: 'slovenia',
  ZA: 'south-africa',
  ES: 'spain',
  SE: 'sweden',
  CH: 'switzerland',
  AE: 'united-arab-emirates',
  GB: 'united-kingdom',
  US: 'united-states',
} as const;

export type CountryCode = keyof typeof countrySlugs;
export type CountrySlug = (typeof countrySlugs)[CountryCode];

/** spec.md section 9: the draft falls back to the United States when the code is missing or unknown. */
export const DEFAULT_COUNTRY: CountrySlug = 'united-states';

export interface CountryOption {
  value: CountrySlug;
  label: string;
  flag: string;
  code: CountryCode;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a two-letter code: each letter becomes its regional indicator symbol. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(countrySlugs, code);

/** Converts the email check's two-letter code into the draft's slug. */
export function countrySlugFromCode(code: string | null | undefined): CountrySlug {
  const normalised = (code ?? '').trim().toUpperCase();
  return isCountryCode(normalised) ? countrySlugs[normalised] : DEFAULT_COUNTRY;
}

/** Builds the option list from catalog labels, sorted by label as a reader expects. */
export function buildCountryOptions(labels: Record<CountryCode, string>): CountryOption[] {
  return (Object.keys(countrySlugs) as CountryCode[])
    .map((code) => ({ value: countrySlugs[code], label: labels[code], flag: flagEmoji(code), code }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

export const countryOptions: readonly CountryOption[] = buildCountryOptions(m.onboarding.countries);

const bySlug = new Map<string, CountryOption>(countryOptions.map((option) => [option.value, option]));

export const isCountrySlug = (value: string | null | undefined): value is CountrySlug =>
  typeof value === 'string' && bySlug.has(value);

export const countryBySlug = (slug: string): CountryOption | undefined => bySlug.get(slug);
