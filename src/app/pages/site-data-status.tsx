import type { UseQueryResult } from '@tanstack/react-query';
import { QueryFailed } from '@/components/ui/query-view';
import { SlowNotice } from '@/components/ui/slow-notice';
import { m } from '@/i18n';

/** What a page built on `/data` shows while it is slow or has failed: the spec's message and a retry. */
export function SiteDataStatus({ query }: { query: UseQueryResult }) {
  return (
    <>
      <SlowNotice query={query} />
      {query.isError && <QueryFailed query={query} message={m.site.siteDataFailed} />}
    </>
  );
}
