import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
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
  return (
    <>
      <Muted>{loading}</Muted>
      <SlowNotice query={query} />
    </>
  );
}
