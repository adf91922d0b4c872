import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Card, Muted, Page } from '@/components/ui/page';
import { selectAccount, sessionStore } from '@/session/model/session-store';
import { siteDataQuery, useAssetsById } from '@/site/api/site-data';
import { AccountSummary } from '@/features/trading/components/account-summary';
import { Markets, type MarketRowAction } from '@/features/trading/components/markets';
import { ClosedTrades, OpenTrades } from '@/features/trading/components/trade-lists';
import { useStore } from '@/lib/store/store';
import { siteStore } from '@/site/model/site-store';
import { DEFAULT_MARGIN_CALL_LEVEL, DEFAULT_STOP_OUT_LEVEL } from '@contract/rules/risk-levels';
import { m } from '@/i18n';
import { AccountTypeBadge } from '@/components/ui/account-type-badge';
import { NextSteps } from '@/features/onboarding/components/next-steps';
import { useAccountFunds, useSelectedAccount } from '../components/selected-account';
import { SiteDataStatus } from '../components/site-data-status';
import * as s from './dashboard-page.css';

/** A market on the dashboard opens its chart on /trading. */
function useOpenMarket(): MarketRowAction {
  const navigate = useNavigate();
  const router = useRouter();
  return useMemo(
    () => ({
      kind: 'open',
      hrefOf: (asset) => router.buildLocation({ to: '/trading', search: { asset } }).href,
      onOpen: (asset) => void navigate({ to: '/trading', search: { asset } }),
    }),
    [navigate, router],
  );
}

export function DashboardPage() {
  const user = useStore(sessionStore, (st) => st.user);
  const siteData = useQuery(siteDataQuery());
  const accounts = siteData.data?.accounts ?? [];
  const assets = useAssetsById();
  const openMarket = useOpenMarket();
  const account = useSelectedAccount();
  const funds = useAccountFunds(account);
  const settings = useStore(siteStore, (st) => st.settings);
  const riskLevels = settings && {
    marginCall: settings.margin_call_level ?? DEFAULT_MARGIN_CALL_LEVEL,
    stopOut: settings.stop_out_level ?? DEFAULT_STOP_OUT_LEVEL,
  };
  return (
    <Page title={m.app.pages.dashboard}>
      {user && (
        <>
          <Muted>{m.app.dashboard.greeting(user.first_name)}</Muted>
          <NextSteps />
          <AccountSummary
            account={account}
            funds={funds}
            instruments={assets}
            riskLevels={riskLevels ?? undefined}
          />
        </>
      )}
      <SiteDataStatus query={siteData} />
      <Card>
        <OpenTrades assets={assets} account={account} />
      </Card>
      {siteData.isSuccess && (
        <Card>
          <Markets assets={siteData.data.assets} action={openMarket} />
        </Card>
      )}
      <Card>
        <ClosedTrades assets={assets} account={account} />
      </Card>
      {accounts.length > 0 && (
        <Card>
          <h2 className={s.sectionTitle}>{m.app.dashboard.tradingAccounts}</h2>
          <ul className={s.accounts} aria-label={m.app.dashboard.tradingAccounts}>
            {accounts.map((candidate, index) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className={s.account}
                  aria-pressed={candidate === account}
                  onClick={() => selectAccount(index)}
                >
                  <span>{candidate.account_id}</span>
                  <span className={s.accountMeta}>
                    <AccountTypeBadge type={candidate.type} /> {candidate.currency}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Page>
  );
}
