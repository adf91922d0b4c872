/**
 * An open position in full: its instrument, side, volume (in lots with the units beside them, as the
 * ticket writes it), the auto-trader's strategy when it opened it, when and at what it opened, the
 * current price, its stops and trailing stop (the stop-loss moving as the server moves it), the swap
 * and commission it was charged so far, and its P&L in the account's currency, live, without those
 * costs and with them. From here it is closed, in whole or in part (typed in lots, sent as the units
 * they are), after a confirmation that shows the P&L the close is expected to realise (a close cannot
 * be undone), or its stops and trailing stop are changed with the same fields as the order ticket.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import type { AssetName, Trade } from '@contract';
import { pnlWithCostsMinor } from '@contract/rules/costs';
import { formatPrice, formatSignedMoney, formatVolume } from '@contract/rules/format';
import { minorOfNumber } from '@contract/rules/money';
import { pipUnitOf } from '@contract/rules/pips';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { priceStore, usePrice } from '@/lib/prices';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { m } from '@/i18n';
import { tradingKeys } from '../api/keys';
import { changeStops, closePosition } from '../api/orders';
import { writeTrade } from '../api/trade-cache';
import { useAccountRate } from '../hooks/use-account-rate';
import { useMarketNote, useTradeBlock } from '../hooks/use-market-note';
import { serverPnlMinor, tradePnlMinor } from '@contract/rules/account-summary';
import { checkCloseLots, closePnlMinor } from '../model/order-ticket';
import { valuedAt } from '@contract/rules/price-age';
import { closingPrice } from '@contract/rules/valuation';
import { blockNote, chartNote } from './market-note';
import { positionLotsText, positionVolumeText, volumeMessage } from './order-messages';
import {
  checkStops,
  checkTrailingOn,
  priceText,
  StopFields,
  TrailingField,
  trailingError,
  useStops,
  type StopInstrument,
} from './stop-fields';
import { FALLBACK_DIGITS, Pnl, StrategyMark, ValuationNote, When } from './trade-rows';
import * as s from './order-ticket.css';

const t = m.trading.position;

const UNLISTED: Pick<AssetName, 'market'> = { market: { state: 'open', next_open: null } };

interface DetailProps {
  /** The position as the open list has it now; undefined once it left the list (closed). */
  trade: Trade | undefined;
  asset: AssetName | undefined;
  currency: string;
  instruments: ReadonlyMap<number, AssetName>;
}

type Step =
  { kind: 'view' } | { kind: 'close' } | { kind: 'confirm'; volume: number | undefined } | { kind: 'stops' };

export function PositionDetail({
  trade,
  asset,
  currency,
  instruments,
  onClosed,
}: DetailProps & { onClosed: () => void }) {
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'view' });
  if (!trade) return <p>{t.gone}</p>;
  const digits = asset?.digits ?? FALLBACK_DIGITS;
  const symbol = asset?.symbol ?? m.trading.trades.unknownAsset(trade.asset_id);
  return (
    <section className={s.form} aria-labelledby={titleId}>
      <div className={s.head}>
        <h2 id={titleId} className={s.title}>
          {symbol} <span className={s.subtitle}>{m.trading.trades.side[trade.trade_type]}</span>
        </h2>
        {asset && <p className={s.subtitle}>{asset.name}</p>}
      </div>
      <Figures trade={trade} asset={asset} digits={digits} currency={currency} instruments={instruments} />
      {step.kind === 'view' && (
        <div className={s.actions}>
          <Button variant="danger" onClick={() => setStep({ kind: 'close' })}>
            {t.close}
          </Button>
          <Button variant="secondary" onClick={() => setStep({ kind: 'stops' })}>
            {t.changeStops}
          </Button>
        </div>
      )}
      {(step.kind === 'close' || step.kind === 'confirm') && (
        <CloseForm
          trade={trade}
          asset={asset}
          symbol={symbol}
          currency={currency}
          instruments={instruments}
          confirming={step.kind === 'confirm' ? step : null}
          onReview={(volume) => setStep({ kind: 'confirm', volume })}
          onBack={() => setStep(step.kind === 'confirm' ? { kind: 'close' } : { kind: 'view' })}
          onDone={(whole) => (whole ? onClosed() : setStep({ kind: 'view' }))}
        />
      )}
      {step.kind === 'stops' && (
        <StopsForm
          trade={trade}
          instrument={asset ?? unlistedInstrument(trade.asset_id)}
          symbol={symbol}
          onDone={() => setStep({ kind: 'view' })}
        />
      )}
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={s.figureLabel}>{label}</dt>
      <dd className={s.figureValue}>{children}</dd>
    </>
  );
}

