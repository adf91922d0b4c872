/**
 * Withdrawal: the amount (at most what is available: free margin less pending requests, live), the
 * destination (a crypto wallet with its network, or a bank account), a confirmation step, then the
 * list of requests with their status and a cancel for pending ones. A refusal (an account not yet
 * verified, an amount over the margin) is shown with the server's reason; nothing typed is lost.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { QueryFailed } from '@/components/ui/query-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api';
import type { PaymentOptions, Withdrawal, WithdrawalDestination } from '@/lib/contract';
import { amountText, formatDate, formatMoney } from '@/lib/format';
import { m } from '@/i18n';
import { paymentKeys } from '../api/keys';
import { cancelWithdrawal, submitWithdrawal, withdrawalsQuery } from '../api/withdrawals';
import { minorOf, parseAmount, toDecimalString } from '@/lib/money';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { submitFailure } from '@/lib/api';
import { availableToWithdraw, isBicShaped, isIbanShaped } from '../model/withdrawal';
import { AmountField, checkAmount } from './amount-field';
import { LoadMore } from './load-more';
import { StatusBadge } from './status-badge';
import * as s from './payments.css';

const t = m.payments.withdrawal;

type Kind = WithdrawalDestination['type'];

const destinationText = (d: WithdrawalDestination) =>
  d.type === 'crypto' ? `${d.network} · ${d.address}` : `${d.account_holder} · ${d.iban}`;

export function WithdrawalPanel({
  options,
  freeMarginMinor,
}: {
  options: PaymentOptions;
  /** Live free margin in minor units; undefined until the open trades are known. */
  freeMarginMinor: bigint | undefined;
}) {
  const requests = useInfiniteQuery(withdrawalsQuery());
  const available =
    freeMarginMinor === undefined || !requests.data
      ? undefined
      : availableToWithdraw(freeMarginMinor, requests.data);
  return (
    <div className={s.stack}>
      <Card>
        <p className={s.muted}>{t.available}</p>
        <p className={s.big} aria-live="polite">
          {available === undefined ? '…' : formatMoney(available, options.currency)}
        </p>
        <p className={s.muted}>{t.availableHelp}</p>
      </Card>
      <WithdrawalForm options={options} available={available} />
      <Requests />
    </div>
  );
}

