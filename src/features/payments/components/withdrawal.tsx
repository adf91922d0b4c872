/**
 * Withdrawal: what is available (the server's figure, live, with its parts), the amount within it,
 * the destination (a crypto wallet with its network, or a bank account), a confirmation step, then the
 * list of requests with their status and a cancel for pending ones. A refusal (an account not yet
 * verified, an amount over what is available) is shown with the server's reason; nothing typed is
 * lost. With less available than the least a withdrawal may be, the page says so and offers Deposit
 * instead of an amount no one could type.
 */
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { AvailableBreakdown } from '@/components/ui/available-breakdown';
import { QueryFailed, QueryPending } from '@/components/ui/query-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api';
import type { AvailableFigure } from '@contract/rules/available';
import type { PaymentOptions, Withdrawal, WithdrawalDestination } from '@contract';
import { amountText, formatDate, formatMoney } from '@contract/rules/format';
import { m } from '@/i18n';
import { paymentKeys } from '../api/keys';
import { cancelWithdrawal, submitWithdrawal, withdrawalsQuery } from '../api/withdrawals';
import { minorOf, parseAmount, toDecimalString } from '@contract/rules/money';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { compactIban, groupIban, isIbanShaped, maskIban } from '../model/iban';
import { isBicShaped } from '../model/withdrawal';
import { AmountField, checkAmount } from './amount-field';
import { LoadMore } from './load-more';
import { StatusBadge } from './status-badge';
import * as s from './payments.css';

const t = m.payments.withdrawal;

type Kind = WithdrawalDestination['type'];

const fields = ['amount', 'address', 'network', 'iban', 'holder', 'bic'] as const;
/** The server names the destination's parts by their place in the body. */
const rename = {
  'destination.address': 'address',
  'destination.network': 'network',
  'destination.iban': 'iban',
  'destination.account_holder': 'holder',
  'destination.bic': 'bic',
} as const;

/**
 * Where the money goes: the IBAN whole (in groups of four) where the customer confirms it, masked in
 * the list of past requests, where it only reminds them which account it was.
 */
const destinationText = (d: WithdrawalDestination, iban: (iban: string) => string) =>
  d.type === 'crypto' ? `${d.network} · ${d.address}` : `${d.account_holder} · ${iban(d.iban)}`;

export function WithdrawalPanel({
  options,
  available,
  depositLink,
  onRequestsChanged,
}: {
  options: PaymentOptions;
  /** What the live account can still commit, live, with its parts; undefined until it is known. */
  available: AvailableFigure | undefined;
  /** Where to add money when too little is available. */
  depositLink: ReactNode;
  /** A request was made or cancelled, or refused for want of money: the figure is read again. */
  onRequestsChanged: () => void;
}) {
  const min = minorOf(options.withdrawal.min);
  const figure = available?.available;
  // Kept here, not in the form: a request of all that was available leaves none, and the form gives
  // way to the deposit offer, but the customer is still told the request went.
  const [sent, setSent] = useState(false);
  return (
    <div className={s.stack}>
      <Card>
        <div className={s.stack}>
          <div>
            <p className={s.muted}>{t.available}</p>
            {/* Not a live region: with open trades it moves at every price tick. */}
            <p className={s.big}>{figure === undefined ? '…' : formatMoney(figure, options.currency)}</p>
          </div>
          {available && <AvailableBreakdown figure={available} currency={options.currency} />}
        </div>
      </Card>
      {sent && <Alert variant="success" description={t.sent} />}
      {figure !== undefined && figure < min ? (
        <Alert
          variant="default"
          live={false}
          title={t.nothingTitle}
          description={
            figure > 0n
              ? t.belowMinimum(formatMoney(figure, options.currency), formatMoney(min, options.currency))
              : t.nothing
          }
        >
          {depositLink}
        </Alert>
      ) : (
        <WithdrawalForm
          options={options}
          available={figure}
          onRequestsChanged={onRequestsChanged}
          onSent={setSent}
        />
      )}
      <Requests onRequestsChanged={onRequestsChanged} />
    </div>
  );
}

