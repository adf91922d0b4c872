import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { AutoTraderPanel } from '@/features/account/components/auto-trader';
import { sessionStore } from '@/features/session/model/session-store';
import { siteDataQuery } from '@/features/site/api/site-data';
import { useStore } from '@/lib/store/store';
import { m } from '@/i18n';
import { useAccountCurrency } from '../components/account-currency';
import { SiteDataStatus } from '../components/site-data-status';
import { useFreeMargin } from '../components/free-margin';

/**
 * /main/auto-trader: the broker's strategies; enable one within free margin, pause, resume, stop. The
 * account's currency comes from the site data, which the page says is slow or failed.
 */
export function AutoTraderPage() {
  const user = useStore(sessionStore, (st) => st.user);
  const freeMargin = useFreeMargin(user);
  const siteData = useQuery(siteDataQuery());
  const currency = useAccountCurrency();
  return (
    <Page title={m.app.pages.autoTrader}>
      <SiteDataStatus query={siteData} />
      <AutoTraderPanel currency={currency} freeMarginMinor={freeMargin} />
    </Page>
  );
}
