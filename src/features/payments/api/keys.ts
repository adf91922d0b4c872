/** Query keys of the payments feature (design.md section 2, rule 4). */
import type { DepositStatus } from '@/lib/contract';

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