function WithdrawalForm({
  options,
  available,
  onRequestsChanged,
  onSent,
}: {
  options: PaymentOptions;
  available: bigint | undefined;
  onRequestsChanged: () => void;
  /** Whether the last request was sent; a new review clears it. */
  onSent: (sent: boolean) => void;
}) {
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
  const [confirming, setConfirming] = useState<{ amount: string; destination: WithdrawalDestination } | null>(
    null,
  );
  const keys = useRef(createIdempotencyKeys());

  const overMargin = () => {
    const minor = parseAmount(amount);
    return available !== undefined && minor !== undefined && minor > available && minor <= limits.max
      ? t.overFreeMargin(formatMoney(available, options.currency))
      : undefined;
  };
  const required = (value: string) => (value.trim() ? undefined : t.required);

  const form = useFormSubmit({
    fields,
    // The page's own checks first; the server's refusal (it may know of a request made elsewhere) after.
    validate: () => ({
      amount: overMargin() ?? checkAmount(amount, range, options.currency),
      ...(kind === 'crypto'
        ? { address: required(crypto.address), network: required(crypto.network) }
        : {
            iban: bank.iban.trim() && !isIbanShaped(bank.iban) ? t.invalidIban : required(bank.iban),
            holder: required(bank.account_holder),
            bic: bank.bic.trim() && !isBicShaped(bank.bic) ? t.invalidBic : undefined,
          }),
    }),
    send: async () => {
      if (!confirming) throw new Error('Confirmed before sending');
      await submitWithdrawal(confirming, keys.current.keyFor(confirming));
      keys.current.done();
      setConfirming(null);
      setAmount('');
      onSent(true);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
      onRequestsChanged();
    },
    onError: () => {
      // Back to the form, drawn with the refusal, so the focus can go to the field it names.
      setConfirming(null);
      // A refusal over the margin may come from a request made elsewhere: the page catches up.
      void queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals() });
      onRequestsChanged();
    },
    fallback: m.payments.submitFailed,
    rename,
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    onSent(false);
    const minor = parseAmount(amount);
    if (!form.validate() || minor === undefined) return;
    const destination: WithdrawalDestination =
      kind === 'crypto'
        ? { type: 'crypto', address: crypto.address.trim(), network: crypto.network.trim() }
        : {
            type: 'bank',
            iban: compactIban(bank.iban),
            account_holder: bank.account_holder.trim(),
            bic: bank.bic.replace(/\s/g, '').toUpperCase() || null,
          };
    setConfirming({ amount: toDecimalString(minor), destination });
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
              destinationText(confirming.destination, groupIban),
            )}
          </p>
          <div className={s.actions}>
            <Button busy={form.busy} onClick={() => void form.send()}>
              {t.confirm}
            </Button>
            <Button variant="secondary" disabled={form.busy} onClick={() => setConfirming(null)}>
              {t.back}
            </Button>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <form ref={form.formRef} className={s.form} onSubmit={review} noValidate>
        <AmountField
          value={amount}
          onChange={(value) => {
            setAmount(value);
            form.clearFieldError('amount');
          }}
          range={range}
          currency={options.currency}
          error={form.fieldErrors.amount}
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
              onChange={(e) => {
                setCrypto({ ...crypto, address: e.target.value });
                form.clearFieldError('address');
              }}
              error={form.fieldErrors.address}
            />
            <TextField
              label={t.network}
              value={crypto.network}
              onChange={(e) => {
                setCrypto({ ...crypto, network: e.target.value });
                form.clearFieldError('network');
              }}
              error={form.fieldErrors.network}
            />
          </>
        ) : (
          <>
            <TextField
              label={t.iban}
              value={bank.iban}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => {
                setBank({ ...bank, iban: e.target.value });
                form.clearFieldError('iban');
              }}
              error={form.fieldErrors.iban}
            />
            <TextField
              label={t.holder}
              value={bank.account_holder}
              autoComplete="name"
              onChange={(e) => {
                setBank({ ...bank, account_holder: e.target.value });
                form.clearFieldError('holder');
              }}
              error={form.fieldErrors.holder}
            />
            <TextField
              label={t.bic}
              value={bank.bic}
              spellCheck={false}
              onChange={(e) => {
                setBank({ ...bank, bic: e.target.value });
                form.clearFieldError('bic');
              }}
              error={form.fieldErrors.bic}
            />
          </>
        )}
        <FormError ref={form.errorRef} message={form.formError} />
        <Button type="submit">{t.review}</Button>
      </form>
    </Card>
  );
}

function Requests({ onRequestsChanged }: { onRequestsChanged: () => void }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(withdrawalsQuery());
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = async (request: Withdrawal) => {
    setCancelling(request.id);
    setCancelError(null);
    try {
      await cancelWithdrawal(request.id);
      onRequestsChanged();
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
      {query.isPending && <QueryPending query={query} loading={m.payments.history.loading} />}
      {query.isError && !requests && <QueryFailed query={query} message={t.failed} />}
      {requests && requests.length === 0 && <p className={s.muted}>{t.empty}</p>}
      {requests && requests.length > 0 && (
        <ul className={s.list} aria-label={t.listTitle}>
          {requests.map((request) => (
            <li key={request.id} className={s.item}>
              <span className={s.itemMain}>
                <span className={s.itemTitle}>{destinationText(request.destination, maskIban)}</span>
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
