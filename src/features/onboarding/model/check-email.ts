import { isApiError } from '@/lib/api';
import type { api } from '@contract';
import { m } from '@/i18n';

type CheckEmailAnswer = typeof api.checkEmail.infer;

export type CheckEmailOutcome =
  { available: true; countryCode: string } | { available: false; message: string };

/** The server's default country when it has none to suggest. */
export const DEFAULT_COUNTRY_CODE = 'US';

/** Only `success` together with `data.available` lets the visitor go on. */
export function readCheckEmailAnswer(answer: CheckEmailAnswer): CheckEmailOutcome {
  if (answer.success && answer.data?.available) {
    return { available: true, countryCode: answer.data.country || DEFAULT_COUNTRY_CODE };
  }
  return { available: false, message: answer.message || m.onboarding.signUp.emailTaken };
}

/**
 * A failed answer shows the server's message, else 'Failed to check email availability'; no answer
 * at all (network, time-out) is the generic error. An answer that breaks the contract shows that
 * error's own message, as it does for every call.
 */
export function checkEmailFailureMessage(error: unknown): string {
  if (!isApiError(error)) return m.onboarding.signUp.genericError;
  if (error.kind === 'http') return error.serverMessage ?? m.onboarding.signUp.checkFailed;
  if (error.kind === 'invalid') return error.message;
  return m.onboarding.signUp.genericError;
}
