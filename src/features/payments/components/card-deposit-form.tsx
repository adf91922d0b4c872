/**
 * Card deposit: amount within the tenant's limits, card number (Luhn), expiry, CVC and holder,
 * checked here and again by the server. The card's details live only in this form's memory. A
 * failed submit keeps everything; a retry reuses the idempotency key, so it cannot pay twice.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { TextField } from '@/components/ui/text-field';
import { cardDigits, type Deposit, type PaymentOptions } from '@contract';
import { m } from '@/i18n';
import { submitCardDeposit } from '../api/card-deposit';
import { paymentKeys } from '../api/keys';
import { minorOf, parseAmount, toDecimalString } from '@contract/rules/money';
import {
  cardProblems,
  formatExpiry,
  groupCardNumber,
  parseExpiry,
  type CardField,
  type CardProblem,
} from '../model/card';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { AmountField, checkAmount } from './amount-field';
import { DepositResult } from './deposit-result';
import * as s from './payments.css';

const t = m.payments.card;

const fields = ['amount', 'card_number', 'expiry', 'cvc', 'holder'] as const;
/** The server checks the expiry as two numbers; the form shows it as one field. */
const rename = { expiry_month: 'expiry', expiry_year: 'expiry' } as const;

const problemText = (field: CardField, problem: CardProblem): string => {
  if (problem === 'required') return t.problems.required;
  if (problem === 'expired') return t.problems.expired;
  return {
    card_number: t.problems.invalidNumber,
    expiry: t.problems.invalidExpiry,
    cvc: t.problems.invalidCvc,
    holder: t.problems.invalidHolder,
  }[field];
};

export function CardDepositForm({ options }: { options: PaymentOptions }) {
  const queryClient = useQueryClient();
  const range = useMemo(
    () => ({ min: minorOf(options.card.min), max: minorOf(options.card.max) }),
    [options],
  );
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const [result, setResult] = useState<Deposit | null>(null);
  const keys = useRef(createIdempotencyKeys());
  // Back from a declined card: the customer fixes what the bank refused, starting with the CVC.
  const [retrying, setRetrying] = useState(false);

  const form = useFormSubmit({
    fields,
    validate: () => {
      const problems = cardProblems(card);
      const text = (field: CardField) => {
        const problem = problems[field];
        return problem ? problemText(field, problem) : undefined;
      };
      return {
        amount: checkAmount(amount, range, options.currency),
        card_number: text('card_number'),
        expiry: text('expiry'),
        cvc: text('cvc'),
        holder: text('holder'),
      };
    },
    send: () => {
      const minor = parseAmount(amount);
      const expiry = parseExpiry(card.expiry);
      if (minor === undefined || !expiry) throw new Error('Checked before sending');
      const body = {
        amount: toDecimalString(minor),
        card_number: cardDigits(card.number),
        expiry_month: expiry.month,
        expiry_year: expiry.year,
        cvc: card.cvc.trim(),
        holder: card.holder.trim(),
      };
      return submitCardDeposit(body, keys.current.keyFor(body));
    },
    onSuccess: (deposit) => {
      keys.current.done();
      setResult(deposit);
      // A declined card keeps what was typed, for another try, except the security code, which is
      // typed once for each try. An accepted one leaves nothing of the card in memory.
      setCard((typed) =>
        deposit.status === 'declined'
          ? { ...typed, cvc: '' }
          : { number: '', expiry: '', cvc: '', holder: '' },
      );
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
    },
    fallback: m.payments.submitFailed,
    rename,
  });

  const set = (field: keyof typeof card) => (value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    form.clearFieldError(field === 'number' ? 'card_number' : field);
  };
  const changeAmount = (value: string) => {
    setAmount(value);
    form.clearFieldError('amount');
  };

  useEffect(() => {
    if (!retrying) return;
    setRetrying(false);
    form.formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="cc-csc"]')?.focus();
  }, [retrying, form.formRef]);

  if (result) {
    const declined = result.status === 'declined';
    return (
      <DepositResult
        deposit={result}
        title={t.resultTitle}
        onAgain={() => {
          setResult(null);
          if (declined) setRetrying(true);
          else setAmount('');
        }}
        againLabel={declined ? t.tryAgain : t.another}
      />
    );
  }

  return (
    <Card>
      <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate>
        <h2 className={s.sectionTitle}>{t.title}</h2>
        <AmountField
          value={amount}
          onChange={changeAmount}
          range={range}
          currency={options.currency}
          error={form.fieldErrors.amount}
        />
        <TextField
          label={t.number}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(event) => set('number')(groupCardNumber(event.target.value))}
          error={form.fieldErrors.card_number}
        />
        <div className={s.row}>
          <TextField
            label={t.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => set('expiry')(formatExpiry(event.target.value))}
            error={form.fieldErrors.expiry}
          />
          <TextField
            label={t.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onChange={(event) => set('cvc')(event.target.value.replace(/\D/g, ''))}
            error={form.fieldErrors.cvc}
          />
        </div>
        <TextField
          label={t.holder}
          autoComplete="cc-name"
          value={card.holder}
          onChange={(event) => set('holder')(event.target.value)}
          error={form.fieldErrors.holder}
        />
        <FormError ref={form.errorRef} message={form.formError} />
        <p className={s.muted}>{t.secure}</p>
        <Button type="submit" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
      </form>
    </Card>
  );
}
