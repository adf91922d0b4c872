/**
 * The stop-loss and take-profit of an order or a position, each typed as a price or as a distance in
 * pips (points on an index) from the current price; beside each, where it must lie against that
 * price, or the price a distance stands for. `useStops` holds them and reads them the way the server will, at
 * the price of the moment it is called. The fields follow the price themselves, so a form holding
 * them does not re-render at every tick, and a stop the form found on the wrong side is judged again
 * at each price: its message quotes the price on screen, and goes once the stop is right.
 */
import { useState } from 'react';
import type { FieldsForm } from '@/components/form/use-form-submit';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import type { AssetName } from '@contract';
import { checkTrailing, type TrailingCheck } from '@contract/rules/costs';
import { formatPrice } from '@contract/rules/format';
import { pipUnitOf } from '@contract/rules/pips';
import { usePrice } from '@/lib/prices';
import { closingPrice } from '@contract/rules/valuation';
import { m } from '@/i18n';
import {
  checkStop,
  closingQuote,
  stopBelowPrice,
  type Side,
  type StopKind,
  type StopMode,
} from '../model/order-ticket';
import { stopMessage, trailingMessage } from './order-messages';
import * as s from './order-ticket.css';

const t = m.trading.ticket;

export type StopTexts = Record<StopKind, string>;
export const NO_STOPS: StopTexts = { stop_loss: '', take_profit: '' };

/**
 * A price as a field to change it starts with: the digits alone, as a customer types a price (the
 * check also reads '63,000.00'); empty for none.
 */
export const priceText = (value: number | null, digits: number) =>
  value === null ? '' : value.toFixed(digits);
const STOPS = ['stop_loss', 'take_profit'] as const;

/** What of an instrument its stops are judged with. */
export type StopInstrument = Pick<AssetName, 'id' | 'digits' | 'pip_size' | 'base_currency'>;

export interface StopTerms {
  side: Side;
  mode: StopMode;
  /**
   * The price the position closes at (a buy's bid, a sell's ask), or with `against: 'order'` a pending
   * order's own price; undefined while none is known.
   */
  price: number | undefined;
  against?: 'order' | undefined;
  digits: number;
  pipSize: number;
}

type StopErrors = Partial<Record<StopKind, string>>;

/** Both stops as prices (null for none), or the message beside each one that is wrong. */
export function checkStops(texts: StopTexts, { price, ...terms }: StopTerms) {
  const prices: Record<StopKind, number | null> = { stop_loss: null, take_profit: null };
  const errors: StopErrors = {};
  for (const stop of STOPS) {
    // With no price yet, a stop cannot be placed against one; an empty stop needs none.
    if (price === undefined) {
      if (texts[stop].trim() !== '') errors[stop] = t.noPrice;
      continue;
    }
    const checked = checkStop(texts[stop], { ...terms, stop, price });
    if (checked.ok) prices[stop] = checked.price;
    else errors[stop] = stopMessage(checked.problem, terms.digits);
  }
  return { prices, errors };
}

/**
 * A form's stops as the customer types them: how (a price or a distance), the texts, and the messages
 * the form's own check gave, which the fields judge again as the price moves (a message the server gave
 * stays as it came while the stop is still right at the price on screen). `check` reads them the way
 * the server will, at the terms of the moment it is called; `fields(form)` is StopFields' part, which
 * clears the form's message of a stop as it changes, and both when the way of typing them changes.
 */
export function useStops(initial: StopTexts = NO_STOPS) {
  const [mode, setMode] = useState<StopMode>('price');
  const [texts, setTexts] = useState(initial);
  const [own, setOwn] = useState<StopErrors>({});
  return {
    mode,
    texts,
    check: (terms: StopTerms) => {
      const checked = checkStops(texts, terms);
      setOwn(checked.errors);
      return checked;
    },
    fields: (form: FieldsForm<StopKind>) => ({
      mode,
      texts,
      own,
      errors: form.fieldErrors,
      onModeChange: (next: StopMode) => {
        setMode(next);
        setTexts(NO_STOPS);
        for (const stop of STOPS) form.clearFieldError(stop);
      },
      onChange: (stop: StopKind, text: string) => {
        setTexts((current) => ({ ...current, [stop]: text }));
        form.clearFieldError(stop);
      },
    }),
  };
}

