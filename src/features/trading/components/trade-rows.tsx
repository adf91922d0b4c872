/**
 * One trade per row: the instrument's symbol and name, the side, the volume in lots with the units
 * beside them (as the ticket writes it), the auto-trader's
 * strategy when it opened the trade, when it opened (and closed, and what closed it), its prices and
 * stops, the swap and commission it was charged (once it has any), and its P&L in the account's
 * currency with its sign (without those costs; the position's detail shows it with them). An open
 * row subscribes to its own asset's price, so a tick re-renders the rows of that asset only, never
 * the whole list; tapping it opens the position's detail.
 */
import { memo, type ReactNode } from 'react';
import type { AssetName, Trade } from '@contract';
import { formatDateTime, formatPrice, formatSignedMoney } from '@contract/rules/format';
import { minorOfNumber } from '@contract/rules/money';
import { usePrice } from '@/lib/prices';
import { m } from '@/i18n';
import { serverPnlMinor, tradePnlMinor } from '@contract/rules/account-summary';
import { useAccountRate } from '../hooks/use-account-rate';
import { useIsStale, useValuationNote } from '../hooks/use-clock';
import { valuedAt } from '@contract/rules/price-age';
import { closingPrice } from '@contract/rules/valuation';
import { positionVolumeText } from './order-messages';
import * as s from './trades.css';

const t = m.trading.trades;
/** Prices of an asset /data does not list are shown with 5 decimals, the most common quote size. */
export const FALLBACK_DIGITS = 5;

const tone = (pnl: bigint) => (pnl > 0n ? s.pnlTone.up : pnl < 0n ? s.pnlTone.down : s.pnlTone.flat);

/** A trade's P&L in cents, coloured by its sign and written with it. */
export function Pnl({ minor, currency }: { minor: bigint; currency: string }) {
  const text = formatSignedMoney(minor, currency);
  return (
    <span className={[s.pnl, tone(minor)].join(' ')} aria-label={`${t.pnl} ${text}`}>
      {text}
    </span>
  );
}

/** What a figure computed from prices is valued at, once one of them is stale; nothing before. */
export function ValuationNote({ at }: { at: number | null }) {
  const note = useValuationNote(at);
  return note ? <span className={s.stale}>{note}</span> : null;
}

/** "Auto-trader · Balanced Trend" on a trade the auto-trader opened; nothing on the customer's own. */
export function StrategyMark({ trade }: { trade: Pick<Trade, 'strategy'> }) {
  return trade.strategy ? <span className={s.strategy}>{t.byStrategy(trade.strategy.name)}</span> : null;
}

/** A moment as the rows write it, readable by machines too. */
export const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(new Date(at))}</time>;

function Who({
  trade,
  asset,
  onOpen,
}: {
  trade: Trade;
  asset: AssetName | undefined;
  onOpen: (() => void) | undefined;
}) {
  const instrument = asset ? (
    <>
      <span className={s.symbol}>{asset.symbol}</span> <span className={s.name}>{asset.name}</span>
    </>
  ) : (
    <span className={s.symbol}>{t.unknownAsset(trade.asset_id)}</span>
  );
  const label = asset ? `${asset.symbol} ${asset.name}` : t.unknownAsset(trade.asset_id);
  return (
    <div className={s.who}>
      {onOpen ? (
        // The whole card answers a tap (the button's area covers it); the button is what a keyboard
        // and a screen reader find.
        <button type="button" className={s.open} onClick={onOpen} aria-label={t.openDetail(label)}>
          {instrument}
        </button>
      ) : (
        <span className={s.instrument}>{instrument}</span>
      )}
      <span className={s.side[trade.trade_type]}>{t.side[trade.trade_type]}</span>
      <span className={s.volume}>{positionVolumeText(trade.volume, asset)}</span>
      <StrategyMark trade={trade} />
    </div>
  );
}

function PriceItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.priceItem}>
      <dt className={s.priceLabel}>{label}</dt>
      <dd className={s.priceValue}>{children}</dd>
    </div>
  );
}

