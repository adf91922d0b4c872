/**
 * What the crypto deposit routes need before their page's code: the loader, and what shows while it
 * waits or when it fails. Kept apart from the pages (crypto-deposit-page.tsx, deposit-layout.tsx) since
 * every start loads the route tree's loaders and pending screens, while a page's code loads with its
 * route.
 */
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { notFound, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Muted } from '@/components/ui/page';
import { depositTarget } from '@/features/payments/model/deposit-cryptos';
import { siteDataQuery } from '@/features/site/api/site-data';
import { isApiError } from '@/lib/api';
import { m } from '@/i18n';
import { ErrorPage } from './error-page';

export interface DepositParams {
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
 * A deposit route whose loader waits on the site data, while it waits (the router shows it after its
 * pendingMs): the layout above says when the wait is slow.
 */
export function DepositRoutePending() {
  return <Muted>{m.common.loading}</Muted>;
}

/**
 * A deposit route whose loader could not get the site data. The layout above shows the failure and
 * its Retry; once the site data is there (that Retry, or the query asking again when the network
 * returns), the route loads again. Any other failure is the app's error page.
 */
export function DepositRouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  // Watches the query without asking: the failure has just been shown, and Retry is the user's.
  const arrived = useQuery({ ...siteDataQuery(), enabled: false }).data !== undefined;
  const siteDataFailed = isApiError(error);
  useEffect(() => {
    if (siteDataFailed && arrived) void router.invalidate();
  }, [siteDataFailed, arrived, router]);
  return siteDataFailed ? null : <ErrorPage error={error} />;
}
