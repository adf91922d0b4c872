import { m } from '@/i18n';

export const MIN_PASSWORD_LENGTH = 8;

// Deliberately simple: one @, no spaces, a dot in the domain. The server has the final word.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Each validator returns the message to show, or undefined when the value is fine. */
export function validateEmail(value: string): string | undefined {
  return emailPattern.test(value.trim()) ? undefined : m.validation.invalidEmail;
}

export function validateNewPassword(value: string): string | undefined {
  return value.length >= MIN_PASSWORD_LENGTH ? undefined : m.validation.passwordTooShort;
}

export function validateRequired(value: string): string | undefined {
  return value.trim() ? undefined : m.validation.required;
}
