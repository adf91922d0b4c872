/**
 * The two crypto deposit routes' loader ($crypto/index.tsx and $crypto/$walletId.tsx). It stays in
 * the route tree (vite.config.ts), which every start loads, so the site data's query, with the
 * instruments' validators, is imported here when a crypto deposit opens, not with the start.
 */
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { depositTarget } from '@/features/payments/model/deposit-cryptos';

export interface DepositParams {
  crypto: string;
  walletId?: string;
}

/**
 * A crypto or wallet the tenant does not offer is the app's not-found page, the same as any other
 * unknown path.
 */
export async function ensureDepositTarget(queryClient: QueryClient, { crypto, walletId }: DepositParams) {
  const { siteDataQuery } = await import('@/site/api/site-data');
  const data = await queryClient.ensureQueryData(siteDataQuery());
  if (!depositTarget(data.cryptos, crypto, walletId)) throw notFound();
}
