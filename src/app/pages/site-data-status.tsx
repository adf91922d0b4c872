import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SlowNotice } from '@/components/ui/slow-notice';
import { m } from '@/i18n';

/** What a page built on `/data` shows while it is slow or has failed: the spec's message and a retry. */
export function SiteDataStatus({ query }: { query: UseQueryResult }) {
  return (
    <>
      <SlowNotice query={query} />
      {query.isError && (
        <Alert variant="destructive" description={m.site.siteDataFailed}>
          <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {m.common.retry}
          </Button>
        </Alert>
      )}
    </>
  );
}
