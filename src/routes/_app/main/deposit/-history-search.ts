/**
 * /main/deposit/history's search: `walletId` (the design card's third type-safe search param) and
 * `status`. Anything else is no filter, never an error; the wallet is checked against the tenant's.
 */
import type { DepositStatus } from '@contract';

const STATUSES: readonly string[] = ['pending', 'approved', 'declined'] satisfies DepositStatus[];

export function depositHistorySearch(search: Record<string, unknown>): {
  walletId?: string;
  status?: DepositStatus;
} {
  const out: { walletId?: string; status?: DepositStatus } = {};
  if (typeof search.walletId === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(search.walletId)) {
    out.walletId = search.walletId;
  }
  if (typeof search.status === 'string' && STATUSES.includes(search.status))
    out.status = search.status as DepositStatus;
  return out;
}
