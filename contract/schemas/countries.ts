/**
 * The countries the product offers, by the two-letter code the email check answers with. The slug is
 * what the sign-up draft and the API store; the server accepts only these. Their names are
 * user-visible text, so they live in the message catalog by code.
 */
export const countrySlugs = {
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

// Marked pure for the page's bundler: its start imports the contract's index, which re-exports this
// module, and reads no country; unmarked, these calls would keep the whole list in the start.
export const countryCodes = /* @__PURE__ */ Object.keys(countrySlugs) as CountryCode[];

const slugs = /* @__PURE__ */ new Set<string>(/* @__PURE__ */ Object.values(countrySlugs));

export const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(countrySlugs, code);

export const isCountrySlug = (value: unknown): value is CountrySlug =>
  typeof value === 'string' && slugs.has(value);
