import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Card, Page } from '@/components/ui/page';
import { standaloneLink } from '@/components/ui/link.css';
import { siteDataQuery, useAssetsById } from '@/site/api/site-data';
import { OpenTrades } from '@/features/trading/components/trade-lists';
import { PendingOrders } from '@/features/trading/components/pending-orders';
import { Markets } from '@/features/trading/components/markets';
import { OrderTicketSheet, type TicketRequest } from '@/features/trading/components/order-ticket';
import { PriceChart } from '@/features/trading/components/price-chart';
import { AlertSheet } from '@/features/alerts/components/alert-sheet';
import {
  chosenInstrument,
  lastInstrument,
  rememberInstrument,
} from '@/features/trading/model/chosen-instrument';
import { m } from '@/i18n';
import { requireRole, RoleOnly } from '@/routes/-guards';
import { whenLetIn } from '@/session/model/session-store';
import { watchSearch } from '@/features/trading/model/market-watch';
import {
  ordersSearch,
  positionSearch,
  type OrdersSearch,
  type PositionSearch,
} from '@/features/trading/model/notice-search';
import { prefetchSelectedAccount, useAccountFunds, useSelectedAccount } from './-components/selected-account';
import { SiteDataStatus } from './-components/site-data-status';
import { useWatchFilter, type WatchSearch } from './-components/watch-filter';
import * as s from './-components/trading.css';

/**
 * /trading: a live chart of the chosen instrument over the tenant's market list. The choice is the
 * route's `?asset=<id>` (kept on reload and in a shared link), the list's category and search its
 * `?market=` and `?q=` (./-components/watch-filter). Without one, or with anything else (a
 * stray value, a hand-edited link), the screen opens on an open market (features/trading
 * chosenInstrument), never on an error. Buy and Sell on the chart, and 'Trade' on each market row,
 * open the order ticket on the chosen account; tapping a row still only chooses the chart. A notice's
 * link opens a position (`?position=<id>`: its detail) or the pending orders (`?show=orders`).
 */
export const Route = createFileRoute('/_app/trading')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { asset?: number } & WatchSearch & PositionSearch & OrdersSearch => {
    const asset = Number(search.asset);
    return {
      ...(Number.isSafeInteger(asset) && asset > 0 ? { asset } : {}),
      ...watchSearch(search),
      ...positionSearch(search),
      ...ordersSearch(search),
    };
  },
  beforeLoad: requireRole('customer'),
  // Starts what the screen reads, not awaited (as on the dashboard: routes/_app/main/dashboard.tsx).
  loader: ({ context: { queryClient } }) =>
    whenLetIn(() => {
      void prefetchSelectedAccount(queryClient, { closed: false });
    }),
  component: Trading,
});

function Trading() {
  // The asset alone: the list's search changes with each key typed, and is the list's to read.
  const asset = Route.useSearch({ select: (search) => search.asset });
  const position = Route.useSearch({ select: (search) => search.position });
  const showOrders = Route.useSearch({ select: (search) => search.show === 'orders' });
  const navigate = Route.useNavigate();
  // Replaced, not pushed: Back leaves the screen instead of stepping through every instrument tapped.
  const select = useCallback(
    (id: number) => void navigate({ search: (prev) => ({ ...prev, asset: id }), replace: true }),
    [navigate],
  );
  // What a notice's link named is shown once, then forgotten: a reload does not open it again.
  const shown = useCallback(
    () =>
      void navigate({
        search: ({ position: _position, show: _show, ...rest }) => rest,
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    <RoleOnly role="customer">
      <TradingPage
        assetId={asset}
        onSelect={select}
        position={position}
        showOrders={showOrders}
        onShown={shown}
      />
    </RoleOnly>
  );
}

/** The market watch, with its category and search in the route's URL (replaced, as the asset is). */
function TradingMarkets(props: Omit<ComponentProps<typeof Markets>, 'initialFilter' | 'onFilterChange'>) {
  const navigate = Route.useNavigate();
  const writeWatch = useCallback(
    (watch: WatchSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...watch }), replace: true, resetScroll: false }),
    [navigate],
  );
  const watch = useWatchFilter(Route.useSearch({ select: ({ market, q }) => ({ market, q }) }), writeWatch);
  return <Markets {...props} initialFilter={watch.initial} onFilterChange={watch.onChange} />;
}

function TradingPage({
  assetId,
  onSelect,
  position,
  showOrders,
  onShown,
}: {
  assetId: number | undefined;
  onSelect: (assetId: number) => void;
  /** The open position a notice named (`?position=`): its detail opens. */
  position: number | undefined;
  /** A notice about an order that ended without a position (`?show=orders`): the orders are shown. */
  showOrders: boolean;
  onShown: () => void;
}) {
  const siteData = useQuery(siteDataQuery());
  const assetsById = useAssetsById();
  const account = useSelectedAccount();
  const funds = useAccountFunds(account);
  const [ticket, setTicket] = useState<TicketRequest | null>(null);
  // Stable, so a tick does not re-render every market row for a new callback.
  const tradeFromRow = useCallback((assetId: number) => setTicket({ assetId, side: 'buy' }), []);
  // The instrument 'Alert me' was pressed for, from a row or the chart; null while the form is closed.
  const [alertFor, setAlertFor] = useState<number | null>(null);
  const assets = siteData.data?.assets ?? [];
  // An unknown or missing ?asset= opens on an open market (the last chosen, else the first open one).
  const selected = chosenInstrument(assets, assetId, lastInstrument());
  const selectedId = selected?.id;
  useEffect(() => {
    if (selectedId === undefined) return;
    rememberInstrument(selectedId);
    // The choice made for the customer goes into the URL as theirs would: a market that closes while
    // it is on screen keeps its chart, rather than the screen moving to another instrument.
    if (assetId !== selectedId) onSelect(selectedId);
  }, [selectedId, assetId, onSelect]);
  return (
    <Page title={m.app.pages.trading}>
      {/* Until the site data arrives there is nothing else on the page. */}
      <SiteDataStatus query={siteData} loading={m.common.loading} />
      {siteData.isSuccess && (
        <div className={s.layout}>
          <div className={s.chart}>
            {selected && (
              <Card>
                <PriceChart
                  key={selected.id}
                  asset={selected}
                  onTrade={(side) => setTicket({ assetId: selected.id, side })}
                  onAlert={() => setAlertFor(selected.id)}
                  account={account}
                  instruments={assetsById}
                />
              </Card>
            )}
          </div>
          <div className={s.positions}>
            <Card>
              <OpenTrades assets={assetsById} account={account} focusId={position} onFocused={onShown} />
            </Card>
            <Card>
              <PendingOrders assets={assetsById} account={account} focus={showOrders} onFocused={onShown} />
            </Card>
          </div>
          <div className={s.markets}>
            {/* Before the list, which may be long: the alerts set from its rows are a tap away. */}
            <Link to="/main/alerts" className={standaloneLink}>
              {m.alerts.link}
            </Link>
            <TradingMarkets
              assets={assets}
              action={{ kind: 'select', selectedId: selected?.id, onSelect }}
              onTrade={tradeFromRow}
              onAlert={setAlertFor}
            />
          </div>
        </div>
      )}
      <OrderTicketSheet
        request={ticket}
        onClose={() => setTicket(null)}
        account={account}
        funds={funds}
        instruments={assetsById}
      />
      <AlertSheet assetId={alertFor} onClose={() => setAlertFor(null)} instruments={assetsById} />
    </Page>
  );
}
