import { checked, Mismatch } from '@/lib/api';
import { stored } from '@contract';
import { countrySlugFromCode } from './countries';

/**
 * The registration draft: what sign-up and the country step collect before the account exists. It
 * holds the password in plain text, so it lives at most an hour.
 */
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

/** Its schema: `stored.registrationDraft` (contract/schemas/stored.ts). */
export type RegistrationDraft = typeof stored.registrationDraft.infer;
export type CountryChoice = Required<
  Pick<RegistrationDraft, 'countryOfResidence' | 'nationality' | 'agreePrivacy'>
>;

/** The draft sign-up saves once the address is free; `countryCode` is the email check's answer. */
export function createDraft(
  input: { email: string; password: string; countryCode: string | null | undefined },
  now: Date,
): RegistrationDraft {
  return {
    email: input.email.trim(),
    password: input.password,
    country: countrySlugFromCode(input.countryCode),
    timestamp: now.toISOString(),
  };
}

/**
 * Older than an hour, or stamped in the future, or stamped with something that is not a date:
 * any of these means the draft must not be used.
 */
export function isDraftExpired(draft: Pick<RegistrationDraft, 'timestamp'>, now: number): boolean {
  const savedAt = Date.parse(draft.timestamp);
  if (Number.isNaN(savedAt)) return true;
  const age = now - savedAt;
  return age < 0 || age > DRAFT_MAX_AGE_MS;
}

export type DraftReading =
  { kind: 'none' } | { kind: 'invalid' } | { kind: 'expired' } | { kind: 'ok'; draft: RegistrationDraft };

/** Judges whatever was found in storage; only a well-formed, fresh draft is usable. */
export function readDraft(raw: unknown, now: number): DraftReading {
  if (raw === undefined || raw === null) return { kind: 'none' };
  let draft: RegistrationDraft;
  try {
    draft = checked(stored.registrationDraft, raw);
  } catch (error) {
    if (error instanceof Mismatch) return { kind: 'invalid' };
    throw error;
  }
  return isDraftExpired(draft, now) ? { kind: 'expired' } : { kind: 'ok', draft };
}

/** The country step adds its answers; the timestamp stays, so the hour counts from sign-up. */
export function withCountryChoice(draft: RegistrationDraft, choice: CountryChoice): RegistrationDraft {
  return { ...draft, ...choice };
}
