/**
 * The live chart of one instrument's bid: the price history first (so it is not empty on open), then
 * every tick from the price store, folded into one point a second. Its Buy and Sell carry the prices
 * they fill at, the ask and the bid. A market that is closed or halted says so
 * over the chart. lightweight-charts is loaded only here, on demand, so no other screen pays for it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import type { IChartApi, ISeriesApi, Time, UTCTimestamp } from 'lightweight-charts';
import { formatPrice } from '@contract/rules/format';
import type { Asset, PricePoint } from '@contract';
import { priceStore, usePrice } from '@/lib/prices';
import { vars } from '@/styles/theme.css';
import { m } from '@/i18n';
import { priceHistoryQuery } from '../api/price-history';
import { useMarketNote, useTradeBlock } from '../hooks/use-market-note';
import { axisShowsSeconds, mergeTick, toSeconds } from '../model/chart-points';
import type { Side } from '../model/order-ticket';
import { blockNote, chartNote } from './market-note';
import { SidePrice } from './side-price';
import * as s from './price-chart.css';

interface Plot {
  chart: IChartApi;
  series: ISeriesApi<'Area'>;
  /** The newest point drawn: where the next tick goes. */
  last: PricePoint | undefined;
}

/** A theme colour as the canvas needs it: the custom property's value (`vars.x` is `var(--name)`). */
const themeColor = (el: Element, cssVar: string) =>
  getComputedStyle(el)
    .getPropertyValue(cssVar.replace(/^var\((--[^,)]+).*$/, '$1'))
    .trim();

/** `rgb(r, g, b)` (a computed colour) with an alpha, for the area's fill. */
const withAlpha = (rgb: string, alpha: number) =>
  rgb.startsWith('rgb(') ? rgb.replace(/^rgb\((.*)\)$/, `rgba($1, ${alpha})`) : rgb;

const clock = new Intl.DateTimeFormat('en', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const shortClock = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
// Times on the axis are the user's local time; the chart's own default is UTC.
const atTime = (time: Time) => new Date((time as number) * 1000);

const toSeries = (points: readonly PricePoint[]) =>
  points.map((p) => ({ time: p.time as UTCTimestamp, value: p.price }));

/** `onTrade` opens the order ticket on this instrument with the side pressed. */
export function PriceChart({ asset, onTrade }: { asset: Asset; onTrade?: (side: Side) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<Plot | null>(null);
  const [ready, setReady] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const history = useQuery(priceHistoryQuery(asset.id));
  // The bid, as the line is drawn: the history the server keeps is of bids.
  const price = usePrice(asset.id, undefined, (tick) => tick?.bid);
  const block = useTradeBlock(asset);
  const notice = blockNote(block, useMarketNote(asset, chartNote));
  const noticeId = useId();
  const buyPriceId = useId();
  const sellPriceId = useId();
  const { id, digits } = asset;

  // One chart per instrument: made when the asset is chosen, removed when it changes or the screen goes.
  useEffect(() => {
    let gone = false;
    setFailed(false);
    setReady(null);
    import('lightweight-charts')
      .then(({ createChart, AreaSeries, ColorType }) => {
        const el = box.current;
        if (gone || !el) return;
        const text = themeColor(el, vars.color.textMuted);
        const grid = themeColor(el, vars.color.border);
        const line = getComputedStyle(el).color;
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
            // Every mark in one form, chosen by the span on screen (model/chart-points.ts), and one
            // weight: a bold minute mark measured wider than it was drawn and was cut at the edges.
            allowBoldLabels: false,
            tickMarkFormatter: (time: Time) => (seconds ? clock : shortClock).format(atTime(time)),
          },
          localization: {
            timeFormatter: (time: Time) => clock.format(atTime(time)),
            priceFormatter: (value: number) => formatPrice(value, digits),
          },
          handleScale: { axisPressedMouseMove: false },
        });
        let seconds = true;
        chart.timeScale().subscribeVisibleTimeRangeChange((range) => {
          if (range) seconds = axisShowsSeconds(range.from as number, range.to as number);
        });
        const series = chart.addSeries(AreaSeries, {
          lineColor: line,
          lineWidth: 2,
          topColor: withAlpha(line, 0.28),
          bottomColor: withAlpha(line, 0.02),
          priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits },
          // The price scale's tag of the last value covered the scale's own labels; the current price is
          // the heading's figure above the chart, and the dotted line marks it on the plot.
          lastValueVisible: false,
        });
        plot.current = { chart, series, last: undefined };
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

  // The history fills the line; it is drawn again whenever it is fetched again.
  const points = history.data;
  useEffect(() => {
    const current = plot.current;
    if (ready !== id || !current || !points) return;
    const line = toSeconds(points);
    current.series.setData(toSeries(line));
    current.last = line.at(-1);
    current.chart.timeScale().scrollToRealTime();
  }, [ready, id, points]);

  // Every tick after that continues the line, one point a second.
  useEffect(() => {
    if (ready !== id) return;
    return priceStore.subscribe(id, () => {
      const current = plot.current;
      const tick = priceStore.get(id);
      if (!current || !tick) return;
      const point = mergeTick(current.last, tick.bid, tick.at);
      current.series.update({ time: point.time as UTCTimestamp, value: point.price });
      current.last = point;
    });
  }, [ready, id]);

  const label = m.markets.chartLabel(asset.symbol);
  const status = failed
    ? m.markets.chartFailed
    : ready !== id || history.isPending
      ? m.markets.chartLoading
      : null;
  return (
    <section className={s.section} aria-labelledby={`chart-${id}`}>
      <div className={s.header}>
        <h2 id={`chart-${id}`} className={s.heading}>
          {asset.symbol} <span className={s.name}>{asset.name}</span>
        </h2>
        <p className={s.current} aria-live="off">
          <span className="sr-only">{m.markets.currentBid} </span>
          {price === undefined ? m.markets.noPrice : formatPrice(price, digits)}
        </p>
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
      <div className={s.frame}>
        <div ref={box} className={s.plot} role="img" aria-label={label} data-testid="price-chart" />
        {status && <p className={s.overlay}>{status}</p>}
        {/* A strip at the top of the frame, not a cover: the prices up to the close stay readable. */}
        <MarketNotice id={noticeId} text={notice} warning={block === 'halted' || block === 'offline'} />
      </div>
      {history.isError && <p className={s.attribution}>{m.markets.historyFailed}</p>}
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
