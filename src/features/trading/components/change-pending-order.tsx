/**
 * A pending order changed in place (pending-orders.tsx shows it on the order's row): its price, its
 * stops (judged against the new price, as the ticket judges a pending order's) and its expiry, each
 * filled in as they are now.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import type { AssetName, PendingOrder } from '@contract';
import { formatPrice } from '@contract/rules/format';
import { priceStore } from '@/lib/prices';
import { m } from '@/i18n';
import { writePendingOrder } from '../api/pending-order-cache';
import { changePendingOrder } from '../api/pending-orders';
import { checkOrderPrice } from '../model/order-ticket';
import { ExpiryFields, useExpiry } from './expiry-fields';
import { expiryMessage, orderPriceMessage } from './order-messages';
import { checkStops, priceText, StopFields, useStops } from './stop-fields';
import * as s from './trades.css';

const p = m.trading.pendingOrders;

export default function ChangeOrder({
  order,
  asset,
  name,
  onDone,
}: {
  order: PendingOrder;
  asset: AssetName;
  name: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { digits } = asset;
  const side = order.type.startsWith('buy') ? ('buy' as const) : ('sell' as const);
  const [text, setText] = useState(priceText(order.price, digits));
  const stops = useStops({
    stop_loss: priceText(order.stop_loss, digits),
    take_profit: priceText(order.take_profit, digits),
  });
  const expiry = useExpiry(order.expires_at);
  const check = () => checkOrderPrice(text, order.type, priceStore.get(order.asset_id), digits);
  // The stops are judged against the order's price as typed, once it is a number on its digits.
  const typed = checkOrderPrice(text, order.type, undefined, digits);
  const orderPrice = { price: typed.ok ? typed.price : undefined };
  const stopTerms = () => ({
    side,
    mode: stops.mode,
    price: orderPrice.price,
    against: 'order' as const,
    digits,
    pipSize: asset.pip_size,
  });
  const form = useFormSubmit({
    fields: ['price', 'stop_loss', 'take_profit', 'expires_at'] as const,
    validate: () => {
      const checked = check();
      const expires = expiry.check();
      return {
        price: checked.ok ? undefined : orderPriceMessage(checked.problem, digits),
        ...stops.check(stopTerms()).errors,
        expires_at: expires.ok ? undefined : expiryMessage(expires.problem),
      };
    },
    send: () => {
      const checked = check();
      const expires = expiry.check();
      if (!checked.ok || !expires.ok) throw new Error('Checked before sending');
      const { prices } = checkStops(stops.texts, stopTerms());
      return changePendingOrder(order.id, {
        price: checked.price,
        stop_loss: prices.stop_loss,
        take_profit: prices.take_profit,
        expires_at: expires.expiresAt,
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
      className={s.orderChange}
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
      <StopFields instrument={asset} side={side} orderPrice={orderPrice} {...stops.fields(form)} />
      <ExpiryFields {...expiry.fields(form)} />
      <div className={s.orderActions}>
        <Button size="sm" type="submit" busy={form.busy}>
          {p.save}
        </Button>
        <Button size="sm" variant="secondary" disabled={form.busy} onClick={onDone}>
          {p.back}
        </Button>
      </div>
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
    </form>
  );
}
