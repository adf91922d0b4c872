/**
 * The account's pending orders ("Orders", beside its open and closed trades): each with its kind, the
 * instrument, the volume in lots, its price, the price it watches now (a buy's ask, a sell's bid) and
 * how far that is in pips (points on an index), its stops and expiry; its price, stops and expiry are
 * changed in place and it is cancelled with one button. A row follows its own instrument's price, not the list.
 */
import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/page';
import { QueryPending } from '@/components/ui/query-view';
import { toast } from '@/components/ui/toast';
import type { AssetName, PendingOrder, TradingAccount } from '@contract';
import { formatPrice } from '@contract/rules/format';
import { pipUnitOf } from '@contract/rules/pips';
import { distanceToOrder, watchedPrice } from '@contract/rules/pending-orders';
import { usePrice } from '@/lib/prices';
import { m } from '@/i18n';
import { writePendingOrder } from '../api/pending-order-cache';
import { cancelPendingOrder, pendingOrdersQuery } from '../api/pending-orders';
import { useTradesRefetchInterval } from '../hooks/use-trade-sync';
import { formatPips, positionVolumeText } from './order-messages';
import { FALLBACK_DIGITS, When } from './trade-rows';
import * as s from './trades.css';
import { reveal } from '@/lib/reveal';
import { afterPaint } from '@/lib/tasks';

const p = m.trading.pendingOrders;
const t = m.trading.trades;

/**
 * The form that changes an order in place: its code (the stops and expiry fields, the ticket's
 * checks) loads as the first Change is tapped, not with the list the dashboard starts with.
 */
const ChangeOrder = lazy(() => import('./change-pending-order'));

/** "Buy limit EUR/USD": how buttons and messages name an order. */
const orderName = (order: PendingOrder, asset: AssetName | undefined) =>
  `${p.types[order.type]} ${asset?.symbol ?? t.unknownAsset(order.asset_id)}`;

/** The chosen account's pending orders, kept live by `.order.updated` (hooks/use-trade-sync.ts). */
export function PendingOrders({
  assets,
  account,
  focus = false,
  onFocused,
}: {
  assets: ReadonlyMap<number, AssetName>;
  account: TradingAccount | undefined;
  /** A notice's link to the orders (`?show=orders`): the list is brought into view, its title focused, once loaded. */
  focus?: boolean;
  onFocused?: () => void;
}) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const refetchInterval = useTradesRefetchInterval();
  const query = useQuery({
    ...pendingOrdersQuery(account?.account_id ?? ''),
    enabled: account !== undefined,
    refetchInterval,
  });
  const orders = query.data;
  const loaded = orders !== undefined;
  useEffect(() => {
    if (!focus || !loaded) return;
    // Once drawn, as the screen's own arrival focus is: in the same commit (the orders already cached)
    // this runs first, and the screen's heading then leaves the focus where it is.
    return afterPaint(() => {
      if (!title.current) return;
      reveal(title.current, 'start');
      title.current.focus({ preventScroll: true });
      onFocused?.();
    });
  }, [focus, loaded, onFocused]);
  return (
    <section className={s.section} aria-labelledby={titleId} aria-busy={query.isFetching || undefined}>
      <h2 ref={title} id={titleId} className={s.sectionTitle} tabIndex={-1}>
        {p.title}
      </h2>
      {query.isError && (
        <Alert variant="destructive" description={p.failed}>
          <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {m.common.retry}
          </Button>
        </Alert>
      )}
      {query.isPending && !query.isError && account && <QueryPending query={query} loading={p.loading} />}
      {orders && orders.length === 0 && <Muted>{p.none}</Muted>}
      {orders && orders.length > 0 && (
        <ul className={s.list} aria-labelledby={titleId}>
          {orders.map((order) => (
            <PendingOrderRow key={order.id} order={order} asset={assets.get(order.asset_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={[s.priceItem, s.whole].join(' ')}>
      <dt className={s.priceLabel}>{label}</dt>
      <dd className={s.priceValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The price the order watches now and how far it is from the order's, following its instrument. */
function MarketDistance({ order, asset }: { order: PendingOrder; asset: AssetName | undefined }) {
  const tick = usePrice(order.asset_id);
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  const unknown = m.trading.summary.unknown;
  return (
    <>
      <Item label={p.market}>{tick ? formatPrice(watchedPrice(order.type, tick), digits) : unknown}</Item>
      <Item label={p.distance} testId="order-distance">
        {tick && asset
          ? p.distanceText[pipUnitOf(asset)](
              formatPips(distanceToOrder(order.type, order.price, tick), asset),
            )
          : unknown}
      </Item>
    </>
  );
}

const PendingOrderRow = memo(function PendingOrderRow({
  order,
  asset,
}: {
  order: PendingOrder;
  asset: AssetName | undefined;
}) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  const name = orderName(order, asset);
  const side = order.type.startsWith('buy') ? 'buy' : 'sell';
  const cancel = useFormSubmit({
    fields: [] as const,
    send: () => cancelPendingOrder(order.id),
    onSuccess: (cancelled) => {
      writePendingOrder(queryClient, cancelled);
      toast.success(p.cancelled(name), { key: `pending-order-${order.id}` });
    },
    fallback: p.cancelFailed,
  });
  return (
    <li className={s.orderRow} data-testid="pending-order">
      <div className={s.who}>
        <span className={s.instrument}>
          <span className={s.symbol}>{asset?.symbol ?? t.unknownAsset(order.asset_id)}</span>{' '}
          {asset && <span className={s.name}>{asset.name}</span>}
        </span>
        <span className={s.side[side]}>{p.types[order.type]}</span>
        <span className={s.volume}>{positionVolumeText(order.volume, asset)}</span>
      </div>
      <dl className={s.prices}>
        <Item label={p.price}>{formatPrice(order.price, digits)}</Item>
        <MarketDistance order={order} asset={asset} />
        {order.stop_loss !== null && <Item label={t.stopLoss}>{formatPrice(order.stop_loss, digits)}</Item>}
        {order.take_profit !== null && (
          <Item label={t.takeProfit}>{formatPrice(order.take_profit, digits)}</Item>
        )}
        <Item label={p.expires}>
          {order.expires_at === null ? p.goodTillCancelled : <When at={order.expires_at} />}
        </Item>
      </dl>
      {changing && asset ? (
        <Suspense fallback={<p role="status">{p.loadingChange}</p>}>
          <ChangeOrder order={order} asset={asset} name={name} onDone={() => setChanging(false)} />
        </Suspense>
      ) : (
        <form className={s.orderActions} onSubmit={cancel.onSubmit} ref={cancel.formRef} noValidate>
          {asset && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={p.changeLabel(name)}
              onClick={() => setChanging(true)}
            >
              {p.change}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            type="submit"
            busy={cancel.busy}
            aria-label={p.cancelLabel(name)}
          >
            {p.cancel}
          </Button>
          <FormError ref={cancel.errorRef} message={cancel.formError} onClose={cancel.dismissFormError} />
        </form>
      )}
    </li>
  );
});
