/**
 * What the two crypto deposit routes ($crypto/index.tsx and $crypto/$walletId.tsx) share besides
 * their screen (-components/crypto-deposit.tsx) and their loader (-crypto-loader.ts): what shows
 * while the loader waits or when it fails. The build splits both from the route tree
 * (vite.config.ts): this module loads with the route's code, not with every start.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Muted } from '@/components/ui/page';
import { siteDataQuery } from '@/site/api/site-data';
import { isApiError } from '@/lib/api';
import { m } from '@/i18n';
import { ErrorPage } from '@/routes/-components/error-page';

/**
 * While the loader waits on the site data (the router shows this after its pendingMs): the layout
 * above says when the wait is slow.
 */
export function DepositRoutePending() {
  return <Muted>{m.common.loading}</Muted>;
}

/**
 * The loader could not get the site data. The layout above shows the failure and its Retry; once the
 * site data is there (that Retry, or the query asking again when the network returns), the route
 * loads again. Any other failure is the app's error page.
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
