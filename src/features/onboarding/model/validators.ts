import { isApiError, messageOf } from '@/lib/api';
import { ADULT_AGE, birthDateProblem, isPlainText, MAX_NAME_LENGTH, PHONE_PATTERN } from '@/lib/contract';
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

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD`, the form the contract's date rules compare. */
export function calendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The latest birth date that is 18 today, as `YYYY-MM-DD`, for the date input's `max`. */
export function latestAdultBirthDate(today: Date): string {
  return calendarDay(new Date(today.getFullYear() - ADULT_AGE, today.getMonth(), today.getDate()));
}

/** The server's rules (contract), on the user's own calendar day. */
export function validateDateOfBirth(value: string, today: Date): string | undefined {
  if (!value.trim()) return m.onboarding.setUp.dateOfBirthRequired;
  const problem = birthDateProblem(value.trim(), calendarDay(today));
  if (problem === 'under-age') return m.onboarding.setUp.under18;
  return problem === undefined ? undefined : m.onboarding.setUp.dateOfBirthInvalid;
}

// The contract's rules, the ones its register schema is built from: what the server accepts.
function validateName(value: string, missing: string): string | undefined {
  const name = value.trim();
  if (!name) return missing;
  return name.length <= MAX_NAME_LENGTH && isPlainText(name) ? undefined : m.onboarding.setUp.nameTooLong;
}

export function validatePhone(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return m.onboarding.setUp.phoneRequired;
  return PHONE_PATTERN.test(phone) ? undefined : m.onboarding.setUp.phoneInvalid;
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
