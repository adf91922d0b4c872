/**
 * Card deposit: amount within the tenant's limits, card number (Luhn), expiry, CVC and holder,
 * checked here and again by the server. The card's details live only in this form's memory. A
 * failed submit keeps everything; a retry reuses the idempotency key, so it cannot pay twice.
 */
import { flushSync } from 'react-dom';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { Card } from '@/components/ui/page';
import { TextField } from '@/components/ui/text-field';
import { cardDigits, type Deposit, type PaymentOptions } from '@/lib/contract';
import { m } from '@/i18n';
import { submitCardDeposit } from '../api/card-deposit';
import { paymentKeys } from '../api/keys';
import { minorOf, parseAmount, toDecimalString } from '@/lib/money';
import {
  cardProblems,
  formatExpiry,
  groupCardNumber,
  parseExpiry,
  type CardField,
  type CardProblem,
} from '../model/card';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { submitFailure } from '@/lib/api';
import { AmountField, checkAmount } from './amount-field';
import { DepositResult } from './deposit-result';
import * as s from './payments.css';

const t = m.payments.card;

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
  const [shown, setShown] = useState(false);
  const [server, setServer] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Deposit | null>(null);
  const keys = useRef(createIdempotencyKeys());
  const form = useRef<HTMLFormElement>(null);

  const local = cardProblems(card);
  const errorOf = (field: CardField) =>
    (shown && local[field] ? problemText(field, local[field]) : undefined) ?? server.fields[field];
  const amountError =
    (shown ? checkAmount(amount, range, options.currency) : undefined) ?? server.fields.amount;

  const set = (field: keyof typeof card) => (value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setServer((current) => ({
      ...current,
      fields: { ...current.fields, [field === 'number' ? 'card_number' : field]: '' },
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Drawn at once, so the first field in error can take the focus now, as in every form.
    flushSync(() => setShown(true));
    const minor = parseAmount(amount);
    const expiry = parseExpiry(card.expiry);
    if (
      Object.keys(local).length > 0 ||
      checkAmount(amount, range, options.currency) ||
      minor === undefined ||
      !expiry
    ) {
      focusFirstInvalid(form.current);
      return;
    }
    const body = {
      amount: toDecimalString(minor),
      card_number: cardDigits(card.number),
      expiry_month: expiry.month,
      expiry_year: expiry.year,
      cvc: card.cvc.trim(),
      holder: card.holder.trim(),
    };
    setBusy(true);
    setServer({ fields: {}, message: null });
    try {
      const deposit = await submitCardDeposit(body, keys.current.keyFor(body));
      keys.current.done();
      setResult(deposit);
      // Nothing of the card stays in memory once it is sent.
      setCard({ number: '', expiry: '', cvc: '', holder: '' });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
    } catch (error) {
      flushSync(() =>
        setServer(
          submitFailure(error, m.payments.submitFailed, { expiry_month: 'expiry', expiry_year: 'expiry' }),
        ),
      );
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  if (result) {
    return (
      <DepositResult
        deposit={result}
        title={t.resultTitle}
        onAgain={() => {
          setResult(null);
          setAmount('');
          setShown(false);
        }}
        againLabel={t.another}
      />
    );
  }

  return (
    <Card>
      <form ref={form} className={s.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 className={s.sectionTitle}>{t.title}</h2>
        <AmountField
          value={amount}
          onChange={setAmount}
          range={range}
          currency={options.currency}
          error={amountError || undefined}
        />
        <TextField
          label={t.number}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(event) => set('number')(groupCardNumber(event.target.value))}
          error={errorOf('card_number') || undefined}
        />
        <div className={s.row}>
          <TextField
            label={t.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => set('expiry')(formatExpiry(event.target.value))}
            error={errorOf('expiry') || undefined}
          />
          <TextField
            label={t.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onChange={(event) => set('cvc')(event.target.value.replace(/\D/g, ''))}
            error={errorOf('cvc') || undefined}
          />
        </div>
        <TextField
          label={t.holder}
          autoComplete="cc-name"
          value={card.holder}
          onChange={(event) => set('holder')(event.target.value)}
          error={errorOf('holder') || undefined}
        />
        {server.message && <Alert variant="destructive" description={server.message} />}
        <p className={s.muted}>{t.secure}</p>
        <Button type="submit" busy={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </form>
    </Card>
  );
}
