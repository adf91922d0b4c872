/**
 * Wire transfer: the tenant's bank details and the customer's own payment reference, each copyable;
 * then the confirmation: the amount sent and the transfer's proof (image or PDF), uploaded with
 * progress. A failed upload keeps the amount and the chosen file for another try.
 */
import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { FileDrop } from '@/components/ui/file-drop';
import { Card } from '@/components/ui/page';
import { ProgressBar } from '@/components/ui/progress-bar';
import { uploadLimits, type Deposit, type PaymentOptions } from '@contract';
import { m } from '@/i18n';
import { paymentKeys } from '../api/keys';
import { submitWireDeposit } from '../api/wire-deposit';
import { minorOf, parseAmount, toDecimalString } from '@contract/rules/money';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { AmountField, checkAmount } from './amount-field';
import { DepositResult } from './deposit-result';
import { groupIban } from '../model/iban';
import { DetailRow } from './detail-row';
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
            <DetailRow label={t.reference} value={reference} note={t.referenceHelp} />
            <DetailRow label={t.beneficiary} value={bank.beneficiary} />
            <DetailRow label={t.iban} value={bank.iban} shown={groupIban(bank.iban)} />
            <DetailRow label={t.bic} value={bank.bic} />
            <DetailRow label={t.bank} value={bank.bank_name} copy={false} />
            {bank.bank_address && <DetailRow label={t.bankAddress} value={bank.bank_address} copy={false} />}
          </dl>
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
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Deposit | null>(null);
  const keys = useRef(createIdempotencyKeys());

  const form = useFormSubmit({
    fields: ['amount', 'proof'],
    validate: () => ({ amount: checkAmount(amount, range, options.currency), proof: proofProblem(proof) }),
    send: async () => {
      const minor = parseAmount(amount);
      if (minor === undefined || !proof) throw new Error('Checked before sending');
      const decimal = toDecimalString(minor);
      const key = keys.current.keyFor({
        decimal,
        name: proof.name,
        size: proof.size,
        at: proof.lastModified,
      });
      setProgress(0);
      try {
        return await submitWireDeposit(decimal, proof, key, setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: (deposit) => {
      setResult(deposit);
      keys.current.done();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
    },
    fallback: m.payments.submitFailed,
  });
  const proofError = form.fieldErrors.proof;

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
        }}
      />
    );
  }
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Card>
      <form
        className={s.form}
        ref={form.formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-busy={progress !== null || undefined}
      >
        <h2 className={s.sectionTitle}>{t.confirmTitle}</h2>
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
        <FileDrop
          label={t.proof}
          accept={uploadLimits.documentMimeTypes.join(',')}
          file={proof}
          onChange={(chosen) => {
            setProof(chosen);
            form.clearFieldError('proof');
          }}
          error={proofError}
          disabled={form.busy}
          camera
        />
        {percent !== null && (
          <>
            <span aria-hidden="true">{t.uploading(percent)}</span>
            <ProgressBar value={percent} label={t.uploading(percent)} />
          </>
        )}
        <FormError ref={form.errorRef} message={form.formError} />
        <Button type="submit" busy={form.busy}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}
