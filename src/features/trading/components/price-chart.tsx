/**
 * The live chart of one instrument's bid: its candles (or a line of their closes) in the timeframe
 * chosen, the history loaded page after page as the customer scrolls back, and the candle forming from
 * the price store, moved at each tick. Each open position on the instrument draws its entry, stop-loss
 * and take-profit as lines. Its Buy and Sell carry the prices they fill at, the ask and the bid. The
 * canvas is hidden from screen readers: the candles in view are said in words under it, and the lines
 * listed. A market that is closed or halted says so over the chart. lightweight-charts is loaded only
 * here, on demand, so no other screen pays for it.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  CandlestickData,
  IChartApi,
  IPriceLine,
  ISeriesApi,
  LineData,
  LineStyle,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { Button } from '@/components/ui/button';
import { foldTick, TIMEFRAMES, type Timeframe } from '@contract/rules/candles';
import {
  formatDateTime,
  formatPercent,
  formatPrice,
  formatSignedMoney,
  formatVolume,
} from '@contract/rules/format';
import { tradePnlMinor } from '@contract/rules/account-summary';
import { quoteAt } from '@contract/rules/valuation';
import type { Asset, AssetName, Candle, Trade, TradingAccount } from '@contract';
import { priceStore, usePrice } from '@/lib/prices';
import { vars } from '@/styles/theme.css';
import { m } from '@/i18n';
import { candlesQuery } from '../api/candles';
import { useAccountRate } from '../hooks/use-account-rate';
import { useIsStale } from '../hooks/use-clock';
import { useMarketNote, useTradeBlock } from '../hooks/use-market-note';
import { useOpenTrades } from '../hooks/use-trade-lists';
import { keyedRange, summarise, withLive, type BarRange, type RangeSummary } from '../model/chart-candles';
import type { Side } from '../model/order-ticket';
import { blockNote, chartNote } from './market-note';
import { SidePrice } from './side-price';
import * as s from './price-chart.css';

export type ChartStyle = 'candles' | 'line';

interface Colours {
  up: string;
  down: string;
  line: string;
  stale: string;
  text: string;
}

interface Plot {
  chart: IChartApi;
  series: ISeriesApi<SeriesType> | undefined;
  style: ChartStyle;
  colours: Colours;
  /** The history as drawn, oldest first: the forming candle goes on its end. */
  candles: Candle[];
  /** The candle forming from the feed: where the next tick goes. */
  live: Candle | undefined;
  stale: boolean;
}

/** When fewer candles than this are left of the view, the page before them is asked for. */
const LOAD_BEFORE = 20;

/** A theme colour as the canvas needs it: the custom property's value (`vars.x` is `var(--name)`). */
const themeColor = (el: Element, cssVar: string) =>
  getComputedStyle(el)
    .getPropertyValue(cssVar.replace(/^var\((--[^,)]+).*$/, '$1'))
    .trim();

/** `rgb(r, g, b)` (a computed colour) with an alpha, for the area's fill. */
const withAlpha = (rgb: string, alpha: number) =>
  rgb.startsWith('rgb(') ? rgb.replace(/^rgb\((.*)\)$/, `rgba($1, ${alpha})`) : rgb;

const clock = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayMonth = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });
const monthOnly = new Intl.DateTimeFormat('en', { month: 'short' });
const yearOnly = new Intl.DateTimeFormat('en', { year: 'numeric' });
// Times on the axis are the user's local time; the chart's own default is UTC.
const atTime = (time: Time) => new Date((time as number) * 1000);

/** One candle as the series draws it: greyed while the price it forms from is stale. */
function toBar(candle: Candle, style: ChartStyle, colour?: string): CandlestickData | LineData {
  const time = candle.time as UTCTimestamp;
  if (style === 'line')
    return colour === undefined
      ? { time, value: candle.close }
      : { time, value: candle.close, color: colour };
  return colour !== undefined
    ? { ...candle, time, color: colour, borderColor: colour, wickColor: colour }
    : { time, open: candle.open, high: candle.high, low: candle.low, close: candle.close };
}

