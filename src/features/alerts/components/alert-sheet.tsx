/**
 * 'Alert me': the small form a market's row and the chart open, over the page. It says what it will
 * do ('Alert me when EUR/USD goes above …'), on the bid or the ask, prefilled with the watched price
 * of the moment it opened. It offers no more than the server accepts: past the most active alerts a
 * customer may keep, it says so instead of sending.
 */
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { toast } from '@/components/ui/toast';
import type { AssetName } from '@contract';
import { MAX_ACTIVE_ALERTS, mayAddAlert, watchedAlertPrice } from '@contract/rules/price-alerts';
import { priceStore } from '@/lib/prices';
import { m } from '@/i18n';
import { writePriceAlert } from '../api/alert-cache';
import { createPriceAlert, priceAlertsQuery } from '../api/price-alerts';
import { alertName } from '../model/alert-name';
import { AlertFields, alertPriceMessage, checkTerms, type AlertTerms } from './alert-fields';
import * as s from './alerts.css';

const a = m.alerts;

export function AlertSheet({
  assetId,
  onClose,
  instruments,
}: {
  /** The instrument to set an alert on; null while the sheet is closed. */
  assetId: number | null;
  onClose: () => void;
  instruments: ReadonlyMap<number, AssetName>;
}) {
  const asset = assetId === null ? undefined : instruments.get(assetId);
  return (
    <Drawer open={asset !== undefined} onClose={onClose} label={a.title} placement="sheet">
      {/* Another instrument starts a fresh form. */}
      {asset && <AlertForm key={asset.id} asset={asset} onDone={onClose} />}
    </Drawer>
  );
}

/** The watched price now, as the field shows a price: on the instrument's digits. */
const priceNowText = (asset: AssetName, side: AlertTerms['side']) => {
  const tick = priceStore.get(asset.id);
  return tick ? watchedAlertPrice(side, tick).toFixed(asset.digits) : '';
};

function AlertForm({ asset, onDone }: { asset: AssetName; onDone: () => void }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [terms, setTerms] = useState<AlertTerms>(() => ({
    side: 'bid',
    direction: 'above',
    price: priceNowText(asset, 'bid'),
  }));
  // The price follows the side chosen until the customer types one of their own.
  const [typed, setTyped] = useState(false);
  // Read again at each opening: what counts is how many are active now, wherever they were set.
  const alerts = useQuery({ ...priceAlertsQuery(), refetchOnMount: 'always' });
  const active = alerts.data?.filter((alert) => alert.status === 'active').length ?? 0;
  const full = !mayAddAlert(active);
  const form = useFormSubmit({
    fields: ['price'] as const,
    validate: () => {
      const checked = checkTerms(terms, asset, priceStore.get(asset.id));
      return { price: checked.ok ? undefined : alertPriceMessage(checked.problem, terms, asset.digits) };
    },
    send: () => {
      const checked = checkTerms(terms, asset, undefined);
      if (!checked.ok) throw new Error('Checked before sending');
      return createPriceAlert({
        asset_id: asset.id,
        side: terms.side,
        direction: terms.direction,
        price: checked.price,
      });
    },
    onSuccess: (alert) => {
      writePriceAlert(queryClient, alert);
      toast.success(a.wasSet(alertName(alert, asset)), { key: `price-alert-${alert.id}` });
      onDone();
    },
    fallback: a.setFailed,
  });
  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={s.title}>
        {a.formTitle(asset.symbol, terms.direction)}
      </h2>
      <AlertFields
        asset={asset}
        terms={terms}
        error={form.fieldErrors.price}
        onChange={(next, field) => {
          if (field === 'price') setTyped(true);
          const followed =
            field === 'side' && !typed ? { ...next, price: priceNowText(asset, next.side) } : next;
          setTerms(followed);
          form.clearFieldError('price');
        }}
      />
      {full && <Alert variant="warning" description={a.limit(MAX_ACTIVE_ALERTS)} />}
      <div className={s.actions}>
        <Button type="submit" busy={form.busy} disabled={full}>
          {a.set}
        </Button>
      </div>
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
    </form>
  );
}
