import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { selectAccount, sessionStore } from '@/session/model/session-store';
import { siteDataQuery } from '@/site/api/site-data';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { selectedAccountOf } from '../model/session-store';

/**
 * The money pages (deposits, withdrawal, savings, auto-trader) move real money, which only the live
 * account holds. While a demo account is chosen they say so, with the way back to the live account,
 * instead of a form a customer practising might take for the demo's. The server acts on the live
 * account whatever is chosen; this keeps the screen from suggesting otherwise.
 */
export function LiveOnly({ children }: { children: ReactNode }) {
  const index = useStore(sessionStore, (st) => st.selectedAccountIndex);
  const accounts = useQuery(siteDataQuery()).data?.accounts ?? [];
  const chosen = selectedAccountOf(accounts, index);
  const liveIndex = accounts.findIndex((account) => account.type === 'live');
  const live = accounts[liveIndex];
  if (chosen?.type !== 'demo' || !live) return children;
  return (
    // Part of the page from the start, not news: announced as the page is read, not as an alert.
    <Alert
      variant="warning"
      live={false}
      title={m.app.liveOnly.title}
      description={m.app.liveOnly.body(live.account_id, chosen.account_id)}
    >
      <Button size="sm" variant="secondary" onClick={() => selectAccount(liveIndex)}>
        {m.app.liveOnly.switch(live.account_id)}
      </Button>
    </Alert>
  );
}
