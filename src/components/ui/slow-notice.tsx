import type { FetchStatus } from '@tanstack/react-query';
import { isSlowQuery } from '@/lib/query/slow-query';
import { m } from '@/i18n';
import { slow } from './slow-notice.css';

/**
 * 'This is taking longer than usual. Still trying…' while a query retries after a failed try. The
 * live region is always there, so the sentence is announced when it appears.
 */
export function SlowNotice({ query }: { query: { fetchStatus: FetchStatus; failureCount: number } }) {
  const slowNow = isSlowQuery(query);
  return (
    // Out of the page's flow while it says nothing (a page's gap would count it as a row).
    <div role="status" className={slowNow ? undefined : 'sr-only'}>
      {slowNow && <p className={slow}>{m.common.slowRequest}</p>}
    </div>
  );
}
