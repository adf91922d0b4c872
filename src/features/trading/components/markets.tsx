/**
 * The market list: every instrument of the tenant with its live price and its change since the
 * session started. Each row reads its own asset from the price store, so a tick re-renders that row
 * alone (200 instruments at 10 Hz must not re-render the list).
 */
import { memo, useEffect, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import type { Asset } from '@/lib/contract';
import { priceStore, retryPriceFeed, usePrice, usePriceFeedStatus } from '@/lib/prices';
import { m } from '@/i18n';
import { changeSinceOpen, createSessionOpens, formatChange, type Direction } from '../model/session-change';
import * as s from './markets.css';

/** The session's opening prices: kept for the page's life, so leaving /trading and coming back keeps them. */
export const sessionOpens = createSessionOpens();

const arrows: Record<Direction, string> = { up: '\u25B2', down: '\u25BC', flat: '\u2013' };
const words: Record<Direction, string> = {
  up: m.markets.up,
  down: m.markets.down,
  flat: m.markets.unchanged,
};

const selectPrice = (tick: { price: number } | undefined) => tick?.price;

interface RowProps {
  asset: Asset;
  selected: boolean;
  onSelect: (assetId: number) => void;
}

const MarketRow = memo(function MarketRow({ asset, selected, onSelect }: RowProps) {
  const price = usePrice(asset.id, undefined, selectPrice);
  const change = price === undefined ? null : changeSinceOpen(sessionOpens.openOf(asset.id, price), price);
  return (
    <li>
      <button
        type="button"
        className={s.row}
        aria-pressed={selected}
        onClick={() => onSelect(asset.id)}
        data-asset-id={asset.id}
      >
        <span className={s.instrument}>
          <span className={s.symbol}>{asset.symbol}</span>
          <span className={s.name}>{asset.name}</span>
        </span>
        <span className={s.figures}>
          {price === undefined || change === null ? (
            <span className={s.noPrice}>{m.markets.noPrice}</span>
          ) : (
            <>
              <span className={s.price} data-testid="market-price">
                <span className="sr-only">{m.markets.price} </span>
                {formatPrice(price, asset.digits)}
              </span>
              <span className={s.change[change.direction]}>
                <span aria-hidden="true">{arrows[change.direction]} </span>
                <span className="sr-only">
                  {m.markets.change}: {words[change.direction]}{' '}
                </span>
                {formatChange(change)}
              </span>
            </>
          )}
        </span>
      </button>
    </li>
  );
});

export function Markets({
  assets,
  selectedId,
  onSelect,
}: {
  assets: readonly Asset[];
  selectedId: number | undefined;
  onSelect: (assetId: number) => void;
}) {
  const headingId = useId();
  const feed = usePriceFeedStatus();
  // The site data's prices fill the book until the feed's first tick (seed never overwrites a live one).
  useEffect(() => priceStore.seed(assets), [assets]);
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
      {assets.length === 0 ? (
        <p>{m.markets.empty}</p>
      ) : (
        <ul className={s.list} aria-label={m.markets.listLabel}>
          {assets.map((asset) => (
            <MarketRow key={asset.id} asset={asset} selected={asset.id === selectedId} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </section>
  );
}
