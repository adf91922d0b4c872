/**
 * The stop-loss and take-profit of an order or a position, each typed as a price or as a distance
 * from the current price; beside each, where it must lie against that price, or the price a distance
 * stands for. `checkStops` reads them the way the server will, at the price of the moment it is
 * called. The fields follow the price themselves, so a form holding them does not re-render at
 * every tick.
 */
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { formatPrice } from '@contract/rules/format';
import { usePrice } from '@/lib/prices';
import { closingPrice } from '@contract/rules/valuation';
import { m } from '@/i18n';
import { checkStop, stopBelowPrice, type Side, type StopKind, type StopMode } from '../model/order-ticket';
import { stopMessage } from './order-messages';
import * as s from './order-ticket.css';

const t = m.trading.ticket;

export type StopTexts = Record<StopKind, string>;
export const NO_STOPS: StopTexts = { stop_loss: '', take_profit: '' };

interface Terms {
  side: Side;
  mode: StopMode;
  /** The price the position closes at (a buy's bid, a sell's ask); undefined while none is known. */
  price: number | undefined;
  digits: number;
}

/** Both stops as prices (null for none), or the message beside each one that is wrong. */
export function checkStops(texts: StopTexts, { side, mode, price, digits }: Terms) {
  const prices: Record<StopKind, number | null> = { stop_loss: null, take_profit: null };
  const errors: Partial<Record<StopKind, string>> = {};
  for (const stop of ['stop_loss', 'take_profit'] as const) {
    // With no price yet, a stop cannot be placed against one; an empty stop needs none.
    if (price === undefined) {
      if (texts[stop].trim() !== '') errors[stop] = t.noPrice;
      continue;
    }
    const checked = checkStop(texts[stop], { side, stop, mode, price, digits });
    if (checked.ok) prices[stop] = checked.price;
    else errors[stop] = stopMessage(checked.problem, digits);
  }
  return { prices, errors };
}

/** What a stop field says below itself while it is not in error. */
function hintOf(stop: StopKind, text: string, terms: Terms): string | undefined {
  if (terms.price === undefined) return undefined;
  const quoted = formatPrice(terms.price, terms.digits);
  if (terms.mode === 'distance' && text.trim() !== '') {
    const checked = checkStop(text, { ...terms, stop, price: terms.price });
    if (checked.ok && checked.price !== null) return t.stopAt(formatPrice(checked.price, terms.digits));
  }
  return t.stopSide(stopBelowPrice(terms.side, stop), quoted);
}

export function StopFields({
  assetId,
  texts,
  onChange,
  onModeChange,
  errors,
  ...rest
}: Omit<Terms, 'price'> & {
  /** The instrument whose price the stops are judged against. */
  assetId: number;
  texts: StopTexts;
  onChange: (stop: StopKind, text: string) => void;
  onModeChange: (mode: StopMode) => void;
  errors: Partial<Record<StopKind, string | undefined>>;
}) {
  // A stop is judged at the price the position closes at (a buy's bid, a sell's ask), as the server does.
  const price = usePrice(assetId, undefined, (tick) => tick && closingPrice(rest.side, tick));
  const terms: Terms = { ...rest, price };
  const field = (stop: StopKind, label: string) => (
    <TextField
      label={
        <>
          {label} <span className={s.subtitle}>{t.optional}</span>
        </>
      }
      inputMode="decimal"
      autoComplete="off"
      value={texts[stop]}
      onChange={(event) => onChange(stop, event.target.value)}
      error={errors[stop]}
      hint={errors[stop] ? undefined : hintOf(stop, texts[stop], terms)}
    />
  );
  return (
    <>
      <RadioGroup
        legend={t.stopMode}
        name="stop-mode"
        options={[
          { value: 'price', label: t.byPrice },
          { value: 'distance', label: t.byDistance },
        ]}
        value={terms.mode}
        onChange={onModeChange}
      />
      <div className={s.stops}>
        {field('stop_loss', t.stopLoss)}
        {field('take_profit', t.takeProfit)}
      </div>
    </>
  );
}
