/**
 * The open and closed trade lists of the dashboard (and of one strategy run, on the auto-trader's
 * page), each with its own loading, empty and error states. Later pages load as the list's end scrolls into view, or with 'Load more' for keyboard
 * and screen-reader users. A notice's link names a trade (`focusId`): its row is brought into view and
 * focused once the list holds it, and an open one's detail opens.
 */
import { QueryPending } from '@/components/ui/query-view';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Muted } from '@/components/ui/page';
import { useOnScreen } from '@/lib/use-on-screen';
import type { AssetName, TradingAccount } from '@contract';
import { formatSignedMoney } from '@contract/rules/format';
import { minorOf } from '@contract/rules/money';
import { useAllPrices } from '@/lib/prices';
import { m } from '@/i18n';
import type { StrategyRun } from '../api/keys';
import { useClosedTrades, useOpenTrades, type TradeListResult } from '../hooks/use-trade-lists';
import { rateLookup } from '@contract/rules/account-rate';
import { moneySummary, NO_FUNDS } from '@contract/rules/account-summary';
import { ClosedTradeRow, OpenTradeRow, Pnl, type RowProps } from './trade-rows';
import * as s from './trades.css';
import { reveal } from '@/lib/reveal';
import { afterPaint } from '@/lib/tasks';

const t = m.trading.trades;
const r = m.trading.strategyRun;

/**
 * A position in full, where it is closed or its stops changed: its code (the close and stops forms,
 * the ticket's checks) loads as the first position opens, not with the lists the dashboard starts with.
 */
const PositionDetail = lazy(() =>
  import('./position-detail').then(({ PositionDetail }) => ({ default: PositionDetail })),
);

/**
 * Calls `onVisible` whenever the element scrolls into view, a little before (useOnScreen's margin), so
 * scrolling rarely waits; nothing where the browser cannot tell. A change of `key` looks again: the
 * end may still be on screen after a page loaded.
 */
function useWhenVisible(onVisible: () => void, key: unknown) {
  const [ref, onScreen] = useOnScreen<HTMLDivElement>(false);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (onScreen) callback.current();
  }, [onScreen, key]);
  return ref;
}

interface ListProps {
  title: string;
  query: TradeListResult;
  assets: ReadonlyMap<number, AssetName>;
  Row: ComponentType<RowProps>;
  /** Opens a trade's detail (open trades only). */
  onOpen?: (tradeId: number) => void;
  /** A trade a notice named (the route's `?position=`): its row is brought into view and focused. */
  focusId?: number | undefined;
  /** Told once the named trade's row has the focus. */
  onFocused?: ((tradeId: number) => void) | undefined;
  /** The currency of the account the list belongs to, which every P&L is in. */
  currency: string;
  loading: string;
  empty: string;
  failed: string;
}

