/**
 * Crypto deposit: the customer picks the network, sees the address with its QR code, copies it, and
 * reads the network and minimum, with the warning that coins sent on another network are lost. Then
 * they may tell us what they sent, which shows in their history at once as pending.
 */
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { TextField } from '@/components/ui/text-field';
import type { CryptoCurrency, CryptoWallet, Deposit } from '@/lib/contract';
import { m } from '@/i18n';
import { submitCryptoDeposit } from '../api/crypto-deposit';
import { paymentKeys } from '../api/keys';
import { minorOf, parseAmount, toDecimalString } from '@/lib/money';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { submitFailure } from '@/lib/api';
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
  const [error, setError] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Deposit | null>(null);
  const keys = useRef(createIdempotencyKeys());
  const minimum = useMemo(() => minorOf(wallet.min_deposit, CRYPTO_DECIMALS), [wallet.min_deposit]);
  const maximum = useMemo(() => minorOf(wallet.max_deposit, CRYPTO_DECIMALS), [wallet.max_deposit]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmount(amount, CRYPTO_DECIMALS);
    if (minor === undefined)
      return setError({ fields: { amount: m.payments.amountProblems.invalid }, message: null });
    if (minor < minimum)
      return setError({
        fields: { amount: t.belowMinimum(wallet.min_deposit, crypto.symbol) },
        message: null,
      });
    if (minor > maximum)
      return setError({
        fields: { amount: t.aboveMaximum(wallet.max_deposit, crypto.symbol) },
        message: null,
      });
    const body = {
      wallet_id: wallet.id,
      amount: toDecimalString(minor, CRYPTO_DECIMALS).replace(/\.?0+$/, ''),
      tx_hash: txHash.trim() || null,
    };
    setBusy(true);
    setError({ fields: {}, message: null });
    try {
      setResult(await submitCryptoDeposit(body, keys.current.keyFor(body)));
      keys.current.done();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
    } catch (failure) {
      setError(submitFailure(failure, m.payments.submitFailed));
    } finally {
      setBusy(false);
    }
  };

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
      <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 className={s.sectionTitle}>{t.notifyTitle}</h2>
        <p className={s.muted}>{t.notifyHelp}</p>
        <TextField
          label={t.amountIn(crypto.symbol)}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error.fields.amount}
        />
        <TextField
          label={t.txHash}
          value={txHash}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTxHash(event.target.value)}
          error={error.fields.tx_hash}
        />
        {error.message && <Alert variant="destructive" description={error.message} />}
        <Button type="submit" variant="secondary" busy={busy}>
          {t.notify}
        </Button>
      </form>
    </Card>
  );
}
