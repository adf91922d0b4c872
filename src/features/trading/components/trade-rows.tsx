/**
 * One trade per row. An open row subscribes to its own asset's price, so a tick re-renders the rows
 * of that asset only, never the whole list.
 */
import { memo } from 'react';
import type { AssetName, Trade } from '@/lib/contract';
import { formatPrice, formatSignedMoney, formatVolume } from '@/lib/format';
import { usePrice } from '@/lib/prices';
import { m } from '@/i18n';
import { serverPnlMinor, tradePnlMinor } from '../model/account-summary';
import { useAccountRate } from '../hooks/use-account-rate';
import { useIsStale } from '../hooks/use-clock';
import * as s from './trades.css';

const t = m.trading.trades;
/** Prices of an asset /data does not list are shown with 5 decimals, the most common quote size. */
const FALLBACK_DIGITS = 5;

const tone = (pnl: bigint) => (pnl > 0n ? s.pnlTone.up : pnl < 0n ? s.pnlTone.down : s.pnlTone.flat);

/** A trade's P&L in cents, coloured by its sign and written with it. */
function Pnl({ minor, currency }: { minor: bigint; currency: string }) {
  const text = formatSignedMoney(minor, currency);
  return (
    <span className={[s.pnl, tone(minor)].join(' ')} aria-label={`${t.pnl} ${text}`}>
      {text}
    </span>
  );
}

function Who({ trade, asset }: { trade: Trade; asset: AssetName | undefined }) {
  return (
    <div className={s.who}>
      <span className={s.name}>{asset?.name ?? t.unknownAsset(trade.asset_id)}</span>
      <span className={s.side[trade.trade_type]}>{t.side[trade.trade_type]}</span>
      <span className={s.volume}>{t.volume(formatVolume(trade.volume))}</span>
    </div>
  );
}

function PriceItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={s.priceItem}>
      <dt className={s.priceLabel}>{label}</dt>
      <dd className={s.priceValue}>{children}</dd>
    </div>
  );
}

interface RowProps {
  trade: Trade;
  asset: AssetName | undefined;
  /** The account currency, which the P&L is in. */
  currency: string;
  /** Every instrument: the P&L's rate to the account's currency is read from their prices. */
  instruments: ReadonlyMap<number, AssetName>;
}

export const OpenTradeRow = memo(function OpenTradeRow({ trade, asset, currency, instruments }: RowProps) {
  const tick = usePrice(trade.asset_id);
  const rate = useAccountRate(instruments, trade.asset_id, currency);
  const stale = useIsStale(tick?.at);
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  // Until the asset and the rate's pairs have prices, the server's own valuation of the trade stands.
  const pnl = tick && rate ? tradePnlMinor(trade, tick.price, rate.rate) : serverPnlMinor(trade);
  return (
    <li className={s.row} data-trade-id={trade.id}>
      <Who trade={trade} asset={asset} />
      <dl className={s.prices}>
        <PriceItem label={t.openingPrice}>{formatPrice(trade.opening_price, digits)}</PriceItem>
        <PriceItem label={t.currentPrice}>
          {tick ? (
            <span className={stale ? s.staleValue : undefined}>{formatPrice(tick.price, digits)}</span>
          ) : (
            m.trading.summary.unknown
          )}
          {stale && <span className={s.stale}> {t.stalePrice}</span>}
        </PriceItem>
      </dl>
      <Pnl minor={pnl} currency={currency} />
    </li>
  );
});

export const ClosedTradeRow = memo(function ClosedTradeRow({ trade, asset, currency }: RowProps) {
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  return (
    <li className={s.row} data-trade-id={trade.id}>
      <Who trade={trade} asset={asset} />
      <dl className={s.prices}>
        <PriceItem label={t.openingPrice}>{formatPrice(trade.opening_price, digits)}</PriceItem>
        {trade.closing_price !== null && (
          <PriceItem label={t.closingPrice}>{formatPrice(trade.closing_price, digits)}</PriceItem>
        )}
      </dl>
      <Pnl minor={serverPnlMinor(trade)} currency={currency} />
    </li>
  );
});
