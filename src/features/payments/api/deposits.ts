/** GET /deposits?page=n[&wallet_id][&status]: the customer's deposits, newest first, paged. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { paymentAnswers } from '@contract';
import { paymentKeys, type DepositFilters } from './keys';

export const fetchDeposits = (page: number, filters: DepositFilters = {}, signal?: AbortSignal) =>
  request(paymentAnswers.deposits, '/deposits', {
    query: { page, wallet_id: filters.walletId, status: filters.status },
    signal,
  });

export const depositsQuery = (filters: DepositFilters) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.depositList(filters),
    queryFn: ({ pageParam, signal }) => fetchDeposits(pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.links.next ? last.meta.current_page + 1 : undefined),
    select: (data) => ({
      deposits: data.pages.flatMap((page) => page.data),
      total: data.pages[0]?.meta.total ?? 0,
    }),
  });