/** What a stop field says below itself: its error at the price on screen, else where it must lie. */
function helpOf(stop: StopKind, text: string, terms: StopTerms, error: string | undefined, own: boolean) {
  if (terms.price === undefined) return { error, hint: undefined };
  const checked = text.trim() === '' ? undefined : checkStop(text, { ...terms, stop, price: terms.price });
  if (error !== undefined && checked && !checked.ok)
    return { error: stopMessage(checked.problem, terms.digits), hint: undefined };
  if (error !== undefined && !own) return { error, hint: undefined };
  if (terms.mode === 'pips' && checked?.ok && checked.price !== null)
    return { error: undefined, hint: t.stopAt(formatPrice(checked.price, terms.digits)) };
  return {
    error: undefined,
    hint: t.stopSide(
      stopBelowPrice(terms.side, stop),
      terms.against ?? closingQuote(terms.side),
      formatPrice(terms.price, terms.digits),
    ),
  };
}

export function StopFields({
  instrument,
  side,
  mode,
  texts,
  onChange,
  onModeChange,
  errors,
  own,
  orderPrice,
}: {
  /** The instrument whose price the stops are judged against. */
  instrument: StopInstrument;
  /**
   * A pending order's: its price once typed right (undefined until then), which its stops are judged
   * against instead of the live price.
   */
  orderPrice?: { price: number | undefined } | undefined;
  side: Side;
  mode: StopMode;
  texts: StopTexts;
  onChange: (stop: StopKind, text: string) => void;
  onModeChange: (mode: StopMode) => void;
  errors: Partial<Record<StopKind, string | undefined>>;
  /** The messages the form's own check gave (useStops). */
  own: StopErrors;
}) {
  // A stop is judged at the price the position closes at (a buy's bid, a sell's ask), as the server does.
  const live = usePrice(instrument.id, undefined, (tick) => tick && closingPrice(side, tick));
  const terms: StopTerms = {
    side,
    mode,
    price: orderPrice ? orderPrice.price : live,
    against: orderPrice ? 'order' : undefined,
    digits: instrument.digits,
    pipSize: instrument.pip_size,
  };
  const unit = pipUnitOf(instrument);
  const field = (stop: StopKind, label: string) => {
    const error = errors[stop];
    const help = helpOf(stop, texts[stop], terms, error, error !== undefined && error === own[stop]);
    return (
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
        error={help.error}
        hint={help.hint}
      />
    );
  };
  return (
    <>
      <RadioGroup
        legend={t.stopMode}
        name="stop-mode"
        options={[
          { value: 'price', label: t.byPrice },
          { value: 'pips', label: t.byDistance[unit] },
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

/** A typed trailing distance read by the server's rule, on the instrument given. */
export const checkTrailingOn = (typed: string, instrument: StopInstrument): TrailingCheck =>
  checkTrailing(typed, { pipSize: instrument.pip_size, digits: instrument.digits });

/** The message beside a trailing distance that cannot be kept, or undefined. */
export function trailingError(typed: string, instrument: StopInstrument): string | undefined {
  const checked = checkTrailingOn(typed, instrument);
  return checked.ok ? undefined : trailingMessage(checked.problem, instrument);
}

/**
 * The trailing stop of an order or a position: a distance in pips (points on an index) the server
 * keeps the stop-loss behind the price the position closes at, moving it only in the customer's favour.
 */
export function TrailingField({
  instrument,
  side,
  text,
  error,
  onChange,
}: {
  instrument: StopInstrument;
  side: Side;
  text: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      label={
        <>
          {t.trailingStop[pipUnitOf(instrument)]} <span className={s.subtitle}>{t.optional}</span>
        </>
      }
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={t.trailingHelp(closingQuote(side))}
    />
  );
}
