/**
 * The one writer of price alerts in the query cache: the answers to setting, changing and deleting
 * one, and `.alert.updated`, each carry the alert as the server has it (a deleted one as it was), and
 * each is written here into the list when it is loaded, in the server's order: the active ones newest
 * first, then the triggered ones, the last to go off first.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PriceAlert } from '@contract';
import { alertKeys } from './keys';

const byListOrder = (a: PriceAlert, b: PriceAlert): number => {
  if (a.status !== b.status) return a.status === 'active' ? -1 : 1;
  if (a.status === 'active') return b.id - a.id;
  return (b.triggered_at ?? '').localeCompare(a.triggered_at ?? '');
};

export function writePriceAlert(queryClient: QueryClient, alert: PriceAlert, deleted = false): void {
  const list = queryClient.getQueryData<PriceAlert[]>(alertKeys.list());
  if (!list) return;
  const rest = list.filter((candidate) => candidate.id !== alert.id);
  queryClient.setQueryData(alertKeys.list(), deleted ? rest : [...rest, alert].sort(byListOrder));
}

/** Alerts that changed while the channel was not subscribed: the list is asked again. */
export const refetchPriceAlerts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: alertKeys.all });