function Stops({ trade, digits }: { trade: Trade; digits: number }) {
  return (
    <>
      {trade.stop_loss !== null && (
        <PriceItem label={t.stopLoss}>{formatPrice(trade.stop_loss, digits)}</PriceItem>
      )}
      {trade.take_profit !== null && (
        <PriceItem label={t.takeProfit}>{formatPrice(trade.take_profit, digits)}</PriceItem>
      )}
    </>
  );
}

/** What the trade was charged or credited so far, each once it is not nothing. */
function Costs({ trade, currency }: { trade: Trade; currency: string }) {
  const cost = (label: string, amount: number | undefined) =>
    amount === undefined || amount === 0 ? null : (
      <PriceItem label={label}>{formatSignedMoney(minorOfNumber(amount), currency)}</PriceItem>
    );
  return (
    <>
      {cost(t.swap, trade.swap)}
      {cost(t.commission, trade.commission)}
    </>
  );
}

export interface RowProps {
  trade: Trade;
  asset: AssetName | undefined;
  /** The account currency, which the P&L is in. */
  currency: string;
  /** Every instrument: the P&L's rate to the account's currency is read from their prices. */
  instruments: ReadonlyMap<number, AssetName>;
  /** Opens the position's detail; stable across renders (rows are memoised). */
  onOpen?: ((tradeId: number) => void) | undefined;
}

export const OpenTradeRow = memo(function OpenTradeRow({
  trade,
  asset,
  currency,
  instruments,
  onOpen,
}: RowProps) {
  const tick = usePrice(trade.asset_id);
  const rate = useAccountRate(instruments, trade.asset_id, currency);
  const stale = useIsStale(tick?.at);
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  // Until the asset and the rate's pairs have prices, the server's own valuation of the trade stands.
  const pnl = tick && rate ? tradePnlMinor(trade, tick, rate.rate) : serverPnlMinor(trade);
  return (
    <li className={onOpen ? s.tappableRow : s.row} data-trade-id={trade.id}>
      <Who trade={trade} asset={asset} onOpen={onOpen && (() => onOpen(trade.id))} />
      <dl className={s.prices}>
        <PriceItem label={t.openedAt}>
          <When at={trade.opened_at} />
        </PriceItem>
        <PriceItem label={t.openingPrice}>{formatPrice(trade.opening_price, digits)}</PriceItem>
        <PriceItem label={t.currentPrice}>
          {tick ? (
            <span className={stale ? s.staleValue : undefined}>
              {formatPrice(closingPrice(trade.trade_type, tick), digits)}
            </span>
          ) : (
            m.trading.summary.unknown
          )}
        </PriceItem>
        <Stops trade={trade} digits={digits} />
        <Costs trade={trade} currency={currency} />
      </dl>
      <div className={s.pnlCell}>
        <Pnl minor={pnl} currency={currency} />
        <ValuationNote at={valuedAt(tick, rate)} />
      </div>
    </li>
  );
});

export const ClosedTradeRow = memo(function ClosedTradeRow({ trade, asset, currency }: RowProps) {
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  return (
    <li className={s.row} data-trade-id={trade.id}>
      <Who trade={trade} asset={asset} onOpen={undefined} />
      <dl className={s.prices}>
        <PriceItem label={t.openedAt}>
          <When at={trade.opened_at} />
        </PriceItem>
        <PriceItem label={t.openingPrice}>{formatPrice(trade.opening_price, digits)}</PriceItem>
        {trade.closed_at !== null && (
          <PriceItem label={t.closedAt}>
            <When at={trade.closed_at} />
          </PriceItem>
        )}
        {trade.closing_price !== null && (
          <PriceItem label={t.closingPrice}>{formatPrice(trade.closing_price, digits)}</PriceItem>
        )}
        {trade.close_reason && <PriceItem label={t.closedBy}>{t.closeReason[trade.close_reason]}</PriceItem>}
        <Stops trade={trade} digits={digits} />
        <Costs trade={trade} currency={currency} />
      </dl>
      <div className={s.pnlCell}>
        <Pnl minor={serverPnlMinor(trade)} currency={currency} />
      </div>
    </li>
  );
});