/** The forming candle drawn again, as it now stands. */
function drawLive(plot: Plot) {
  if (!plot.series || !plot.live) return;
  plot.series.update(toBar(plot.live, plot.style, plot.stale ? plot.colours.stale : undefined));
}

export interface PriceChartProps {
  asset: Asset;
  /** Opens the order ticket on this instrument with the side pressed. */
  onTrade?: (side: Side) => void;
  /** Opens the price alert form on this instrument ('Alert me'). */
  onAlert?: () => void;
  /** The chosen account: its open positions on the instrument are drawn. */
  account?: TradingAccount | undefined;
  /** Every instrument: a stop's P&L is converted to the account's currency with their prices. */
  instruments?: ReadonlyMap<number, AssetName>;
}

export function PriceChart({ asset, onTrade, onAlert, account, instruments }: PriceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<Plot | null>(null);
  const [ready, setReady] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [timeframe, setTimeframe] = useState<Timeframe>('5m');
  const [style, setStyle] = useState<ChartStyle>('candles');
  /** Counts the series made, so what draws on one runs again for the next. */
  const [drawn, setDrawn] = useState(0);
  const [summary, setSummary] = useState<RangeSummary | null>(null);
  const history = useInfiniteQuery(candlesQuery(asset.id, timeframe));
  const tick = usePrice(asset.id);
  const stale = useIsStale(tick?.at);
  const block = useTradeBlock(asset);
  const notice = blockNote(block, useMarketNote(asset, chartNote));
  const noticeId = useId();
  const summaryId = useId();
  const buyPriceId = useId();
  const sellPriceId = useId();
  const { id, digits } = asset;

  // The newest of what the screen reads, for the chart's own callbacks, which outlive a render.
  const latest = useRef({ history, block, timeframe });
  latest.current = { history, block, timeframe };

  /** Where the keys last moved the view, until the chart has painted it. */
  const keyed = useRef<BarRange | null>(null);

  /** What the candles in view say, once per frame however fast the view moves. */
  const summed = useRef(0);
  const sum = () => {
    if (summed.current) return;
    summed.current = requestAnimationFrame(() => {
      summed.current = 0;
      const current = plot.current;
      const range = current?.chart.timeScale().getVisibleLogicalRange();
      if (!current || !range) return setSummary(null);
      setSummary(summarise(withLive(current.candles, current.live), range.from, range.to));
    });
  };
  useEffect(() => () => cancelAnimationFrame(summed.current), []);

  // One chart per instrument: made when the asset is chosen, removed when it changes or the screen goes.
  useEffect(() => {
    let gone = false;
    setFailed(false);
    setReady(null);
    import('lightweight-charts')
      .then(({ createChart, ColorType, TickMarkType }) => {
        const el = box.current;
        if (gone || !el) return;
        const text = themeColor(el, vars.color.textMuted);
        const grid = themeColor(el, vars.color.border);
        const chart = createChart(el, {
          // Follows the box's size with a ResizeObserver of its own.
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: themeColor(el, vars.color.surface) },
            textColor: text,
            fontFamily: getComputedStyle(el).fontFamily,
            // The logo injects a <style> element, which our CSP refuses; the credit is a link below instead.
            attributionLogo: false,
          },
          grid: { vertLines: { color: grid }, horzLines: { color: grid } },
          // A label that would be cut at the scale's top or bottom is left out.
          rightPriceScale: { borderColor: grid, entireTextOnly: true },
          timeScale: {
            borderColor: grid,
            timeVisible: true,
            secondsVisible: false,
            rightOffset: 4,
            // One weight for every mark: a bold mark measured wider than it was drawn and was cut at the edges.
            allowBoldLabels: false,
            tickMarkFormatter: (time: Time, type: number) => {
              const date = atTime(time);
              if (type === TickMarkType.Year) return yearOnly.format(date);
              if (type === TickMarkType.Month) return monthOnly.format(date);
              if (type === TickMarkType.DayOfMonth) return dayMonth.format(date);
              return clock.format(date);
            },
          },
          localization: {
            timeFormatter: (time: Time) => formatDateTime(atTime(time)),
            priceFormatter: (value: number) => formatPrice(value, digits),
          },
          handleScale: { axisPressedMouseMove: false },
        });
        const accent = getComputedStyle(el).color;
        const colours: Colours = {
          up: themeColor(el, vars.color.success),
          down: themeColor(el, vars.color.danger),
          line: accent,
          stale: themeColor(el, vars.color.textMuted),
          text,
        };
        plot.current = {
          chart,
          series: undefined,
          style: 'candles',
          colours,
          candles: [],
          live: undefined,
          stale: false,
        };
        // Scrolled near the oldest candle drawn, the page before it is asked for. Only once a history
        // is drawn: before it, the forming candle alone sits near index 0, which is not the oldest.
        chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
          sum();
          const { history: query } = latest.current;
          const drawnHistory = (plot.current?.candles.length ?? 0) > 0;
          if (
            range &&
            drawnHistory &&
            range.from < LOAD_BEFORE &&
            query.hasNextPage &&
            !query.isFetchingNextPage
          ) {
            void query.fetchNextPage();
          }
        });
        setReady(id);
      })
      .catch((error: unknown) => {
        console.error('[chart] could not load the chart library', error);
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      plot.current?.chart.remove();
      plot.current = null;
    };
  }, [id, digits]);

  // The series of the style chosen: candles, or a line of their closes.
  useEffect(() => {
    const current = plot.current;
    if (ready !== id || !current) return;
    let cancelled = false;
    void import('lightweight-charts').then(({ CandlestickSeries, LineSeries }) => {
      if (cancelled || plot.current !== current) return;
      if (current.series) current.chart.removeSeries(current.series);
      const priceFormat = { type: 'price' as const, precision: digits, minMove: 10 ** -digits };
      const { up, down, line } = current.colours;
      current.series =
        style === 'candles'
          ? current.chart.addSeries(CandlestickSeries, {
              upColor: up,
              downColor: down,
              borderUpColor: up,
              borderDownColor: down,
              wickUpColor: up,
              wickDownColor: down,
              priceFormat,
              lastValueVisible: false,
            })
          : current.chart.addSeries(LineSeries, {
              color: withAlpha(line, 1),
              lineWidth: 2,
              priceFormat,
              lastValueVisible: false,
            });
      current.style = style;
      setDrawn((n) => n + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [ready, id, digits, style]);

  // A new timeframe starts from nothing: its own history, its own forming candle. This and the next
  // run in the commit, not after it: the candles reach the chart in the task they arrive in, and it
  // draws them at the next frame (npm run bench chart); the reset stays before the fill it clears for.
  useLayoutEffect(() => {
    const current = plot.current;
    if (!current) return;
    current.candles = [];
    current.live = undefined;
    current.series?.setData([]);
  }, [timeframe]);

  // The history fills the series, again whenever a page arrives; the forming candle stays on its end.
  const candles = history.data;
  useLayoutEffect(() => {
    const current = plot.current;
    if (!current?.series || !candles) return;
    const first = current.candles.length === 0;
    const last = candles.at(-1);
    const live = current.live;
    // Ticks counted before the history came: the history knows the candle's open, they its latest.
    if (live && last && live.time === last.time) {
      current.live = {
        ...last,
        high: Math.max(last.high, live.high),
        low: Math.min(last.low, live.low),
        close: live.close,
      };
    } else if (!live || (last && live.time < last.time)) current.live = last;
    current.series.setData(withLive(candles, current.live).map((c) => toBar(c, current.style)));
    drawLive(current);
    if (first) current.chart.timeScale().scrollToRealTime();
    // Kept once the view is at now: a range seen while the first page is drawn asks for no older one.
    current.candles = candles;
    sum();
  }, [drawn, candles]);

  // Every tick moves the forming candle as it arrives, or opens the next one: the chart draws it in the
  // next frame. While the market is closed or halted its price stands still and makes no candle, as on
  // the server.
  useEffect(() => {
    if (ready !== id) return;
    return priceStore.subscribeArrivals(id, (price) => {
      const current = plot.current;
      const { block: blocked, timeframe: frame } = latest.current;
      if (!current?.series || !price || blocked === 'closed' || blocked === 'halted') return;
      // Candles are of the bid, as the server keeps them.
      current.live = foldTick(current.live, price.bid, Math.floor(price.at / 1000), frame);
      current.stale = false;
      drawLive(current);
    });
  }, [ready, id]);

  // A stale price greys the forming candle, as it marks today's figures; a fresh tick colours it again.
  useEffect(() => {
    const current = plot.current;
    if (!current || current.stale === stale) return;
    current.stale = stale;
    drawLive(current);
  }, [stale, drawn]);

  // The summary follows the ticks too, once a second: the close and the change move with the price.
  useEffect(() => {
    if (ready !== id) return;
    const timer = setInterval(sum, 1000);
    return () => clearInterval(timer);
  }, [ready, id]);

  const label = m.markets.chartLabel(asset.symbol);
  const status = failed
    ? m.markets.chartFailed
    : ready !== id || history.isPending
      ? m.markets.chartLoading
      : null;
  const names = m.markets.timeframes[timeframe];
  return (
    <section className={s.section} aria-labelledby={`chart-${id}`}>
      <div className={s.header}>
        <h2 id={`chart-${id}`} className={s.heading}>
          {asset.symbol} <span className={s.name}>{asset.name}</span>
        </h2>
        <p className={s.current} aria-live="off">
          <span className="sr-only">{m.markets.currentBid} </span>
          <span className={tick && stale ? s.staleValue : undefined}>
            {tick === undefined ? m.markets.noPrice : formatPrice(tick.bid, digits)}
          </span>
          {tick && stale && <span className={s.staleTag}>{m.markets.formingStale}</span>}
        </p>
        {onAlert && (
          // An alert waits on the server whatever the market's state: it is never disabled with trading.
          <Button
            size="sm"
            variant="secondary"
            aria-label={m.alerts.alertMeLabel(asset.symbol)}
            onClick={onAlert}
          >
            {m.alerts.alertMe}
          </Button>
        )}
        {onTrade && (
          // Named by the side and the instrument ('Buy EUR/USD') and described by the price each fills
          // at, shown beside the side: a name that changed at every tick would be read out again and
          // again. While the market is closed or halted, or the device offline, they wait, described by
          // the notice over the chart that says why.
          <div className={s.trade}>
            <Button
              size="sm"
              className={s.buy}
              disabled={block !== null}
              aria-describedby={block !== null ? noticeId : buyPriceId}
              onClick={() => onTrade('buy')}
            >
              {m.trading.ticket.buy} <span className="sr-only">{asset.symbol}</span>{' '}
              <SidePrice id={buyPriceId} assetId={id} side="buy" digits={digits} />
            </Button>
            <Button
              size="sm"
              className={s.sell}
              disabled={block !== null}
              aria-describedby={block !== null ? noticeId : sellPriceId}
              onClick={() => onTrade('sell')}
            >
              {m.trading.ticket.sell} <span className="sr-only">{asset.symbol}</span>{' '}
              <SidePrice id={sellPriceId} assetId={id} side="sell" digits={digits} />
            </Button>
          </div>
        )}
      </div>
      <div className={s.controls}>
        <Choice
          legend={m.markets.timeframe}
          name={`timeframe-${id}`}
          value={timeframe}
          options={TIMEFRAMES.map((frame) => ({
            value: frame,
            text: m.markets.timeframes[frame].short,
            label: m.markets.timeframes[frame].long,
          }))}
          onChange={setTimeframe}
        />
        <Choice
          legend={m.markets.chartStyle}
          name={`style-${id}`}
          value={style}
          options={(['candles', 'line'] as const).map((kind) => ({
            value: kind,
            text: m.markets.chartStyles[kind],
            label: m.markets.chartStyles[kind],
          }))}
          onChange={setStyle}
        />
      </div>
      {/* The canvas says nothing to a screen reader: the summary below says what is in view. The frame
          takes the keys a pointer's drag and wheel stand for (model/chart-candles keyedRange). */}
      <div
        className={s.frame}
        role="group"
        tabIndex={0}
        aria-label={m.markets.chartKeys(label)}
        aria-describedby={summaryId}
        onKeyDown={(event) => {
          const current = plot.current;
          const scale = current?.chart.timeScale();
          const range = keyed.current ?? scale?.getVisibleLogicalRange();
          if (!current || !scale || !range || event.altKey || event.ctrlKey || event.metaKey) return;
          const next = keyedRange(range, event.key);
          if (next === null) return;
          event.preventDefault();
          const { rightOffset } = scale.options();
          // At once, not animated as scrollToRealTime is: a key's effect is read right after it.
          if (next === 'live') scale.scrollToPosition(rightOffset, false);
          else scale.setVisibleLogicalRange(next);
          // The chart moves at its next paint, and a key pressed before it starts from where this one
          // ends, not from the view still on screen; the paint, queued first, comes before the reset.
          const to = (current.series?.data().length ?? 0) - 1 + rightOffset;
          keyed.current = next === 'live' ? { from: to - (range.to - range.from), to } : next;
          requestAnimationFrame(() => {
            keyed.current = null;
          });
        }}
      >
        <div
          ref={box}
          className={s.plot}
          aria-hidden="true"
          data-testid="price-chart"
          data-timeframe={timeframe}
          data-style={style}
          data-candles={candles?.length ?? 0}
          data-first={candles?.[0]?.time}
        />
        {status && <p className={s.overlay}>{status}</p>}
        {/* A strip at the top of the frame, not a cover: the prices up to the close stay readable. */}
        <MarketNotice id={noticeId} text={notice} warning={block === 'halted' || block === 'offline'} />
      </div>
      <p id={summaryId} className={s.summary} data-testid="chart-summary">
        <span className="sr-only">{label}: </span>
        {summary
          ? m.markets.rangeSummary(
              names.candles,
              formatDateTime(new Date(summary.from * 1000)),
              formatDateTime(new Date(summary.to * 1000)),
              {
                open: formatPrice(summary.open, digits),
                high: formatPrice(summary.high, digits),
                low: formatPrice(summary.low, digits),
                close: formatPrice(summary.close, digits),
                change: formatPrice(summary.change, digits).replace(/^(?=\d)/, '+'),
                percent: formatPercent(summary.percent, { signed: true }),
              },
            )
          : m.markets.rangeEmpty}
      </p>
      {(history.isError || history.isFetchNextPageError) && (
        <p className={s.attribution}>{m.markets.olderFailed}</p>
      )}
      {account && instruments && (
        <PositionLines plot={plot} drawn={drawn} asset={asset} account={account} instruments={instruments} />
      )}
      <a
        className={s.attribution}
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        {m.markets.attribution}
      </a>
    </section>
  );
}

interface ChoiceProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; text: string; label: string }>;
  onChange: (value: T) => void;
}

/** A row of radio buttons drawn as a segmented control: arrow keys move the choice, as radios do. */
function Choice<T extends string>({ legend, name, value, options, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className={s.choice}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={s.option} title={option.label}>
          <input
            className={s.radio}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-label={option.label}
            onChange={() => onChange(option.value)}
          />
          <span className={s.optionText} aria-hidden="true">
            {option.text}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

interface Line {
  key: string;
  kind: 'entry' | 'stop_loss' | 'take_profit';
  tradeId: number;
  price: number;
  title: string;
}

/** The lines of one position: its entry, and its stops where it has them. */
function linesOf(trade: Trade, pnlAt: (price: number) => string | null): Line[] {
  const side = m.trading.trades.side[trade.trade_type];
  const lines: Line[] = [
    {
      key: `${trade.id}-entry`,
      kind: 'entry',
      tradeId: trade.id,
      price: trade.opening_price,
      title: m.markets.line.entry(side, formatVolume(trade.volume)),
    },
  ];
  const stop = (kind: 'stop_loss' | 'take_profit', price: number | null, label: string) => {
    if (price === null) return;
    const pnl = pnlAt(price);
    lines.push({
      key: `${trade.id}-${kind}`,
      kind,
      tradeId: trade.id,
      price,
      title: pnl === null ? label : m.markets.line.withPnl(label, pnl),
    });
  };
  // A stop-loss a trailing stop keeps is named so, as it moves with the price.
  const trailing = trade.trailing_stop_pips !== undefined && trade.trailing_stop_pips !== null;
  stop('stop_loss', trade.stop_loss, trailing ? m.markets.line.trailingStop : m.markets.line.stopLoss);
  stop('take_profit', trade.take_profit, m.markets.line.takeProfit);
  return lines;
}

/**
 * The chosen account's open positions on the instrument as price lines: drawn again whenever a
 * position or its stops change (the trade cache is written by the trade events), and listed in words.
 */
function PositionLines({
  plot,
  drawn,
  asset,
  account,
  instruments,
}: {
  plot: { current: Plot | null };
  drawn: number;
  asset: Asset;
  account: TradingAccount;
  instruments: ReadonlyMap<number, AssetName>;
}) {
  const open = useOpenTrades(account.account_id);
  // The rate's figure, not its object (a new one each render): the lines change when it does.
  const rate = useAccountRate(instruments, asset.id, account.currency)?.rate;
  const trades = useMemo(
    () => (open.data?.trades ?? []).filter((trade) => trade.asset_id === asset.id),
    [open.data, asset.id],
  );
  const lines = useMemo(() => {
    const pnlAt = (trade: Trade) => (price: number) =>
      rate === undefined
        ? null
        : formatSignedMoney(tradePnlMinor(trade, quoteAt(price), rate), account.currency);
    return trades.flatMap((trade) => linesOf(trade, pnlAt(trade)));
  }, [trades, rate, account.currency]);

  // The lines drawn on the current series, by key: a line that stays is moved or renamed in place.
  const drawnLines = useRef<{ series: ISeriesApi<SeriesType>; lines: Map<string, IPriceLine> } | null>(null);
  useEffect(() => {
    const current = plot.current;
    const series = current?.series;
    if (!current || !series) return;
    if (drawnLines.current?.series !== series) drawnLines.current = { series, lines: new Map() };
    const onChart = drawnLines.current.lines;
    const { colours } = current;
    const colour = { entry: colours.line, stop_loss: colours.down, take_profit: colours.up };
    const wanted = new Set(lines.map((line) => line.key));
    for (const [key, line] of onChart) {
      if (wanted.has(key)) continue;
      series.removePriceLine(line);
      onChart.delete(key);
    }
    for (const line of lines) {
      const options = { price: line.price, title: line.title };
      const drawn = onChart.get(line.key);
      if (drawn) drawn.applyOptions(options);
      else {
        onChart.set(
          line.key,
          series.createPriceLine({
            ...options,
            color: colour[line.kind],
            lineWidth: 1,
            // Solid for the entry, dashed for the stops (LineStyle's values: its enum is not loaded here).
            lineStyle: (line.kind === 'entry' ? 0 : 2) as LineStyle,
            axisLabelVisible: true,
          }),
        );
      }
    }
  }, [plot, drawn, lines]);

  if (lines.length === 0) return null;
  return (
    <ul className={s.lines} aria-label={m.markets.linesLabel} data-testid="chart-lines">
      {lines.map((line) => (
        <li key={line.key} data-line={line.kind} data-trade-id={line.tradeId} data-price={line.price}>
          {m.markets.lineItem(line.title, formatPrice(line.price, asset.digits))}
        </li>
      ))}
    </ul>
  );
}

/**
 * Why the chart's instrument cannot be traded (its market closed or halted, the device offline), said
 * over the chart while it cannot. The live region is always there, so a market that closes or opens
 * while the chart is on screen is announced.
 */
function MarketNotice({ id, text, warning }: { id: string; text: string | null; warning: boolean }) {
  return (
    <div role="status" className={s.notice}>
      {text !== null && (
        <p
          id={id}
          className={warning ? s.noticeText.warning : s.noticeText.closed}
          data-testid="chart-market-state"
        >
          {text}
        </p>
      )}
    </div>
  );
}