function TradeList({
  title,
  query,
  assets,
  Row,
  onOpen,
  focusId,
  onFocused,
  currency,
  loading,
  empty,
  failed,
}: ListProps) {
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError, isFetchNextPageError } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useWhenVisible(
    () => {
      if (canLoadMore) void fetchNextPage();
    },
    `${canLoadMore}:${data?.trades.length ?? 0}`,
  );
  const retry = () => void (isFetchNextPageError ? fetchNextPage() : query.refetch());
  const trades = data?.trades;
  useEffect(() => {
    if (focusId === undefined || !trades?.some((trade) => trade.id === focusId)) return;
    // Once drawn, as the screen's own arrival focus is: in the same commit (the trades already
    // cached) this runs first, and the screen's heading then leaves the focus where it is.
    return afterPaint(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-trade-id="${focusId}"]`);
      if (!row) return;
      // An open trade's row holds the button that opens it; a closed trade's row is focused itself.
      const target = row.querySelector<HTMLElement>('button') ?? row;
      if (target === row) row.tabIndex = -1;
      reveal(row, 'center');
      target.focus({ preventScroll: true });
      onFocused?.(focusId);
    });
  }, [focusId, trades, onFocused]);
  return (
    <section className={s.section} aria-labelledby={titleId} aria-busy={query.isFetching || undefined}>
      <h2 id={titleId} className={s.sectionTitle}>
        {title}
      </h2>
      {isError && (
        <Alert variant="destructive" description={failed}>
          <Button size="sm" variant="secondary" busy={query.isFetching} onClick={retry}>
            {m.common.retry}
          </Button>
        </Alert>
      )}
      {query.isPending && !isError && <QueryPending query={query} loading={loading} />}
      {trades && trades.length === 0 && <Muted>{empty}</Muted>}
      {trades && trades.length > 0 && (
        <ul ref={listRef} className={s.list} aria-labelledby={titleId}>
          {trades.map((trade) => (
            <Row
              key={trade.id}
              trade={trade}
              asset={assets.get(trade.asset_id)}
              currency={currency}
              instruments={assets}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className={s.more}>
          <Button
            size="sm"
            variant="secondary"
            busy={isFetchingNextPage}
            disabled={!canLoadMore}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        </div>
      )}
      <div ref={sentinel} className={s.sentinel} aria-hidden="true" />
    </section>
  );
}

interface SectionProps {
  /** The tenant's instruments by id (from /data), for names and digits. */
  assets: ReadonlyMap<number, AssetName>;
  /** The chosen account, whose trades are listed in its currency; undefined until it is known. */
  account: TradingAccount | undefined;
  /** Only the trades this strategy run opened (the auto-trader's page), under titles of their own. */
  run?: StrategyRun | undefined;
  /** A trade a notice named (`?position=`): shown and focused once listed (an open one's detail opens). */
  focusId?: number | undefined;
  /** Told once it is: the route then forgets the search, so a reload does not show it again. */
  onFocused?: (() => void) | undefined;
}

/** The open trades; tapping one opens its detail, where it is closed or its stops changed. */
export function OpenTrades({ assets, account, run, focusId, onFocused }: SectionProps) {
  const query = useOpenTrades(account?.account_id, run);
  const [detail, setDetail] = useState<number | null>(null);
  const open = useCallback((tradeId: number) => setDetail(tradeId), []);
  const close = useCallback(() => setDetail(null), []);
  // A notice's position opens as a tap on its row would, the row focused behind the detail.
  const focused = useCallback(
    (tradeId: number) => {
      setDetail(tradeId);
      onFocused?.();
    },
    [onFocused],
  );
  const trade = detail === null ? undefined : query.data?.trades.find((candidate) => candidate.id === detail);
  const currency = account?.currency ?? '';
  return (
    <>
      <TradeList
        title={run ? r.openTitle : t.openTitle}
        query={query}
        assets={assets}
        currency={currency}
        Row={OpenTradeRow}
        onOpen={open}
        focusId={focusId}
        onFocused={focused}
        loading={t.loadingOpen}
        empty={run ? r.noOpen : t.noOpen}
        failed={m.trading.openTradesFailed}
      />
      <Drawer open={detail !== null} onClose={close} label={m.trading.position.label} placement="sheet">
        {detail !== null && (
          <Suspense fallback={<p role="status">{m.trading.position.loading}</p>}>
            <PositionDetail
              key={detail}
              trade={trade}
              asset={trade && assets.get(trade.asset_id)}
              currency={currency}
              instruments={assets}
              onClosed={close}
            />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}

export function ClosedTrades({ assets, account, run, focusId, onFocused }: SectionProps) {
  const query = useClosedTrades(account?.account_id, run);
  const focused = useCallback(() => onFocused?.(), [onFocused]);
  return (
    <TradeList
      title={run ? r.closedTitle : t.closedTitle}
      query={query}
      assets={assets}
      currency={account?.currency ?? ''}
      Row={ClosedTradeRow}
      focusId={focusId}
      onFocused={focused}
      loading={t.loadingClosed}
      empty={run ? r.noClosed : t.noClosed}
      failed={m.trading.closedTradesFailed}
    />
  );
}

/**
 * What a strategy run has made since it started: the P&L its closed trades realised (the server's
 * figure) plus its open trades' at the live prices, the way the account summary values them.
 */
export function StrategyRunPnl({
  assets,
  account,
  run,
  realizedPnl,
}: SectionProps & { run: StrategyRun; realizedPnl: string }) {
  const open = useOpenTrades(account?.account_id, run);
  const prices = useAllPrices();
  if (!account) return null;
  const realized = minorOf(realizedPnl);
  const quoteOf = (id: number) => prices.get(id);
  const openPnl = open.data
    ? moneySummary({
        funds: NO_FUNDS,
        openTrades: open.data.trades,
        quoteOf,
        rateOf: rateLookup(assets, account.currency, quoteOf),
      }).pnl
    : undefined;
  return (
    <dl className={s.runPnl}>
      <dt className={s.runPnlLabel}>{r.pnl}</dt>
      <dd className={s.runPnlValue}>
        {openPnl === undefined ? (
          m.trading.summary.unknown
        ) : (
          <Pnl minor={realized + openPnl} currency={account.currency} />
        )}
      </dd>
      <dd className={s.runPnlParts}>
        {r.pnlParts(
          formatSignedMoney(realized, account.currency),
          openPnl === undefined ? m.trading.summary.unknown : formatSignedMoney(openPnl, account.currency),
        )}
      </dd>
    </dl>
  );
}
