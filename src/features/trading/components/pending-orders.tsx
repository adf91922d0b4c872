/**
 * The account's pending orders ("Orders", beside its open and closed trades): each with its kind, the
 * instrument, the volume in lots, its price, the price it watches now (a buy's ask, a sell's bid) and
 * how far that is in pips (points on an index), its stops and expiry; its price is changed in place
 * and it is cancelled with one button. A row follows its own instrument's price, not the list.
 */
import { memo, useId, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/page';
import { QueryPending } from '@/components/ui/query-view';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import type { AssetName, PendingOrder, TradingAccount } from '@contract';
import { formatPrice } from '@contract/rules/format';
import { pipUnitOf } from '@contract/rules/pips';
import { distanceToOrder, watchedPrice } from '@contract/rules/pending-orders';
import { priceStore, usePrice } from '@/lib/prices';
import { m } from '@/i18n';
import { writePendingOrder } from '../api/pending-order-cache';
import { cancelPendingOrder, changePendingOrder, pendingOrdersQuery } from '../api/pending-orders';
import { useTradesRefetchInterval } from '../hooks/use-trade-sync';
import { checkOrderPrice } from '../model/order-ticket';
import { formatPips, orderPriceMessage, positionVolumeText } from './order-messages';
import { FALLBACK_DIGITS, When } from './trade-rows';
import * as s from './trades.css';

const p = m.trading.pendingOrders;
const t = m.trading.trades;

/** "Buy limit EUR/USD": how buttons and messages name an order. */
const orderName = (order: PendingOrder, asset: AssetName | undefined) =>
  `${p.types[order.type]} ${asset?.symbol ?? t.unknownAsset(order.asset_id)}`;

/** The chosen account's pending orders, kept live by `.order.updated` (hooks/use-trade-sync.ts). */
export function PendingOrders({
  assets,
  account,
}: {
  assets: ReadonlyMap<number, AssetName>;
  account: TradingAccount | undefined;
}) {
  const titleId = useId();
  const refetchInterval = useTradesRefetchInterval();
  const query = useQuery({
    ...pendingOrdersQuery(account?.account_id ?? ''),
    enabled: account !== undefined,
    refetchInterval,
  });
  const orders = query.data;
  return (
    <section className={s.section} aria-labelledby={titleId} aria-busy={query.isFetching || undefined}>
      <h2 id={titleId} className={s.sectionTitle}>
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
      {changing ? (
        <ChangePrice order={order} asset={asset} name={name} onDone={() => setChanging(false)} />
      ) : (
        <form className={s.orderActions} onSubmit={cancel.onSubmit} ref={cancel.formRef} noValidate>
          <Button
            size="sm"
            variant="secondary"
            aria-label={p.changeLabel(name)}
            onClick={() => setChanging(true)}
          >
            {p.change}
          </Button>
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

/** A new price for the order, its stops and expiry kept as they are. */
function ChangePrice({
  order,
  asset,
  name,
  onDone,
}: {
  order: PendingOrder;
  asset: AssetName | undefined;
  name: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  const [text, setText] = useState(formatPrice(order.price, digits).replace(/,/g, ''));
  const check = () => checkOrderPrice(text, order.type, priceStore.get(order.asset_id), digits);
  const form = useFormSubmit({
    fields: ['price'] as const,
    validate: () => {
      const checked = check();
      return { price: checked.ok ? undefined : orderPriceMessage(checked.problem, digits) };
    },
    send: () => {
      const checked = check();
      if (!checked.ok) throw new Error('Checked before sending');
      return changePendingOrder(order.id, {
        price: checked.price,
        stop_loss: order.stop_loss,
        take_profit: order.take_profit,
        expires_at: order.expires_at,
      });
    },
    onSuccess: (changed) => {
      writePendingOrder(queryClient, changed);
      toast.success(p.changed(name, formatPrice(changed.price, digits)), {
        key: `pending-order-${order.id}`,
      });
      onDone();
    },
    fallback: p.changeFailed,
  });
  return (
    <form
      ref={form.formRef}
      className={s.orderActions}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={p.changeLabel(name)}
    >
      <TextField
        label={p.newPrice}
        name="price"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          form.clearFieldError('price');
        }}
        error={form.fieldErrors.price}
      />
      <Button size="sm" type="submit" busy={form.busy}>
        {p.save}
      </Button>
      <Button size="sm" variant="secondary" disabled={form.busy} onClick={onDone}>
        {p.back}
      </Button>
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
    </form>
  );
}