function Figures({
  trade,
  asset,
  digits,
  currency,
  instruments,
}: {
  trade: Trade;
  asset: AssetName | undefined;
  digits: number;
  currency: string;
  instruments: ReadonlyMap<number, AssetName>;
}) {
  const tick = usePrice(trade.asset_id);
  // What the position is valued at: the price it would close at now (a buy's bid, a sell's ask).
  const price = tick && closingPrice(trade.trade_type, tick);
  const rate = useAccountRate(instruments, trade.asset_id, currency);
  const pnl = tick && rate ? tradePnlMinor(trade, tick, rate.rate) : serverPnlMinor(trade);
  const stop = (value: number | null) => (value === null ? t.none : formatPrice(value, digits));
  const trailing = trade.trailing_stop_pips ?? null;
  const money = (amount: number | undefined) => formatSignedMoney(minorOfNumber(amount ?? 0), currency);
  return (
    <dl className={s.figures}>
      <Figure label={t.side}>{m.trading.trades.side[trade.trade_type]}</Figure>
      <Figure label={t.volume}>{positionVolumeText(trade.volume, asset)}</Figure>
      <Figure label={t.leverage}>{m.trading.ticket.leverageOption(trade.leverage)}</Figure>
      {trade.strategy && (
        <Figure label={t.openedBy}>
          <StrategyMark trade={trade} />
        </Figure>
      )}
      <Figure label={t.openedAt}>
        <When at={trade.opened_at} />
      </Figure>
      <Figure label={t.openingPrice}>{formatPrice(trade.opening_price, digits)}</Figure>
      <Figure label={t.currentPrice}>
        {price === undefined ? m.trading.summary.unknown : formatPrice(price, digits)}
      </Figure>
      <Figure label={t.stopLoss}>{stop(trade.stop_loss)}</Figure>
      <Figure label={t.takeProfit}>{stop(trade.take_profit)}</Figure>
      <Figure label={t.trailingStop}>
        {trailing === null
          ? t.none
          : m.trading.ticket.stopDistance[pipUnitOf(asset ?? {})](formatVolume(trailing))}
      </Figure>
      <Figure label={t.swap}>{money(trade.swap)}</Figure>
      <Figure label={t.commission}>{money(trade.commission)}</Figure>
      <Figure label={t.pnl}>
        <Pnl minor={pnl} currency={currency} /> <ValuationNote at={valuedAt(tick, rate)} />
      </Figure>
      <Figure label={t.pnlWithCosts}>
        <Pnl minor={pnlWithCostsMinor(pnl, trade)} currency={currency} />
      </Figure>
    </dl>
  );
}

