/**
 * Savings: the balance with its yearly rate, moves between the trading balance and savings (into
 * savings at most what the live account can still commit, shown with its parts; out at most the
 * savings balance; the server checks both by the same figures), and the history of moves and
 * interest. A direction with nothing to move says so (into savings, with a way to deposit) instead
 * of offering an amount no one could type.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { AvailableBreakdown } from '@/components/ui/available-breakdown';
import { Button } from '@/components/ui/button';
import { Card, Muted } from '@/components/ui/page';
import { QueryView } from '@/components/ui/query-view';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import type { AvailableFigure } from '@contract/rules/available';
import {
  amountText,
  formatDate,
  formatMoney,
  formatPercent,
  formatSignedMoney,
} from '@contract/rules/format';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { minorOf, parseAmount, toDecimalString } from '@contract/rules/money';
import { m } from '@/i18n';
import { accountKeys } from '../api/keys';
import { moveSavings, savingsQuery } from '../api/savings';
import { refetchAccounts } from '../api/accounts';
import * as s from './account.css';

const t = m.account.savings;
type Direction = 'deposit' | 'withdraw';

export function SavingsPanel({
  available,
  depositLink,
}: {
  /** What the live account can still commit, live, with its parts; undefined until it is known. */
  available: AvailableFigure | undefined;
  /** Where to add money when nothing is available to save. */
  depositLink: ReactNode;
}) {
  const query = useQuery(savingsQuery());
  return (
    <QueryView query={query} loading={t.loading} failed={t.failed}>
      {(savings) => (
        <>
          <Card>
            <p className={s.muted}>{t.balance}</p>
            <p className={s.big}>{amountText(savings.balance, savings.currency)}</p>
            <p className={s.muted}>{t.rate(formatPercent(savings.rate_percent))}</p>
          </Card>
          <Card>
            <MoveForm
              currency={savings.currency}
              available={available}
              savingsBalance={minorOf(savings.balance)}
              depositLink={depositLink}
            />
          </Card>
          <Card>
            <h2 className={s.sectionTitle}>{t.history}</h2>
            {savings.history.length === 0 ? (
              <Muted>{t.empty}</Muted>
            ) : (
              <ul className={s.moves} aria-label={t.history}>
                {savings.history.map((move) => (
                  <li key={move.id} className={s.move}>
                    <span className={s.moveWhat}>
                      <span className={s.moveKind}>{t.kinds[move.kind]}</span>
                      <time className={s.muted} dateTime={move.created_at}>
                        {' '}
                        {formatDate(new Date(move.created_at))}
                      </time>
                    </span>
                    <span className={s.moveAmount}>
                      {formatSignedMoney(
                        move.kind === 'withdrawal' ? -minorOf(move.amount) : minorOf(move.amount),
                        savings.currency,
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </QueryView>
  );
}

function MoveForm({
  currency,
  available,
  savingsBalance,
  depositLink,
}: {
  currency: string;
  available: AvailableFigure | undefined;
  savingsBalance: bigint;
  depositLink: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<Direction>('deposit');
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const keys = useRef(createIdempotencyKeys());
  const limit = direction === 'deposit' ? available?.available : savingsBalance;
  // The least a move may be is a cent: below that, there is nothing to choose.
  const nothingToMove = limit !== undefined && limit <= 0n;

  const amountError = (): string | undefined => {
    const minor = parseAmount(amount);
    if (minor === undefined || minor <= 0n) return m.payments.amountProblems.invalid;
    if (limit !== undefined && minor > limit) return t.overLimit[direction](formatMoney(limit, currency));
    return undefined;
  };
  const form = useFormSubmit({
    fields: ['amount'],
    validate: () => ({ amount: amountError() }),
    send: async () => {
      const minor = parseAmount(amount);
      if (minor === undefined) throw new Error('Checked before sending');
      const body = { direction, amount: toDecimalString(minor) };
      const savings = await moveSavings(direction, body.amount, keys.current.keyFor(body));
      keys.current.done();
      setAmount('');
      setDone(t.done[direction](amountText(body.amount, currency)));
      // The answer is the savings as they now are; the account's balance they moved to or from is not
      // in it.
      queryClient.setQueryData(accountKeys.savings(), savings);
      await refetchAccounts(queryClient);
    },
    fallback: m.payments.submitFailed,
  });

  const submit = (event: FormEvent) => {
    setDone(null);
    form.onSubmit(event);
  };

  return (
    <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
      <h2 className={s.sectionTitle}>{t.move}</h2>
      <RadioGroup
        legend={t.direction}
        name="savings-direction"
        options={(['deposit', 'withdraw'] as const).map((d) => ({ value: d, label: t.directions[d] }))}
        value={direction}
        onChange={setDirection}
      />
      {nothingToMove ? (
        direction === 'deposit' ? (
          <Alert variant="default" live={false} title={t.nothingToSave}>
            {depositLink}
          </Alert>
        ) : (
          <Muted>{t.nothingSaved}</Muted>
        )
      ) : (
        <TextField
          label={m.payments.amountIn(currency)}
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            form.clearFieldError('amount');
          }}
          error={form.fieldErrors.amount}
          hint={limit === undefined ? undefined : t.available(formatMoney(limit, currency))}
        />
      )}
      {direction === 'deposit' && available && <AvailableBreakdown figure={available} currency={currency} />}
      <FormError ref={form.errorRef} message={form.formError} />
      {done && <Alert variant="success" description={done} />}
      {!nothingToMove && (
        <Button type="submit" busy={form.busy}>
          {t.submit[direction]}
        </Button>
      )}
    </form>
  );
}
