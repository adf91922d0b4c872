/**
 * Crypto deposit: the customer picks the network, sees the address with its QR code, copies it, and
 * reads the network and minimum, with the warning that coins sent on another network are lost. Then
 * they may tell us what they sent, which shows in their history at once as pending.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { TextField } from '@/components/ui/text-field';
import type { CryptoCurrency, CryptoWallet, Deposit } from '@contract';
import { m } from '@/i18n';
import { submitCryptoDeposit } from '../api/crypto-deposit';
import { paymentKeys } from '../api/keys';
import { minorOf, parseAmount, toDecimalString } from '@contract/rules/money';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { DepositResult } from './deposit-result';
import { DetailRow } from './detail-row';
import * as s from './payments.css';

const t = m.payments.crypto;
const CRYPTO_DECIMALS = 8;

export function CryptoDeposit({
  crypto,
  wallet,
  walletLink,
  historyLink,
}: {
  crypto: CryptoCurrency;
  wallet: CryptoWallet;
  /** The app's link to one of the crypto's wallets (features do not know the routes). */
  walletLink: (wallet: CryptoWallet, current: boolean) => ReactNode;
  historyLink: ReactNode;
}) {
  return (
    <div className={s.stack}>
      {crypto.wallets.length > 1 && (
        <nav aria-label={t.chooseNetwork}>
          <p className={s.muted}>{t.chooseNetwork}</p>
          <ul className={s.choices}>
            {crypto.wallets.map((w) => (
              <li key={w.id}>{walletLink(w, w.id === wallet.id)}</li>
            ))}
          </ul>
        </nav>
      )}
      <Card>
        <div className={s.walletLayout}>
          <div className={s.qr}>
            <QRCodeSVG
              value={wallet.address}
              size={192}
              marginSize={2}
              role="img"
              aria-label={t.qrLabel(crypto.symbol, wallet.network)}
              data-testid="deposit-qr"
            />
          </div>
          <div className={s.stack}>
            <dl className={s.details}>
              <DetailRow label={t.address} value={wallet.address} />
              <DetailRow label={t.network} value={wallet.network} copy={false} />
              <DetailRow label={t.minimum} value={`${wallet.min_deposit} ${crypto.symbol}`} copy={false} />
              <DetailRow label={t.maximum} value={`${wallet.max_deposit} ${crypto.symbol}`} copy={false} />
            </dl>
            <Alert variant="warning" description={t.warning(crypto.symbol, wallet.network)} />
          </div>
        </div>
      </Card>
      <NotifyForm key={wallet.id} crypto={crypto} wallet={wallet} />
      {historyLink}
    </div>
  );
}

function NotifyForm({ crypto, wallet }: { crypto: CryptoCurrency; wallet: CryptoWallet }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [result, setResult] = useState<Deposit | null>(null);
  const keys = useRef(createIdempotencyKeys());
  const minimum = useMemo(() => minorOf(wallet.min_deposit, CRYPTO_DECIMALS), [wallet.min_deposit]);
  const maximum = useMemo(() => minorOf(wallet.max_deposit, CRYPTO_DECIMALS), [wallet.max_deposit]);

  const amountError = (): string | undefined => {
    const minor = parseAmount(amount, CRYPTO_DECIMALS);
    if (minor === undefined) return m.payments.amountProblems.invalid;
    if (minor < minimum) return t.belowMinimum(wallet.min_deposit, crypto.symbol);
    if (minor > maximum) return t.aboveMaximum(wallet.max_deposit, crypto.symbol);
    return undefined;
  };
  const form = useFormSubmit({
    fields: ['amount', 'tx_hash'],
    validate: () => ({ amount: amountError() }),
    send: () => {
      const minor = parseAmount(amount, CRYPTO_DECIMALS);
      if (minor === undefined) throw new Error('Checked before sending');
      const body = {
        wallet_id: wallet.id,
        amount: toDecimalString(minor, CRYPTO_DECIMALS).replace(/\.?0+$/, ''),
        tx_hash: txHash.trim() || null,
      };
      return submitCryptoDeposit(body, keys.current.keyFor(body));
    },
    onSuccess: (deposit) => {
      setResult(deposit);
      keys.current.done();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
    },
    fallback: m.payments.submitFailed,
  });

  if (result) {
    return (
      <DepositResult
        deposit={result}
        title={t.notifyTitle}
        againLabel={m.payments.card.another}
        onAgain={() => {
          setResult(null);
          setAmount('');
          setTxHash('');
        }}
      />
    );
  }
  return (
    <Card>
      <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate>
        <h2 className={s.sectionTitle}>{t.notifyTitle}</h2>
        <p className={s.muted}>{t.notifyHelp}</p>
        <TextField
          label={t.amountIn(crypto.symbol)}
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            form.clearFieldError('amount');
          }}
          error={form.fieldErrors.amount}
        />
        <TextField
          label={t.txHash}
          value={txHash}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setTxHash(event.target.value);
            form.clearFieldError('tx_hash');
          }}
          error={form.fieldErrors.tx_hash}
        />
        <FormError ref={form.errorRef} message={form.formError} />
        <Button type="submit" variant="secondary" busy={form.busy}>
          {t.notify}
        </Button>
      </form>
    </Card>
  );
}