function CloseForm({
  trade,
  asset,
  symbol,
  currency,
  instruments,
  confirming,
  onReview,
  onBack,
  onDone,
}: {
  trade: Trade;
  asset: AssetName | undefined;
  symbol: string;
  currency: string;
  instruments: ReadonlyMap<number, AssetName>;
  confirming: { volume: number | undefined } | null;
  onReview: (volume: number | undefined) => void;
  onBack: () => void;
  onDone: (whole: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [volume, setVolume] = useState('');
  // One key per close the customer confirms: a retry of the same close is the same close.
  const keys = useRef(createIdempotencyKeys());
  const tick = usePrice(trade.asset_id);
  const rate = useAccountRate(instruments, trade.asset_id, currency);
  // An instrument /data no longer lists closes whole, typed in units: its lot is not known.
  const terms = asset ?? {
    min_volume: trade.volume,
    max_volume: trade.volume,
    volume_step: trade.volume,
    contract_size: 1,
  };
  // An instrument /data no longer lists has no market to show: the server alone says if it trades.
  // Offline, or with its market closed or halted, the close waits and says why.
  const waiting = blockNote(
    useTradeBlock(asset ?? UNLISTED),
    useMarketNote(asset ?? UNLISTED, asset ? chartNote : () => null),
  );
  const confirmId = useId();
  const waitId = useId();
  const digits = asset?.digits ?? FALLBACK_DIGITS;

  const form = useFormSubmit({
    fields: ['volume'] as const,
    validate: () => {
      const checked = checkCloseLots(volume, trade.volume, terms);
      return { volume: checked.ok ? undefined : volumeMessage(checked.problem, trade.volume, asset) };
    },
    send: async () => {
      const part = confirming?.volume;
      const body = part === undefined ? {} : { volume: part };
      const closed = await closePosition(trade.id, body, keys.current.keyFor({ trade: trade.id, ...body }));
      keys.current.done();
      return closed;
    },
    onSuccess: (closed) => {
      toast.success(
        t.closed(
          positionLotsText(closed.volume, asset),
          symbol,
          formatPrice(closed.closing_price ?? trade.opening_price, digits),
          formatSignedMoney(serverPnlMinor(closed), currency),
        ),
        { key: `close-${trade.id}` },
      );
      // The closed part joins the history and, closed whole, the position leaves the open list. Closed
      // in part, the rest keeps the position's id with a volume the answer does not say: that list
      // alone is asked again.
      writeTrade(queryClient, closed);
      const whole = closed.id === trade.id;
      if (!whole) {
        void queryClient.invalidateQueries({ queryKey: tradingKeys.tradeList('open', trade.account_id) });
      }
      onDone(whole);
    },
    onError: () => {
      // Back to the volume, drawn with the refusal, so the focus can go to what it names.
      if (confirming) onBack();
    },
    fallback: t.closeFailed,
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const checked = checkCloseLots(volume, trade.volume, terms);
    if (checked.ok) onReview(checked.volume);
  };

  if (confirming) {
    const closing = confirming.volume ?? trade.volume;
    const shown = positionLotsText(closing, asset);
    const expected = tick && rate ? closePnlMinor(trade, confirming.volume, tick, rate.rate) : undefined;
    return (
      <div className={s.form} role="group" aria-labelledby={confirmId}>
        <h3 id={confirmId} className={s.title}>
          {t.confirmTitle}
        </h3>
        <p>{t.confirmText(shown, symbol)}</p>
        <dl className={s.figures}>
          <Figure label={t.volume}>{positionVolumeText(closing, asset)}</Figure>
          <Figure label={t.expectedPnl}>
            {expected === undefined ? (
              m.trading.summary.unknown
            ) : (
              <>
                <Pnl minor={expected} currency={currency} /> <ValuationNote at={valuedAt(tick, rate)} />
              </>
            )}
          </Figure>
        </dl>
        <p className={s.subtitle}>{t.expectedHelp}</p>
        {waiting !== null && <Alert variant="warning" description={<span id={waitId}>{waiting}</span>} />}
        <div className={s.actions}>
          <Button
            variant="danger"
            busy={form.busy}
            disabled={waiting !== null}
            aria-describedby={waiting !== null ? waitId : undefined}
            onClick={() => void form.send()}
          >
            {t.confirmClose(shown, symbol)}
          </Button>
          <Button variant="secondary" disabled={form.busy} onClick={onBack}>
            {t.back}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form ref={form.formRef} className={s.form} onSubmit={review} noValidate>
      <TextField
        label={asset ? t.closeVolume : t.closeVolumeUnits}
        inputMode="decimal"
        autoComplete="off"
        value={volume}
        onChange={(event) => {
          setVolume(event.target.value);
          form.clearFieldError('volume');
        }}
        error={form.fieldErrors.volume}
        hint={t.closeHelp(positionVolumeText(trade.volume, asset))}
      />
      {waiting !== null && <Alert variant="warning" description={waiting} />}
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
      <div className={s.actions}>
        <Button type="submit" variant="danger">
          {t.reviewClose}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * What the stops of a position on an instrument /data no longer lists are judged with: the digits its
 * prices are shown with, and points of 1 (the price field is the one that matters then).
 */
const unlistedInstrument = (id: number): StopInstrument => ({ id, digits: FALLBACK_DIGITS, pip_size: 1 });

function StopsForm({
  trade,
  instrument,
  symbol,
  onDone,
}: {
  trade: Trade;
  instrument: StopInstrument;
  symbol: string;
  onDone: () => void;
}) {
  const digits = instrument.digits;
  const queryClient = useQueryClient();
  // Offline the change could not reach the server: it waits, and says why.
  const offline = !useBrowserOnline();
  const waitId = useId();
  const stops = useStops({
    stop_loss: priceText(trade.stop_loss, digits),
    take_profit: priceText(trade.take_profit, digits),
  });
  const [trailing, setTrailing] = useState(
    trade.trailing_stop_pips === undefined || trade.trailing_stop_pips === null
      ? ''
      : String(trade.trailing_stop_pips),
  );
  // The stops are judged at the price of the moment they are checked, the one the position closes at.
  const terms = () => {
    const tick = priceStore.get(trade.asset_id);
    return {
      side: trade.trade_type,
      mode: stops.mode,
      price: tick && closingPrice(trade.trade_type, tick),
      digits,
      pipSize: instrument.pip_size,
    };
  };
  const form = useFormSubmit({
    fields: ['stop_loss', 'take_profit', 'trailing_stop_pips'] as const,
    validate: () => ({
      ...stops.check(terms()).errors,
      trailing_stop_pips: trailingError(trailing, instrument),
    }),
    send: () => {
      const checked = checkTrailingOn(trailing, instrument);
      return changeStops(trade.id, {
        ...checkStops(stops.texts, terms()).prices,
        trailing_stop_pips: checked.ok ? checked.pips : null,
      });
    },
    onSuccess: (changed) => {
      toast.success(t.stopsSaved(symbol), { key: `stops-${trade.id}` });
      writeTrade(queryClient, changed);
      onDone();
    },
    fallback: t.stopsFailed,
  });
  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate>
      <StopFields instrument={instrument} side={trade.trade_type} {...stops.fields(form)} />
      <TrailingField
        instrument={instrument}
        side={trade.trade_type}
        text={trailing}
        error={form.fieldErrors.trailing_stop_pips}
        onChange={(text) => {
          setTrailing(text);
          form.clearFieldError('trailing_stop_pips');
        }}
      />
      {offline && <Alert variant="warning" description={<span id={waitId}>{m.markets.offline}</span>} />}
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
      <div className={s.actions}>
        <Button
          type="submit"
          busy={form.busy}
          disabled={offline}
          aria-describedby={offline ? waitId : undefined}
        >
          {t.saveStops}
        </Button>
        <Button variant="secondary" disabled={form.busy} onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
