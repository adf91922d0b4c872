import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { m } from '@/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { Muted } from './page';
import { SlowNotice } from './slow-notice';

/** A query's failure in words, with a Retry that asks again. */
export function QueryFailed({
  query,
  message,
}: {
  query: Pick<UseQueryResult, 'isFetching' | 'refetch'>;
  message: string;
}) {
  return (
    <Alert variant="destructive" description={message}>
      <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
        {m.common.retry}
      </Button>
    </Alert>
  );
}

/**
 * A part of a page built on one query: its loading line (and, after a failed try, that it is still
 * trying), its failure with Retry, then the children with the answer. An answer already shown stays
 * when a later refresh fails.
 */
export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <QueryFailed query={query} message={failed} />;
  return <QueryPending query={query} loading={loading} />;
}

interface PendingQuery {
  fetchStatus: UseQueryResult['fetchStatus'];
  failureCount: number;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A query with no answer yet: its loading line (and, after a failed try, that it is still trying).
 * Offline, a query with nothing cached waits for the network (TanStack Query pauses it), so instead
 * of a loading line that would never end it says the part needs a connection; back online the query
 * goes on by itself, and Retry is there too.
 */
export function QueryPending({ query, loading }: { query: PendingQuery; loading: ReactNode }) {
  const online = useBrowserOnline();
  if (query.fetchStatus === 'paused') {
    return (
      <Alert description={m.common.needsConnection}>
        {online && (
          <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {m.common.retry}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <>
      <Muted>{loading}</Muted>
      <SlowNotice query={query} />
    </>
  );
}
