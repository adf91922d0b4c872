import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Card, Muted, Page } from '@/components/ui/page';
import { statementQuery } from '@/features/account/api/statement';
import { StatementFilters, StatementView } from '@/features/account/components/statement';
import { defaultStatementDays, type StatementDays } from '@/features/account/model/statement-range';
import { selectedAccountOf, sessionStore, whenLetIn } from '@/session/model/session-store';
import { siteDataQuery, useAssetsById } from '@/site/api/site-data';
import { siteStore } from '@/site/model/site-store';
import { useStore } from '@/lib/store/store';
import { isCalendarDate } from '@contract/schemas/predicates';
import { isStatementKind, type StatementKind } from '@contract/rules/statement';
import { m } from '@/i18n';
import { useSelectedAccount } from '../-components/selected-account';

interface StatementSearch {
  /** `YYYY-MM-DD`: the period's first and last day; this month so far without them. */
  from?: string;
  to?: string;
  /** The kinds listed, comma-separated; all without it. */
  kinds?: string;
}

/** The period and kinds the URL names, this month's and every kind where it names none. */
function askOf(search: StatementSearch, now = new Date()): StatementDays & { kinds: StatementKind[] } {
  const fallback = defaultStatementDays(now);
  return {
    from: search.from ?? fallback.from,
    to: search.to ?? fallback.to,
    kinds: (search.kinds ?? '').split(',').filter(isStatementKind),
  };
}

/**
 * /main/statement: the chosen account's statement of a period, with the kinds of entry it lists, in
 * the URL (so a reload or a shared link shows the same statement). A day that is not a calendar date
 * and an unknown kind are no filter, never an error.
 */
export const Route = createFileRoute('/_app/main/statement')({
  validateSearch: (search: Record<string, unknown>): StatementSearch => {
    const out: StatementSearch = {};
    if (typeof search.from === 'string' && isCalendarDate(search.from)) out.from = search.from;
    if (typeof search.to === 'string' && isCalendarDate(search.to)) out.to = search.to;
    if (typeof search.kinds === 'string') {
      const kinds = search.kinds.split(',').filter(isStatementKind);
      if (kinds.length > 0) out.kinds = kinds.join(',');
    }
    return out;
  },
  loaderDeps: ({ search }) => search,
  // Starts what the screen reads once /data names the chosen account, not awaited (as on the dashboard).
  loader: ({ context: { queryClient }, deps }) =>
    whenLetIn(() => {
      void (async () => {
        await queryClient.prefetchQuery(siteDataQuery());
        const accounts = queryClient.getQueryData(siteDataQuery().queryKey)?.accounts;
        const account = accounts && selectedAccountOf(accounts, sessionStore.get().selectedAccountIndex);
        if (account)
          void queryClient.prefetchQuery(statementQuery({ accountId: account.account_id, ...askOf(deps) }));
      })();
    }),
  component: StatementPage,
});

function StatementPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const account = useSelectedAccount();
  const siteData = useQuery(siteDataQuery());
  const assets = useAssetsById();
  const brokerName = useStore(siteStore, (st) => st.settings?.name);
  const ask = askOf(search);
  const onAsk = useCallback(
    (days: StatementDays, kinds: readonly StatementKind[]) =>
      void navigate({
        search: { ...days, ...(kinds.length > 0 ? { kinds: kinds.join(',') } : {}) },
        replace: true,
      }),
    [navigate],
  );
  return (
    <Page title={m.statement.title}>
      <Card>
        <StatementFilters
          key={`${ask.from} ${ask.to} ${ask.kinds.join()}`}
          days={ask}
          kinds={ask.kinds}
          onAsk={onAsk}
        />
      </Card>
      {account ? (
        <StatementView
          ask={{ accountId: account.account_id, ...ask }}
          assets={assets}
          brokerName={brokerName}
        />
      ) : (
        siteData.isPending && <Muted>{m.statement.loading}</Muted>
      )}
    </Page>
  );
}
