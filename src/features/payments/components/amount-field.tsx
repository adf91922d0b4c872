import { TextField } from '@/components/ui/text-field';
import { m } from '@/i18n';
import { formatMoney } from '@contract/rules/format';
import { amountProblem, type AmountProblem } from '@contract/rules/money';

export interface AmountRange {
  min: bigint;
  max: bigint;
}

/** The message for an amount's problem, in the account currency. */
export function amountMessage(problem: AmountProblem, range: AmountRange, currency: string): string {
  const t = m.payments.amountProblems;
  if (problem === 'empty') return t.empty;
  if (problem === 'invalid') return t.invalid;
  return problem === 'too-small'
    ? t.tooSmall(formatMoney(range.min, currency))
    : t.tooLarge(formatMoney(range.max, currency));
}

export const checkAmount = (typed: string, range: AmountRange, currency: string) => {
  const problem = amountProblem(typed, range);
  return problem ? amountMessage(problem, range, currency) : undefined;
};

/** An amount in the account currency, with its limits said under it. */
export function AmountField({
  value,
  onChange,
  range,
  currency,
  error,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  range: AmountRange;
  currency: string;
  error: string | undefined;
  label?: string;
}) {
  return (
    <TextField
      label={label ?? m.payments.amountIn(currency)}
      inputMode="decimal"
      autoComplete="transaction-amount"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={m.payments.limits(formatMoney(range.min, currency), formatMoney(range.max, currency))}
    />
  );
}
