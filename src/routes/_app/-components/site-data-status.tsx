import type { UseQueryResult } from '@tanstack/react-query';
import { QueryFailed, QueryPending } from '@/components/ui/query-view';
import { SlowNotice } from '@/components/ui/slow-notice';
import { m } from '@/i18n';

/**
 * What a page built on `/data` shows while it is slow or has failed: the spec's message and a retry.
 * `loading`, for a page that has nothing else to show meanwhile: its line until the first answer.
 */
export function SiteDataStatus({ query, loading }: { query: UseQueryResult; loading?: string }) {
  return (
    <>
      {loading !== undefined && query.isPending ? (
        <QueryPending query={query} loading={loading} />
      ) : (
        <SlowNotice query={query} />
      )}
      {query.isError && <QueryFailed query={query} message={m.site.siteDataFailed} />}
    </>
  );
}
