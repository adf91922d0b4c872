/**
 * The personal information a customer may see and partly change. Identity data (names, email, date of birth, residence,
 * nationality) was checked at verification, so only the back office changes it; phone and postal
 * address are the customer's own.
 */
import {
  isCountrySlug,
  isPlainText,
  type accountRequests,
  type PostalAddress,
  type Profile,
} from '@contract/schemas';
import type { FieldErrors } from '../http/errors';
import type { UserRecord } from '../types';

export type ProfileChanges = typeof accountRequests.profile.infer;

export function toProfile(user: UserRecord): Profile {
  const { profile } = user;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    account_id: user.account_id,
    phone: profile.phone ?? null,
    date_of_birth: profile.date_of_birth ?? null,
    address: profile.address ? { ...profile.address, line2: profile.address.line2 ?? null } : null,
    country_of_residence: profile.country_of_residence ?? null,
    nationality: profile.nationality ?? null,
  };
}

/** Fields of the profile answer a customer may not change: sending one is a 422 that says so. */
export const FIXED_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'account_id',
  'date_of_birth',
  'country_of_residence',
  'nationality',
] as const;
const CHANGEABLE = new Set(['phone', 'address']);
const ADDRESS_FIELDS = new Set(['line1', 'line2', 'city', 'postal_code', 'country']);

/**
 * Problems with the keys themselves, before any value is judged: identity fields are named with why
 * they are refused; any other unknown key is the body's problem, without repeating a name the caller
 * chose (as the schema messages do).
 */
export function profileKeyErrors(input: unknown): FieldErrors {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const errors: FieldErrors = {};
  let unknown = false;
  for (const key of Object.keys(input)) {
    if ((FIXED_PROFILE_FIELDS as readonly string[]).includes(key)) {
      errors[key] = [`The ${key.replace(/_/g, ' ')} cannot be changed here. Please contact support.`];
    } else if (!CHANGEABLE.has(key)) unknown = true;
  }
  const address = (input as { address?: unknown }).address;
  if (typeof address === 'object' && address !== null && !Array.isArray(address)) {
    if (Object.keys(address).some((key) => !ADDRESS_FIELDS.has(key))) unknown = true;
  }
  if (unknown) errors.body = ['The request contains fields that are not allowed.'];
  return errors;
}

const PHONE = /^\+\d{7,15}$/;
/** As typed: spaces are how people group digits, and nothing else of the number changes. */
export const compactPhone = (typed: string) => typed.replace(/\s/g, '');
const POSTAL_CODE = /^[A-Za-z0-9 -]{2,12}$/;
const LIMITS = { line1: 120, line2: 120, city: 80 } as const;

function textError(field: string, value: string, max: number, required: boolean): string | undefined {
  const the = `The ${field.replace(/_/g, ' ')} field`;
  const text = value.trim();
  if (text === '') return required ? `${the} is required.` : undefined;
  if (text.length > max) return `${the} must not be greater than ${max} characters.`;
  if (!isPlainText(text)) return `${the} must be text without control characters or broken characters.`;
  return undefined;
}

function addressErrors(address: PostalAddress): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | undefined) => {
    if (message !== undefined) errors[`address.${field}`] = [message];
  };
  add('line1', textError('address.line1', address.line1, LIMITS.line1, true));
  if (typeof address.line2 === 'string')
    add('line2', textError('address.line2', address.line2, LIMITS.line2, false));
  add('city', textError('address.city', address.city, LIMITS.city, true));
  const postal = address.postal_code.trim();
  add(
    'postal_code',
    POSTAL_CODE.test(postal)
      ? undefined
      : 'The postal code must be 2 to 12 letters, digits, spaces or dashes.',
  );
  add('country', isCountrySlug(address.country) ? undefined : 'The selected country is invalid.');
  return errors;
}

/** The rules beyond the contract's schema, on the fields it accepted. */
export function profileErrors(changes: Partial<ProfileChanges>): FieldErrors {
  const errors: FieldErrors = {};
  if (changes.phone !== undefined && !PHONE.test(compactPhone(changes.phone))) {
    errors.phone = ['The phone must be in international format: a + and 7 to 15 digits.'];
  }
  return changes.address === undefined ? errors : { ...errors, ...addressErrors(changes.address) };
}

/** Applies checked changes; whether anything was sent, so an empty PATCH tells no one. */
/**
 * Whether the change gives a phone number other than the one held (clearing it included): a way to
 * reach the customer changes, which ASVS V7.5.1 lets happen only after a fresh proof that it is them.
 * The email is the other such way, but it is not changed here at all (FIXED_PROFILE_FIELDS).
 */
export function changesContact(user: UserRecord, changes: ProfileChanges): boolean {
  return (
    changes.phone !== undefined && compactPhone(changes.phone) !== compactPhone(user.profile.phone ?? '')
  );
}

export function changeProfile(user: UserRecord, changes: ProfileChanges): boolean {
  if (changes.phone !== undefined) user.profile.phone = compactPhone(changes.phone);
  if (changes.address !== undefined) {
    const { line1, line2, city, postal_code, country } = changes.address;
    const second = line2?.trim() ?? '';
    user.profile.address = {
      line1: line1.trim(),
      line2: second === '' ? null : second,
      city: city.trim(),
      postal_code: postal_code.trim(),
      country,
    };
  }
  return changes.phone !== undefined || changes.address !== undefined;
}
