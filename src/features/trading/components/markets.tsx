/**
 * The market watch: the tenant's instruments with their live prices, and whether a market is closed
 * (until when, in full) or halted; one category or all, and a search by symbol or name. A star marks
 * the customer's favourites, which come first and are kept on the server, so they follow the customer;
 * then the markets open now before the others. Each row shows the day's change against the previous
 * session's close and the day's high and low, kept live from the feed. Each row reads its own asset from
 * the price store while it is on screen, so a tick re-renders that row alone, and only if it is in
 * view (200 instruments at 10 Hz must not re-render the list); a long list renders only the rows near
 * the view (windowed-rows.tsx).
 *
 * Where the list is wide (the desktop dashboard, or /trading on a tablet, where it has the page's
 * width) it is a table: its rows line up under column headings that sort it, and each row draws its
 * last minutes of prices. Each row stays one link or button, one tab stop and one tap, as on a phone,
 * so the headings are a group of buttons over a list, not the header of a grid.
 */
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Sparkline } from '@/components/ui/sparkline';
import { formatPrice } from '@contract/rules/format';
import type { Asset } from '@contract';
import {
  priceStore,
  retryPriceFeed,
  usePriceFeedStatus,
  usePriceOnScreen,
  usePriceTrail,
} from '@/lib/prices';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { useOnScreen } from '@/lib/use-on-screen';
import { m } from '@/i18n';
import { useFavourites } from '../api/favourites';
import { useMarketNote } from '../hooks/use-market-note';
import { dayRanges } from '../model/day-range';
import {
  figuresAtSort,
  nextSort,
  orderMarkets,
  type MarketSort,
  type PriceAtSort,
  type SortKey,
} from '../model/market-order';
import { marketStatus, tradeBlock } from '../model/market-status';
import { categoryCounts, filterMarkets, NO_FILTER, QUERY_MAX, type WatchFilter } from '../model/market-watch';
import {
  changeMark,
  changeSinceOpen,
  dailyChange,
  formatChange,
  formatChangeAmount,
} from '../model/session-change';
import { rowNote } from './market-note';
import { spreadOf } from '../model/spread';
import { spreadText } from './spread-text';
import type { WindowedRow } from './windowed-rows';
import * as s from './markets.css';

/**
 * From this many rows a list renders only those near the view (windowed-rows.tsx); a shorter one is
 * whole, as a page is, with nothing to measure. Its module loads with the first long list.
 */
const WINDOWED_FROM = 50;
const WindowedRows = lazy(() => import('./windowed-rows'));

/**
 * What tapping a row does: choose the chart's instrument on /trading (a toggle button), or open
 * that instrument elsewhere (a real link: it opens in a new tab, and the app navigates itself on a
 * plain click).
 */
export type MarketRowAction =
  | { kind: 'select'; selectedId: number | undefined; onSelect: (assetId: number) => void }
  | { kind: 'open'; hrefOf: (assetId: number) => string; onOpen: (assetId: number) => void };

interface RowProps {
  asset: Asset;
  starred: boolean;
  onStar: (assetId: number) => void;
  /** Opens the order ticket on this instrument; only where the list offers trading (/trading). */
  onTrade: ((assetId: number) => void) | undefined;
  /** Offline: the id of the list's note that says trading waits, which each Trade button points to. */
  offlineNoteId: string | undefined;
  /** Opens the price alert form on this instrument; only where the list offers it (/trading). */
  onAlert: ((assetId: number) => void) | undefined;
  /** Only on /trading: whether this row is the chart's instrument. */
  selected: boolean | undefined;
  hrefOf: ((assetId: number) => string) | undefined;
  onActivate: (assetId: number) => void;
  /** In a long list, only rows near the view are rendered: each says its place in the whole. */
  index?: number | undefined;
  setSize?: number | undefined;
  offset?: number | undefined;
  measure?: WindowedRow['measure'] | undefined;
}

