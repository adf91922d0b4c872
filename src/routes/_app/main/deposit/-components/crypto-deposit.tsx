import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CryptoDeposit } from '@/features/payments/components/crypto-deposit';
import { depositTarget } from '@/features/payments/model/deposit-cryptos';
import { siteDataQuery } from '@/site/api/site-data';
import { m } from '@/i18n';
import { NotFoundPage } from '@/routes/-components/not-found-page';
import type { DepositParams } from '@/routes/_app/main/deposit/-crypto-loader';
import * as s from './deposit.css';

/**
 * /main/deposit/{crypto} and /main/deposit/{crypto}/{walletId}. The heading is the crypto's name from
 * the site data, never text from the URL.
 */
export function CryptoDepositPage({ crypto, walletId }: DepositParams) {
  const { data } = useSuspenseQuery(siteDataQuery());
  const target = depositTarget(data.cryptos, crypto, walletId);
  // The site data changed since the loader checked (a refetch). A notFound() thrown while rendering
  // would reach the router's error boundary, not its not-found page, so the page is rendered here.
  if (!target) return <NotFoundPage />;
  const wallet = target.wallet ?? target.crypto.wallets[0];
  return (
    <section aria-labelledby="crypto-deposit-title">
      <h2 id="crypto-deposit-title" className={s.heading}>
        {m.app.pages.depositCrypto(target.crypto.name)}
      </h2>
      {wallet ? (
        <CryptoDeposit
          crypto={target.crypto}
          wallet={wallet}
          walletLink={(w, current) => (
            <Link
              to="/main/deposit/$crypto/$walletId"
              params={{ crypto: target.crypto.id, walletId: w.id }}
              aria-current={current ? 'page' : undefined}
              className={s.tab}
            >
              {w.network}
            </Link>
          )}
          historyLink={
            <Link to="/main/deposit/history" search={{ walletId: wallet.id }}>
              {m.payments.crypto.history}
            </Link>
          }
        />
      ) : (
        <NotFoundPage />
      )}
    </section>
  );
}
