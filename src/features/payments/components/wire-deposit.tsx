/**
 * Wire transfer: the tenant's bank details and the customer's own payment reference, each copyable;
 * then the confirmation: the amount sent and the transfer's proof (image or PDF), uploaded with
 * progress. A failed upload keeps the amount and the chosen file for another try.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { ProgressBar } from '@/components/ui/progress-bar';
import { uploadLimits, type Deposit, type PaymentOptions } from '@/lib/contract';
import { m } from '@/i18n';
import { paymentKeys } from '../api/keys';
import { submitWireDeposit } from '../api/wire-deposit';
import { minorOf, parseAmount, toDecimalString } from '@/lib/money';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { submitFailure } from '@/lib/api';
import { AmountField, checkAmount } from './amount-field';
import { DepositResult } from './deposit-result';
import { DetailRow } from './detail-row';
import * as field from '@/components/ui/text-field.css';
import * as s from './payments.css';

const t = m.payments.wire;

function proofProblem(file: File | null): string | undefined {
  if (!file) return t.proofMissing;
  if (!(uploadLimits.documentMimeTypes as readonly string[]).includes(file.type)) return t.proofType;
  if (file.size > uploadLimits.maxBytes) return t.proofSize;
  return undefined;
}

export function WireDeposit({ options }: { options: PaymentOptions }) {
  const { bank, reference } = options.wire;
  return (
    <div className={s.stack}>
      <Card>
        <div className={s.stack}>
          <h2 className={s.sectionTitle}>{t.title}</h2>
          <p className={s.muted}>{t.intro}</p>
          <dl className={s.details}>
            <DetailRow label={t.reference} value={reference} />
            <DetailRow label={t.beneficiary} value={bank.beneficiary} />
            <DetailRow label={t.iban} value={bank.iban} />
            <DetailRow label={t.bic} value={bank.bic} />
            <DetailRow label={t.bank} value={bank.bank_name} copy={false} />
            {bank.bank_address && <DetailRow label={t.bankAddress} value={bank.bank_address} copy={false} />}
          </dl>
          <Alert variant="warning" description={t.referenceHelp} />
        </div>
      </Card>
      <WireConfirmation options={options} />
    </div>
  );
}

function WireConfirmation({ options }: { options: PaymentOptions }) {
  const queryClient = useQueryClient();
  const range = useMemo(
    () => ({ min: minorOf(options.wire.min), max: minorOf(options.wire.max) }),
    [options],
  );
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [shown, setShown] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const [result, setResult] = useState<Deposit | null>(null);
  const keys = useRef(createIdempotencyKeys());

  const amountError =
    (shown ? checkAmount(amount, range, options.currency) : undefined) ?? error.fields.amount;
  const proofError = (shown ? proofProblem(proof) : undefined) ?? error.fields.proof;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const minor = parseAmount(amount);
    if (checkAmount(amount, range, options.currency) || proofProblem(proof) || minor === undefined || !proof)
      return;
    const decimal = toDecimalString(minor);
    setError({ fields: {}, message: null });
    setProgress(0);
    try {
      const key = keys.current.keyFor({
        decimal,
        name: proof.name,
        size: proof.size,
        at: proof.lastModified,
      });
      setResult(await submitWireDeposit(decimal, proof, key, setProgress));
      keys.current.done();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
    } catch (failure) {
      setError(submitFailure(failure, m.payments.submitFailed));
    } finally {
      setProgress(null);
    }
  };

  if (result) {
    return (
      <DepositResult
        deposit={result}
        title={t.confirmTitle}
        againLabel={m.payments.card.another}
        onAgain={() => {
          setResult(null);
          setAmount('');
          setProof(null);
          setShown(false);
        }}
      />
    );
  }
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Card>
      <form
        className={s.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={progress !== null || undefined}
      >
        <h2 className={s.sectionTitle}>{t.confirmTitle}</h2>
        <AmountField
          value={amount}
          onChange={setAmount}
          range={range}
          currency={options.currency}
          error={amountError || undefined}
        />
        <label className={s.form}>
          <span className={field.label}>{t.proof}</span>
          <input
            type="file"
            accept={uploadLimits.documentMimeTypes.join(',')}
            aria-invalid={proofError ? true : undefined}
            onChange={(event) => setProof(event.target.files?.[0] ?? null)}
          />
        </label>
        {proofError && (
          <p className={s.muted} role="alert">
            {proofError}
          </p>
        )}
        {percent !== null && (
          <>
            <span aria-hidden="true">{t.uploading(percent)}</span>
            <ProgressBar value={percent} label={t.uploading(percent)} />
          </>
        )}
        {error.message && <Alert variant="destructive" description={error.message} />}
        <Button type="submit" busy={progress !== null}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}
