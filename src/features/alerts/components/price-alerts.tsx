/**
 * The customer's price alerts (/main/alerts): the active ones, each changed in place or deleted, and
 * those that went off, with when and at what price. Kept live by `.alert.updated`
 * (hooks/use-alert-sync.ts): one going off moves from the first list to the second as it happens.
 */
import { memo, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/page';
import { QueryPending } from '@/components/ui/query-view';
import { toast } from '@/components/ui/toast';
import type { AssetName, PriceAlert } from '@contract';
import { formatDateTime, formatPrice } from '@contract/rules/format';
import { priceStore } from '@/lib/prices';
import { m } from '@/i18n';
import { writePriceAlert } from '../api/alert-cache';
import { changePriceAlert, deletePriceAlert, priceAlertsQuery } from '../api/price-alerts';
import { alertName, digitsOf } from '../model/alert-name';
import { AlertFields, alertPriceMessage, checkTerms, type AlertTerms } from './alert-fields';
import * as s from './alerts.css';

const a = m.alerts;

export function PriceAlerts({ assets }: { assets: ReadonlyMap<number, AssetName> }) {
  const activeId = useId();
  const triggeredId = useId();
  const query = useQuery(priceAlertsQuery());
  const alerts = query.data;
  const active = alerts?.filter((alert) => alert.status === 'active') ?? [];
  const triggered = alerts?.filter((alert) => alert.status === 'triggered') ?? [];
  return (
    <div className={s.section} aria-busy={query.isFetching || undefined}>
      {query.isError && (
        <Alert variant="destructive" description={a.failed}>
          <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {m.common.retry}
          </Button>
        </Alert>
      )}
      {query.isPending && !query.isError && <QueryPending query={query} loading={a.loading} />}
      {alerts && (
        <>
          <section className={s.section} aria-labelledby={activeId}>
            <h2 id={activeId} className={s.sectionTitle}>
              {a.activeTitle}
            </h2>
            {active.length === 0 ? (
              <Muted>{a.none}</Muted>
            ) : (
              <ul className={s.list} aria-labelledby={activeId} data-testid="active-alerts">
                {active.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} asset={assets.get(alert.asset_id)} />
                ))}
              </ul>
            )}
          </section>
          <section className={s.section} aria-labelledby={triggeredId}>
            <h2 id={triggeredId} className={s.sectionTitle}>
              {a.triggeredTitle}
            </h2>
            {triggered.length === 0 ? (
              <Muted>{a.noneTriggered}</Muted>
            ) : (
              <ul className={s.list} aria-labelledby={triggeredId} data-testid="triggered-alerts">
                {triggered.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} asset={assets.get(alert.asset_id)} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** When a triggered alert went off and the watched price that reached it. */
function WentOff({ alert, asset }: { alert: PriceAlert; asset: AssetName | undefined }) {
  if (alert.triggered_at === null || alert.triggered_price === null) return null;
  const at = <time dateTime={alert.triggered_at}>{formatDateTime(new Date(alert.triggered_at))}</time>;
  const price = formatPrice(alert.triggered_price, digitsOf(asset));
  return (
    <p className={s.detail}>
      {a.wentOffAt} {at} {a.atPrice(price)}
    </p>
  );
}

const AlertRow = memo(function AlertRow({
  alert,
  asset,
}: {
  alert: PriceAlert;
  asset: AssetName | undefined;
}) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const name = alertName(alert, asset);
  const remove = useFormSubmit({
    fields: [] as const,
    send: () => deletePriceAlert(alert.id),
    onSuccess: (deleted) => {
      writePriceAlert(queryClient, deleted, true);
      toast.success(a.removed(name), { key: `price-alert-${alert.id}` });
    },
    fallback: a.removeFailed,
  });
  return (
    <li className={s.row} data-testid="price-alert">
      <span className={s.name}>{name}</span>
      {asset && asset.name !== asset.symbol && <span className={s.detail}>{asset.name}</span>}
      <WentOff alert={alert} asset={asset} />
      {changing && asset ? (
        <ChangeAlert alert={alert} asset={asset} name={name} onDone={() => setChanging(false)} />
      ) : (
        <form className={s.actions} onSubmit={remove.onSubmit} ref={remove.formRef} noValidate>
          {alert.status === 'active' && asset && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={a.changeLabel(name)}
              onClick={() => setChanging(true)}
            >
              {a.change}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            type="submit"
            busy={remove.busy}
            aria-label={a.removeLabel(name)}
          >
            {a.remove}
          </Button>
          <FormError ref={remove.errorRef} message={remove.formError} onClose={remove.dismissFormError} />
        </form>
      )}
    </li>
  );
});

/** An active alert changed in place: its direction, side and price, judged as a new one's are. */
function ChangeAlert({
  alert,
  asset,
  name,
  onDone,
}: {
  alert: PriceAlert;
  asset: AssetName;
  name: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState<AlertTerms>({
    side: alert.side,
    direction: alert.direction,
    price: alert.price.toFixed(asset.digits),
  });
  const form = useFormSubmit({
    fields: ['price'] as const,
    validate: () => {
      const checked = checkTerms(terms, asset, priceStore.get(asset.id));
      return { price: checked.ok ? undefined : alertPriceMessage(checked.problem, terms, asset.digits) };
    },
    send: () => {
      const checked = checkTerms(terms, asset, undefined);
      if (!checked.ok) throw new Error('Checked before sending');
      return changePriceAlert(alert.id, {
        side: terms.side,
        direction: terms.direction,
        price: checked.price,
      });
    },
    onSuccess: (changed) => {
      writePriceAlert(queryClient, changed);
      toast.success(a.changed(alertName(changed, asset)), { key: `price-alert-${alert.id}` });
      onDone();
    },
    fallback: a.changeFailed,
  });
  return (
    <form
      ref={form.formRef}
      className={s.form}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={a.changeLabel(name)}
    >
      <AlertFields
        asset={asset}
        terms={terms}
        error={form.fieldErrors.price}
        onChange={(next) => {
          setTerms(next);
          form.clearFieldError('price');
        }}
      />
      <div className={s.actions}>
        <Button size="sm" type="submit" busy={form.busy}>
          {a.save}
        </Button>
        <Button size="sm" variant="secondary" disabled={form.busy} onClick={onDone}>
          {a.back}
        </Button>
      </div>
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
    </form>
  );
}
