import type { FetchStatus } from '@tanstack/react-query';

/**
 * A query is slow when a try has already failed (a time-out, no answer) and it is still trying:
 * with three tries of up to 15 s each, the user would otherwise watch a spinner for most of a minute.
 */
export function isSlowQuery({
  fetchStatus,
  failureCount,
}: {
  fetchStatus: FetchStatus;
  failureCount: number;
}) {
  return fetchStatus === 'fetching' && failureCount > 0;
}