/**
 * The row's sparkline, a component of its own: it re-renders when its trail gains a point (every two
 * seconds), not with each tick that re-renders the row. It is coloured by its own first and last
 * points, the only change it shows. It follows the trail only while it is itself seen: off screen, or
 * not drawn at all where the list keeps a phone's rows, it does no work.
 */
const MarketTrail = memo(function MarketTrail({ assetId }: { assetId: number }) {
  const [ref, seen] = useOnScreen<HTMLSpanElement>();
  const trail = usePriceTrail(assetId, seen);
  const direction = trail.length < 2 ? 'flat' : changeSinceOpen(trail[0]!, trail.at(-1)!).direction;
  const tone = direction === 'flat' ? undefined : direction;
  return (
    <span ref={ref} className={s.sparkline}>
      <Sparkline points={trail} tone={tone} />
    </span>
  );
});

/**
 * The day's change against the previous session's close: the percentage (beside the price on a
 * phone, which has room for no more) over the amount, signed, marked for the eye and said as 'up' or
 * 'down'. A market with no previous close (its first day) shows a dash.
 */
/** One figure of a row, named for the screen reader by what it is ('Bid 1.08485'). */
function Figure({
  className,
  testId,
  label,
  children,
}: {
  className?: string;
  testId: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <span className={className} data-testid={testId}>
      <span className="sr-only">{label} </span>
      {children}
    </span>
  );
}

