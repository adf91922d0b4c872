/**
 * License gate decisions: which code is checked (the one in the address, else the stored one; at
 * least 6 characters; none where the page asks for no license) and what a failed check means.
 */
import { isApiError } from '@/lib/api';

export const MIN_LICENSE_LENGTH = 6;

export type LicenseInput = {
  checkEnabled: boolean;
  queryCode: string | null | undefined;
  storedCode: string | null | undefined;
};

export type LicensePlan =
  | { kind: 'disabled' } // the page does not ask for a license: treat as valid
  | { kind: 'clear' } // no usable code: invalid
  | { kind: 'verify'; code: string };

export function planLicense({ checkEnabled, queryCode, storedCode }: LicenseInput): LicensePlan {
  if (!checkEnabled) return { kind: 'disabled' };
  const code = (queryCode || storedCode || '').trim();
  if (code.length < MIN_LICENSE_LENGTH) return { kind: 'clear' };
  return { kind: 'verify', code };
}

/** The server says valid with `true` or `{ success: true }`. */
export function isValidLicenseAnswer(answer: boolean | { success: boolean }): boolean {
  return answer === true || (typeof answer === 'object' && answer.success === true);
}

/**
 * What a failed check means. A refusal from the license server (a 4xx) says invalid: a blank page.
 * No answer, a time-out, a server error or a garbled answer says nothing about the license, so the
 * visitor gets a way to ask again.
 */
export function licenseFailure(error: unknown): 'invalid' | 'retry' {
  return isApiError(error) && error.kind === 'http' && error.status < 500 ? 'invalid' : 'retry';
}
