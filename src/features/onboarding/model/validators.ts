import { ADULT_AGE, birthDateProblem, isPlainText, MAX_NAME_LENGTH, PHONE_PATTERN } from '@contract';
import { validateEmail, validateNewPassword } from '@/lib/validation';
import type { FieldErrors } from '@/components/form/use-form-submit';
import { m } from '@/i18n';

// Every validator answers the message to show per field; an empty object means the input is fine.

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
/** The Set Up fields in the order the form draws them. */
export const setUpFields: readonly SetUpField[] = ['firstName', 'lastName', 'phone', 'dateOfBirth'];

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