function DayChange({ asset, price }: { asset: Asset; price: number }) {
  const change = dailyChange(asset.day.prev_close, price, asset.digits);
  if (change === null) {
    return (
      <span className={s.change.flat} data-testid="market-change">
        <span aria-hidden="true">{'\u2014'}</span>
        <span className="sr-only">{m.markets.noPreviousClose}</span>
      </span>
    );
  }
  const mark = changeMark(change);
  const word =
    change.direction === 'up'
      ? m.markets.changeUp
      : change.direction === 'down'
        ? m.markets.changeDown
        : null;
  return (
    <span className={s.change[change.direction]} data-testid="market-change">
      <span className="sr-only">
        {m.markets.change}
        {word !== null && ` ${word}`}{' '}
      </span>
      <span>
        {mark !== null && <span aria-hidden="true">{mark} </span>}
        {formatChange(change)}
      </span>{' '}
      <span className={s.changeAmount}>{formatChangeAmount(change, asset.digits)}</span>
    </span>
  );
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The row's 'Trade' button, alone or with the 'Alert me' bell in one cell of the row's grid. */
function TradeActions({ trade, alert }: { trade: ReactNode; alert: ReactNode }) {
  if (!alert) return trade;
  return (
    <span className={s.actions}>
      {trade}
      {alert}
    </span>
  );
}

const MarketRow = memo(function MarketRow({
  asset,
  starred,
  onStar,
  selected,
  hrefOf,
  onActivate,
  onTrade,
  offlineNoteId,
  onAlert,
  index,
  setSize,
  offset,
  measure,
}: RowProps) {
  const [seenRef, onScreen] = useOnScreen<HTMLLIElement>();
  const rowRef = useCallback(
    (element: HTMLLIElement | null) => {
      measure?.(element);
      return seenRef(element);
    },
    [seenRef, measure],
  );
  const tick = usePriceOnScreen(asset.id, onScreen);
  // Read at each render: the range only widens on a tick, which is what re-renders the row.
  const range = dayRanges.range(asset);
  // Built once per row, not on every tick: building a location is the router's work, not the row's.
  const href = useMemo(() => hrefOf?.(asset.id), [hrefOf, asset.id]);
  const note = useMarketNote(asset, rowNote);
  const block = tradeBlock(marketStatus(asset), offlineNoteId === undefined);
  const symbolId = useId();
  const noteId = useId();
  const content = (
    <>
      <span className={s.instrument}>
        <span className={s.symbol} id={symbolId}>
          {asset.symbol}
        </span>
        <span className={s.details}>
          <span className={s.name}>{asset.name}</span>
          {note !== null && (
            <span
              id={noteId}
              className={asset.market.state === 'halted' ? s.market.halted : s.market.closed}
              data-testid="market-state"
            >
              {note}
            </span>
          )}
        </span>
      </span>
      {/* The row's figures, each a cell of markets.css.ts's COLUMNS with a heading in `columns`. */}
      <span className={s.figures}>
        {tick === undefined ? (
          <span className={s.noPrice}>{m.markets.noPrice}</span>
        ) : (
          <>
            <span className={s.price} data-testid="market-price">
              <Figure testId="market-bid" label={m.markets.bid}>
                {formatPrice(tick.bid, asset.digits)}
              </Figure>
              <Figure className={s.ask} testId="market-ask" label={m.markets.ask}>
                {formatPrice(tick.ask, asset.digits)}
              </Figure>
              <Figure className={s.spread} testId="market-spread" label={m.markets.spread}>
                {spreadText(spreadOf(tick, asset))}
              </Figure>
            </span>
            {/* Against the previous close, which is a bid: the server's candles are of bids. */}
            <DayChange asset={asset} price={tick.bid} />
          </>
        )}
        <Figure className={s.dayHigh} testId="market-high" label={m.markets.dayHighFull}>
          {formatPrice(range.high, asset.digits)}
        </Figure>
        <Figure className={s.dayLow} testId="market-low" label={m.markets.dayLowFull}>
          {formatPrice(range.low, asset.digits)}
        </Figure>
      </span>
      <MarketTrail assetId={asset.id} />
    </>
  );
  return (
    <li
      ref={rowRef}
      className={
        offset === undefined ? (onTrade ? s.itemWithTrade : s.item) : onTrade ? s.placedWithTrade : s.placed
      }
      style={offset === undefined ? undefined : { transform: `translateY(${offset}px)` }}
      data-index={index}
      data-row={asset.id}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
    >
      <button
        type="button"
        className={s.star}
        aria-pressed={starred}
        aria-label={m.markets.favourite}
        aria-describedby={symbolId}
        title={m.markets.favourite}
        onClick={() => onStar(asset.id)}
      >
        <Icon name="star" size={20} filled={starred} />
      </button>
      {href !== undefined ? (
        <a
          className={s.row}
          href={href}
          data-asset-id={asset.id}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onActivate(asset.id);
          }}
        >
          {content}
        </a>
      ) : (
        <button
          type="button"
          className={s.row}
          aria-pressed={selected}
          onClick={() => onActivate(asset.id)}
          data-asset-id={asset.id}
        >
          {content}
        </button>
      )}
      {/* Beside the row, not in it: the row keeps choosing the chart, this opens the ticket. While
          trading waits it is disabled, described by the note that says why. */}
      {onTrade && (
        <TradeActions
          trade={
            <Button
              size="sm"
              variant="secondary"
              className={s.trade}
              aria-label={m.trading.ticket.tradeLabel(asset.symbol)}
              disabled={block !== null}
              aria-describedby={block === 'offline' ? offlineNoteId : block !== null ? noteId : undefined}
              onClick={() => onTrade(asset.id)}
            >
              {m.trading.ticket.trade}
            </Button>
          }
          // An alert waits on the server whatever the market's state: never disabled with trading.
          alert={
            onAlert && (
              <button
                type="button"
                className={s.alert}
                aria-label={m.alerts.alertMeLabel(asset.symbol)}
                title={m.alerts.alertMe}
                onClick={() => onAlert(asset.id)}
              >
                <Icon name="bell" size={20} />
              </button>
            )
          }
        />
      )}
    </li>
  );
});

const columns: readonly { key: SortKey; figure: boolean }[] = [
  { key: 'symbol', figure: false },
  { key: 'name', figure: false },
  { key: 'price', figure: true },
  { key: 'change', figure: true },
];

/** Headings of columns the list is not sorted by. */
const plainColumns = [m.markets.dayHigh, m.markets.dayLow];

