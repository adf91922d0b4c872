import { describe, expect, it } from 'vitest';
import {
  buildCountryOptions,
  countryBySlug,
  countryOptions,
  countrySlugFromCode,
  DEFAULT_COUNTRY,
  isCountrySlug,
} from './countries';

describe('countrySlugFromCode', () => {
  it('maps the two-letter code from the email check to the slug', () => {
    expect(countrySlugFromCode('US')).toBe('united-states');
    expect(countrySlugFromCode('GB')).toBe('united-kingdom');
    expect(countrySlugFromCode('DE')).toBe('germany');
    expect(countrySlugFromCode('AE')).toBe('united-arab-emirates');
  });

  it('accepts lower case and stray spaces', () => {
    expect(countrySlugFromCode(' gb ')).toBe('united-kingdom');
  });

  it('falls back to united-states when the code is unmapped or missing', () => {
    expect(DEFAULT_COUNTRY).toBe('united-states');
    for (const code of ['ZZ', 'XK', 'USA', '', null, undefined]) {
      expect(countrySlugFromCode(code)).toBe('united-states');
    }
  });
});

describe('country options', () => {
  it('offers about 46 countries, sorted by label', () => {
    expect(countryOptions().length).toBeGreaterThanOrEqual(40);
    expect(countryOptions().length).toBeLessThanOrEqual(50);
    const labels = countryOptions().map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels[0]).toBe('Argentina');
    expect(labels.at(-1)).toBe('United States');
  });

  it('has unique slugs and labels, and every code maps onto its own option', () => {
    expect(new Set(countryOptions().map((o) => o.value)).size).toBe(countryOptions().length);
    expect(new Set(countryOptions().map((o) => o.label)).size).toBe(countryOptions().length);
    for (const option of countryOptions()) expect(countrySlugFromCode(option.code)).toBe(option.value);
  });

  it('sorts by the labels it is given, not by code', () => {
    const labels = Object.fromEntries(countryOptions().map((o) => [o.code, o.label])) as Parameters<
      typeof buildCountryOptions
    >[0];
    const sorted = buildCountryOptions({ ...labels, US: 'America', ZA: 'Zuid-Afrika' });
    expect(sorted[0]?.value).toBe('united-states');
    expect(sorted.at(-1)?.value).toBe('south-africa');
  });

  it('finds an option, with its code, by slug', () => {
    expect(countryBySlug('united-kingdom')?.code).toBe('GB');
    expect(countryBySlug('atlantis')).toBeUndefined();
  });

  it('knows which slugs it offers', () => {
    expect(isCountrySlug('france')).toBe(true);
    expect(isCountrySlug('atlantis')).toBe(false);
    expect(isCountrySlug(undefined)).toBe(false);
  });
});
