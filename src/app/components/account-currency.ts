import { useQuery } from '@tanstack/react-query';
import { sessionStore } from '@/features/session/model/session-store';
import { siteDataQuery } from '@/features/site/api/site-data';
import { DEFAULT_CURRENCY } from '@/lib/money';
import { useStore } from '@/lib/store/store';

/**
 * The currency of the account the customer chose, which every money figure of the trading screens is
 * in. The accounts come with the site data; until it answers, the tenant's default stands.
 */
export function useAccountCurrency(): string {
  const selected = useStore(sessionStore, (st) => st.selectedAccountIndex);
  const siteData = useQuery(siteDataQuery());
  return siteData.data?.accounts[selected]?.currency ?? DEFAULT_CURRENCY;
}
