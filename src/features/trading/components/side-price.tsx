/**
 * The price an order on one side fills at now, for the buttons and toggles that name a side: a buy
 * at the ask, a sell at the bid (contract/rules/valuation.ts). It follows its instrument's ticks by
 * itself, so the button around it does not re-render at each one, and fades once the price is stale.
 * It is left out of the control's name, which stays the side (and the instrument) whatever the tick:
 * the control is described by it instead (`id`).
 */
import { formatPrice } from '@contract/rules/format';
import { fillPrice, type Side } from '@contract/rules/valuation';
import { usePrice } from '@/lib/prices';
import { useIsStale } from '../hooks/use-clock';
import * as s from './side-price.css';

export function SidePrice({
  assetId,
  side,
  digits,
  id,
}: {
  assetId: number;
  side: Side;
  digits: number;
  /** What the control it sits in is described by (aria-describedby). */
  id: string;
}) {
  const price = usePrice(assetId, undefined, (tick) => tick && fillPrice(side, tick));
  const at = usePrice(assetId, undefined, (tick) => tick?.at);
  const stale = useIsStale(at);
  if (price === undefined) return null;
  return (
    <span
      id={id}
      aria-hidden="true"
      className={stale ? s.sidePrice.stale : s.sidePrice.fresh}
      data-testid={`${side}-price`}
    >
      {formatPrice(price, digits)}
    </span>
  );
}