/** The table's headings: each sorts the list by its column, and says so in its name while it does. */
function SortHeadings({
  sort,
  onSort,
  actions,
}: {
  sort: MarketSort | null;
  onSort: (key: SortKey) => void;
  /** What follows each row, whose room the headings leave: nothing, 'Trade', or 'Trade' and 'Alert me'. */
  actions: keyof typeof s.headings;
}) {
  return (
    <div role="group" aria-label={m.markets.sortLabel} className={s.headings[actions]}>
      {columns.map(({ key, figure }) => {
        const label = m.markets.columns[key];
        const direction = sort?.key === key ? sort.direction : undefined;
        return (
          <button
            key={key}
            type="button"
            className={figure ? s.sort.figure : s.sort.text}
            data-sorted={direction}
            aria-label={direction ? m.markets.sortedBy(label, direction) : label}
            onClick={() => onSort(key)}
          >
            <span>{label}</span>
            <span className={s.sortArrow} aria-hidden="true">
              {direction === 'descending' ? '\u25BC' : '\u25B2'}
            </span>
          </button>
        );
      })}
      {plainColumns.map((label) => (
        <span key={label} className={s.plainHeading}>
          {label}
        </span>
      ))}
    </div>
  );
}

/**
 * The search and the categories. The categories are native radios, so the keyboard moves among them
 * with the arrow keys from one tab stop and a screen reader says which is chosen; they look like
 * chips, each with how many instruments it would show.
 */
