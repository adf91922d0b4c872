import { isApiError, messageOf } from '@/lib/api';
import { requests } from '@/lib/contract';
import { validateEmail, validateNewPassword } from '@/lib/validation';
import { m } from '@/i18n';

/** Every validator answers the message to show per field; an empty object means the input is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

export function validateSignUp(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  return { email: validateEmail(values.email), password: validateNewPassword(values.password) };
}

export const ADULT_AGE = 18;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between a `YYYY-MM-DD` birth date and `today` (local calendar), or undefined if not a real date. */
export function ageOn(dateOfBirth: string, today: Date): number | undefined {
  const match = isoDate.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date() rolls 31 February into March; a real date comes back unchanged.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return undefined;
  const birthdayPassed =
    today.getMonth() > month - 1 || (today.getMonth() === month - 1 && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** The latest birth date that is 18 today, as `YYYY-MM-DD`, for the date input's `max`. */
export function latestAdultBirthDate(today: Date): string {
  const date = new Date(today.getFullYear() - ADULT_AGE, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function validateDateOfBirth(value: string, today: Date): string | undefined {
  if (!value.trim()) return m.onboarding.setUp.dateOfBirthRequired;
  const age = ageOn(value.trim(), today);
  if (age === undefined || age < 0 || age > 120) return m.onboarding.setUp.dateOfBirthInvalid;
  return age < ADULT_AGE ? m.onboarding.setUp.under18 : undefined;
}

// The wire schema is the one source of what the server accepts for these fields.
const nameSchema = requests.register.get('first_name');
const phoneSchema = requests.register.get('phone');

function validateName(value: string, missing: string): string | undefined {
  const name = value.trim();
  if (!name) return missing;
  return nameSchema.allows(name) ? undefined : m.onboarding.setUp.nameTooLong;
}

export function validatePhone(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return m.onboarding.setUp.phoneRequired;
  return phoneSchema.allows(phone) ? undefined : m.onboarding.setUp.phoneInvalid;
}

export interface SetUpValues {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
}
export type SetUpField = keyof SetUpValues;

export function validateSetUp(values: SetUpValues, today: Date): FieldErrors<SetUpField> {
  return {
    firstName: validateName(values.firstName, m.onboarding.setUp.firstNameRequired),
    lastName: validateName(values.lastName, m.onboarding.setUp.lastNameRequired),
    phone: validatePhone(values.phone),
    dateOfBirth: validateDateOfBirth(values.dateOfBirth, today),
  };
}

/** Server field names of `POST /auth/register` and the form fields they belong to. */
export const setUpServerFields: Record<string, SetUpField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  date_of_birth: 'dateOfBirth',
};

/**
 * What a failed submit shows. A 422's errors for fields on the form go beside those fields;
 * errors for fields the form does not show (the email on the Set Up form) become the message, as
 * does any other failure (the server's message, else `fallback`). No message when the fields say it all.
 */
export function describeFailure<K extends string>(
  error: unknown,
  fields: Record<string, K>,
  fallback: string,
): { byField: FieldErrors<K>; message: string | null } {
  const byField: FieldErrors<K> = {};
  if (!isApiError(error) || error.status !== 422) return { byField, message: messageOf(error, fallback) };
  const other: string[] = [];
  for (const [serverField, text] of Object.entries(error.fieldErrors)) {
    const field = fields[serverField];
    if (field) byField[field] = text;
    else other.push(text);
  }
  if (other.length > 0) return { byField, message: other.join(' ') };
  return { byField, message: hasErrors(byField) ? null : messageOf(error, fallback) };
}
