import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { depositTarget } from '@/features/payments/model/deposit-cryptos';
import { siteDataQuery } from '@/features/site/api/site-data';
import { m } from '@/i18n';
import { ComingSoonPage } from './coming-soon-page';
import { NotFoundPage } from './not-found-page';

interface DepositParams {
  crypto: string;
  walletId?: string;
}

/**
 * The crypto deposit routes' loader: a crypto or wallet the tenant does not offer is the app's
 * not-found page, the same as any other unknown path.
 */
export async function ensureDepositTarget(queryClient: QueryClient, { crypto, walletId }: DepositParams) {
  const data = await queryClient.ensureQueryData(siteDataQuery());
  if (!depositTarget(data.cryptos, crypto, walletId)) throw notFound();
}

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
  return <ComingSoonPage title={m.app.pages.depositCrypto(target.crypto.name)} />;
}