function WatchFilters({
  assets,
  filter,
  query,
  onFilter,
  searchRef,
}: {
  assets: readonly Asset[];
  filter: WatchFilter;
  /** The search the list shows now (it may trail the field by a render while the customer types). */
  query: string;
  onFilter: (filter: WatchFilter) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const group = useId();
  const counts = useMemo(() => categoryCounts(assets, query), [assets, query]);
  return (
    <div className={s.filters}>
      <input
        ref={searchRef}
        type="search"
        className={s.search}
        aria-label={m.markets.search}
        placeholder={m.markets.searchPlaceholder}
        maxLength={QUERY_MAX}
        autoComplete="off"
        spellCheck={false}
        value={filter.query}
        onChange={(event) => onFilter({ ...filter, query: event.target.value })}
      />
      <fieldset className={s.categories}>
        <legend className="sr-only">{m.markets.categoriesLabel}</legend>
        {counts.map(({ category, count }) => (
          <label key={category} className={s.chip}>
            <input
              type="radio"
              className={s.chipControl}
              name={group}
              value={category}
              checked={filter.category === category}
              aria-label={m.markets.categoryCount(m.markets.categories[category], count)}
              onChange={() => onFilter({ ...filter, category })}
            />
            <span aria-hidden="true">{m.markets.categories[category]}</span>
            <span aria-hidden="true" className={s.count}>
              {count}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** Every row of the list, as a short list is rendered. */
function WholeList({ assets, row }: { assets: readonly Asset[]; row: (asset: Asset) => ReactNode }) {
  return (
    <ul className={s.list} aria-label={m.markets.listLabel}>
      {assets.map((asset) => row(asset))}
    </ul>
  );
}

const noPrices: ReadonlyMap<number, PriceAtSort> = new Map();

export function Markets({
  assets,
  action,
  onTrade,
  onAlert,
  initialFilter = NO_FILTER,
  onFilterChange,
}: {
  assets: readonly Asset[];
  action: MarketRowAction;
  /** A 'Trade' button on each row opens the order ticket on its instrument (stable across renders). */
  onTrade?: (assetId: number) => void;
  /** An 'Alert me' button on each row (beside Trade) opens the price alert form on its instrument. */
  onAlert?: (assetId: number) => void;
  /** The category and search the list opens with (the route's, or the session's last). */
  initialFilter?: WatchFilter;
  /** Told of each change of category or search, so the route can keep it. */
  onFilterChange?: (filter: WatchFilter) => void;
}) {
  const headingId = useId();
  const offlineId = useId();
  const online = useBrowserOnline();
  const feed = usePriceFeedStatus();
  const favourites = useFavourites();
  const searchRef = useRef<HTMLInputElement>(null);
  // The field follows every key at once; the list, which may be long, follows when React has time.
  const [filter, setFilter] = useState(initialFilter);
  const shownFilter = useDeferredValue(filter);
  const onFilter = (next: WatchFilter) => {
    setFilter(next);
    onFilterChange?.(next);
  };
  // The prices are read at the click only: the list keeps that order while they tick.
  const [sorting, setSorting] = useState<{
    sort: MarketSort | null;
    prices: ReadonlyMap<number, PriceAtSort>;
  }>({ sort: null, prices: noPrices });
  const onSort = (key: SortKey) =>
    setSorting((current) => ({
      sort: nextSort(current.sort, key),
      prices: figuresAtSort(assets, priceStore.all()),
    }));
  // The day's high and low follow every listed market's ticks, seen or not.
  useEffect(() => dayRanges.follow(assets), [assets]);
  // Starred first, then open before closed, each group in the broker's own order or the chosen column's.
  const ordered = useMemo(
    () => orderMarkets(filterMarkets(assets, shownFilter), sorting.sort, favourites.ids, sorting.prices),
    [assets, shownFilter, sorting, favourites.ids],
  );
  const marketRow = (asset: Asset, place?: WindowedRow) => (
    <MarketRow
      key={asset.id}
      asset={asset}
      starred={favourites.ids.has(asset.id)}
      onStar={favourites.toggle}
      selected={action.kind === 'select' ? asset.id === action.selectedId : undefined}
      hrefOf={action.kind === 'open' ? action.hrefOf : undefined}
      onActivate={action.kind === 'select' ? action.onSelect : action.onOpen}
      onTrade={onTrade}
      onAlert={onTrade ? onAlert : undefined}
      offlineNoteId={online ? undefined : offlineId}
      index={place?.index}
      setSize={place?.setSize}
      offset={place?.offset}
      measure={place?.measure}
    />
  );
  // An element, not its rows: a long list's rows are made only while it waits for its windowing.
  const wholeList = <WholeList assets={ordered} row={marketRow} />;
  const showAll = () => {
    onFilter(NO_FILTER);
    // The button goes with the empty list: the search keeps the keyboard where the customer was.
    searchRef.current?.focus();
  };
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.heading}>
        {m.markets.title}
      </h2>
      {feed.state === 'failed' && (
        <Alert
          variant="warning"
          title={m.realtime.pricesUnavailable}
          description={m.markets.pricesUnavailableHelp}
        >
          <Button size="sm" variant="secondary" onClick={retryPriceFeed}>
            {m.common.retry}
          </Button>
        </Alert>
      )}
      {onTrade && !online && (
        <Alert variant="warning" description={<span id={offlineId}>{m.markets.offline}</span>} />
      )}
      {assets.length === 0 ? (
        <p>{m.markets.empty}</p>
      ) : (
        <>
          <WatchFilters
            assets={assets}
            filter={filter}
            query={shownFilter.query}
            onFilter={onFilter}
            searchRef={searchRef}
          />
          <p role="status" className="sr-only">
            {m.markets.shown(ordered.length)}
          </p>
          {ordered.length === 0 ? (
            <div className={s.noMatch}>
              <p className={s.noMatchText}>
                {shownFilter.query.trim() === ''
                  ? m.markets.noneInCategory
                  : m.markets.noMatch(shownFilter.query.trim())}
              </p>
              <Button size="sm" variant="secondary" onClick={showAll}>
                {m.markets.showAll}
              </Button>
            </div>
          ) : (
            <>
              <SortHeadings
                sort={sorting.sort}
                onSort={onSort}
                actions={onTrade === undefined ? 'plain' : onAlert ? 'withTradeAndAlert' : 'withTrade'}
              />
              {ordered.length < WINDOWED_FROM ? (
                wholeList
              ) : (
                // Until the windowing module is in, the whole list, as a short one is.
                <Suspense fallback={wholeList}>
                  <WindowedRows assets={ordered} label={m.markets.listLabel} row={marketRow} />
                </Suspense>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
