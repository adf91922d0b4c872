/**
 * What an alert is made of, in the form that sets one and the one that changes it: whether the price
 * goes above or below, on the bid or the ask (said which, with where it stands now), and the price,
 * judged as the server judges it (model/alert-price.ts).
 */
import { useId } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import type { AlertDirection, AlertSide, AssetName } from '@contract';
import { formatPrice } from '@contract/rules/format';
import { watchedAlertPrice } from '@contract/rules/price-alerts';
import { usePrice } from '@/lib/prices';
import { m } from '@/i18n';
import { checkAlertPrice, type AlertPriceProblem } from '../model/alert-price';
import * as s from './alerts.css';

const a = m.alerts;

export interface AlertTerms {
  side: AlertSide;
  direction: AlertDirection;
  price: string;
}

export function alertPriceMessage(problem: AlertPriceProblem, terms: AlertTerms, digits: number): string {
  switch (problem.kind) {
    case 'empty':
      return a.errors.empty;
    case 'invalid':
      return a.errors.invalid;
    case 'too-precise':
      return a.errors.tooPrecise(problem.digits);
    case 'wrong-side':
      return a.errors.wrongSide(
        terms.direction,
        a.sidesInText[terms.side],
        formatPrice(problem.watched, digits),
      );
  }
}

/** The typed terms judged at the price of this moment. */
export const checkTerms = (
  terms: AlertTerms,
  asset: AssetName,
  quote: { bid: number; ask: number } | undefined,
) =>
  checkAlertPrice(terms.price, { side: terms.side, direction: terms.direction, digits: asset.digits }, quote);

/** The watched price now, under the price field: what the alert's price is set against. */
function PriceNow({ asset, side }: { asset: AssetName; side: AlertSide }) {
  const tick = usePrice(asset.id);
  if (!tick) return null;
  return <>{a.priceNow(a.sidesInText[side], formatPrice(watchedAlertPrice(side, tick), asset.digits))}</>;
}

export function AlertFields({
  asset,
  terms,
  error,
  onChange,
}: {
  asset: AssetName;
  terms: AlertTerms;
  error: string | undefined;
  onChange: (terms: AlertTerms, field: keyof AlertTerms) => void;
}) {
  const name = useId();
  return (
    <>
      <div className={s.choices}>
        <RadioGroup
          legend={a.direction}
          name={`${name}-direction`}
          options={(['above', 'below'] as const).map((value) => ({ value, label: a.directions[value] }))}
          value={terms.direction}
          onChange={(direction) => onChange({ ...terms, direction }, 'direction')}
        />
        <RadioGroup
          legend={a.side}
          name={`${name}-side`}
          options={(['bid', 'ask'] as const).map((value) => ({ value, label: a.sides[value] }))}
          value={terms.side}
          onChange={(side) => onChange({ ...terms, side }, 'side')}
        />
      </div>
      <TextField
        label={a.price}
        name="price"
        inputMode="decimal"
        autoComplete="off"
        value={terms.price}
        onChange={(event) => onChange({ ...terms, price: event.target.value }, 'price')}
        error={error}
        hint={<PriceNow asset={asset} side={terms.side} />}
      />
    </>
  );
}