function WithdrawalForm({ options, available }: { options: PaymentOptions; available: bigint | undefined }) {
  const queryClient = useQueryClient();
  const limits = useMemo(
    () => ({ min: minorOf(options.withdrawal.min), max: minorOf(options.withdrawal.max) }),
    [options],
  );
  const range = {
    min: limits.min,
    max: available === undefined ? limits.max : available < limits.max ? available : limits.max,
  };
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<Kind>('crypto');
  const [crypto, setCrypto] = useState({ address: '', network: '' });
  const [bank, setBank] = useState({ iban: '', account_holder: '', bic: '' });
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState<{ amount: string; destination: WithdrawalDestination } | null>(
    null,
  );
  const [error, setError] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const keys = useRef(createIdempotencyKeys());

  const overMargin = () => {
    const minor = parseAmount(amount);
    return available !== undefined && minor !== undefined && minor > available && minor <= limits.max
      ? t.overFreeMargin(formatMoney(available, options.currency))
      : undefined;
  };
  // The page's own checks first; the server's refusal (it may know of a request made elsewhere) after.
  const amountError =
    (shown ? (overMargin() ?? checkAmount(amount, range, options.currency)) : undefined) ??
    error.fields.amount;
  const required = (value: string) => (shown && !value.trim() ? t.required : undefined);
  const ibanError =
    shown && bank.iban.trim() && !isIbanShaped(bank.iban) ? t.invalidIban : required(bank.iban);

  const bicError = bank.bic.trim() && !isBicShaped(bank.bic) ? t.invalidBic : undefined;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setSent(false);
    const minor = parseAmount(amount);
    if (minor === undefined || overMargin() || checkAmount(amount, range, options.currency)) return;
    let destination: WithdrawalDestination;
    if (kind === 'crypto') {
      if (!crypto.address.trim() || !crypto.network.trim()) return;
      destination = { type: 'crypto', address: crypto.address.trim(), network: crypto.network.trim() };
    } else {
      if (!isIbanShaped(bank.iban) || !bank.account_holder.trim() || bicError) return;
      destination = {
        type: 'bank',
        iban: bank.iban.replace(/\s/g, '').toUpperCase(),
        account_holder: bank.account_holder.trim(),
        bic: bank.bic.replace(/\s/g, '').toUpperCase() || null,
      };
    }
    setConfirming({ amount: toDecimalString(minor), destination });
  };

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    setError({ fields: {}, message: null });
    try {
      await submitWithdrawal(confirming, keys.current.keyFor(confirming));
      keys.current.done();
      setConfirming(null);
      setAmount('');
      setShown(false);
      setSent(true);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
    } catch (failure) {
      setConfirming(null);
      setError(
        submitFailure(
          failure,
          m.payments.submitFailed,
          { 'destination.iban': 'iban', 'destination.address': 'address', 'destination.bic': 'bic' },
          ['amount', 'address', 'destination.network', 'iban', 'destination.account_holder', 'bic'],
        ),
      );
      // A refusal over the margin may come from a request made elsewhere: the page catches up.
      void queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
    } finally {
      setBusy(false);
    }
  };

  if (confirming) {
    return (
      <Card>
        <div className={s.stack} role="group" aria-labelledby="withdrawal-confirm">
          <h2 id="withdrawal-confirm" className={s.sectionTitle}>
            {t.confirmTitle}
          </h2>
          <p>
            {t.confirmText(
              amountText(confirming.amount, options.currency),
              destinationText(confirming.destination),
            )}
          </p>
          <div className={s.actions}>
            <Button busy={busy} onClick={() => void confirm()}>
              {t.confirm}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
              {t.back}
            </Button>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <form className={s.form} onSubmit={review} noValidate>
        {sent && <Alert variant="success" description={t.sent} />}
        <AmountField
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError((current) => ({ ...current, fields: { ...current.fields, amount: '' } }));
          }}
          range={range}
          currency={options.currency}
          error={amountError || undefined}
        />
        <RadioGroup
          legend={t.destination}
          name="destination"
          options={[
            { value: 'crypto', label: t.toCrypto },
            { value: 'bank', label: t.toBank },
          ]}
          value={kind}
          onChange={setKind}
        />
        {kind === 'crypto' ? (
          <>
            <TextField
              label={t.address}
              value={crypto.address}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => setCrypto({ ...crypto, address: e.target.value })}
              error={required(crypto.address) ?? error.fields.address}
            />
            <TextField
              label={t.network}
              value={crypto.network}
              onChange={(e) => setCrypto({ ...crypto, network: e.target.value })}
              error={required(crypto.network) ?? error.fields['destination.network']}
            />
          </>
        ) : (
          <>
            <TextField
              label={t.iban}
              value={bank.iban}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => setBank({ ...bank, iban: e.target.value })}
              error={ibanError ?? error.fields.iban}
            />
            <TextField
              label={t.holder}
              value={bank.account_holder}
              autoComplete="name"
              onChange={(e) => setBank({ ...bank, account_holder: e.target.value })}
              error={required(bank.account_holder) ?? error.fields['destination.account_holder']}
            />
            <TextField
              label={t.bic}
              value={bank.bic}
              spellCheck={false}
              onChange={(e) => setBank({ ...bank, bic: e.target.value })}
              error={(shown ? bicError : undefined) ?? error.fields.bic}
            />
          </>
        )}
        {error.message && <Alert variant="destructive" description={error.message} />}
        <Button type="submit">{t.review}</Button>
      </form>
    </Card>
  );
}

function Requests() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(withdrawalsQuery());
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = async (request: Withdrawal) => {
    setCancelling(request.id);
    setCancelError(null);
    try {
      await cancelWithdrawal(request.id);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
    } catch (failure) {
      setCancelError(messageOf(failure, t.cancelFailed));
    } finally {
      setCancelling(null);
    }
  };
  const requests = query.data;
  return (
    <div className={s.stack}>
      <h2 className={s.sectionTitle}>{t.listTitle}</h2>
      {cancelError && <Alert variant="destructive" description={cancelError} />}
      {query.isPending && <p className={s.muted}>{m.payments.history.loading}</p>}
      {query.isError && !requests && <QueryFailed query={query} message={t.failed} />}
      {requests && requests.length === 0 && <p className={s.muted}>{t.empty}</p>}
      {requests && requests.length > 0 && (
        <ul className={s.list} aria-label={t.listTitle}>
          {requests.map((request) => (
            <li key={request.id} className={s.item}>
              <span className={s.itemMain}>
                <span className={s.itemTitle}>{destinationText(request.destination)}</span>
                <span className={s.itemMeta}>
                  <time dateTime={request.created_at}>{formatDate(new Date(request.created_at))}</time>
                </span>
                {request.reason && <span className={s.itemMeta}>{request.reason}</span>}
              </span>
              <span className={s.itemSide}>
                <span className={s.amount}>{amountText(request.amount, request.currency)}</span>
                <StatusBadge status={request.status} />
                {request.status === 'pending' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={cancelling === request.id}
                    onClick={() => void cancel(request)}
                  >
                    {t.cancel}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} />
    </div>
  );
}
