/**
 * Query keys of the payments feature: every key is built here, each under `paymentKeys.all`, so
 * invalidating a prefix reaches every query beneath it.
 */
import type { DepositStatus } from '@contract';

export interface DepositFilters {
  walletId?: string | undefined;
  status?: DepositStatus | undefined;
}

export const paymentKeys = {
  all: ['payments'] as const,
  options: () => [...paymentKeys.all, 'options'] as const,
  deposits: () => [...paymentKeys.all, 'deposits'] as const,
  depositList: (filters: DepositFilters) =>
    [...paymentKeys.deposits(), filters.walletId ?? null, filters.status ?? null] as const,
  withdrawals: () => [...paymentKeys.all, 'withdrawals'] as const,
};
