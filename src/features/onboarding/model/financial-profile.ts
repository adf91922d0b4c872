import type { requests } from '@contract';
import { m } from '@/i18n';
import type { FieldErrors } from '@/components/form/use-form-submit';

export type FinancialProfile = typeof requests.financialProfile.infer;
export type FinancialField = keyof FinancialProfile;

/** Field order on screen. */
export const financialFields = [
  'employment_status',
  'annual_income',
  'net_worth',
  'source_of_funds',
  'trading_experience',
] as const satisfies readonly FinancialField[];

/**
 * Typed against the contract, so the catalog must name every value the server accepts, and only those.
 * The order of each catalog section is the order of its options.
 */
const labels: { [F in FinancialField]: Record<FinancialProfile[F], string> } = m.onboarding.financial.options;

export function financialOptions<F extends FinancialField>(
  field: F,
): { value: FinancialProfile[F]; label: string }[] {
  const entries: [string, string][] = Object.entries(labels[field]);
  return entries.map(([value, label]) => ({ value: value as FinancialProfile[F], label }));
}

export type FinancialDraft = { [F in FinancialField]: FinancialProfile[F] | null };

export const emptyFinancialDraft: FinancialDraft = {
  employment_status: null,
  annual_income: null,
  net_worth: null,
  source_of_funds: null,
  trading_experience: null,
};

/** Every question needs an answer; the result is the request body once nothing is missing. */
export function validateFinancialProfile(
  draft: FinancialDraft,
): { ok: true; profile: FinancialProfile } | { ok: false; errors: FieldErrors<FinancialField> } {
  const errors: FieldErrors<FinancialField> = {};
  for (const field of financialFields) {
    if (draft[field] === null) errors[field] = m.onboarding.financial.required;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, profile: draft as FinancialProfile };
}
