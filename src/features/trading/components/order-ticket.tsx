/**
 * The order ticket: the side (Buy with the ask it fills at, Sell with the bid), the volume in lots
 * (with the units they are and the instrument's limits), the leverage, optional stops as prices or
 * pips, and live as prices tick, the price the order fills at, the spread, the margin the order needs
 * and the free margin left after it (and after the spread it pays at once), what a pip of the volume
 * is worth and what the order makes at its stop-loss and take-profit, all in the account's currency;
 * then one button that says what it does ('Buy 0.10 lots EUR/USD'). What is sent is the units the
 * lots shown are. The order is a market order, or a limit or stop order that waits for its price (on
 * its side of the market, as the server judges it: contract/rules/pending-orders.ts), good till
 * cancelled or until a moment, its stops judged against that price ('Place buy limit 0.10 lots …').
 * A market that is closed or halted, or a device offline, says so and the button waits. The draft lives in this component
 * only: closing the ticket, or signing out, forgets it.
 *
 * Only the parts that show live figures follow the prices (TicketFigures, the stop fields): the form
 * itself re-renders when the customer types, not at every tick, so typing stays quick while 200
 * instruments tick. Its checks read the price of the moment they run.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { button } from '@/components/ui/button.css';
import { Drawer } from '@/components/ui/drawer';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import type { AssetName, TradingAccount } from '@contract';
import { formatMoney, formatPrice, formatSignedMoney } from '@contract/rules/format';
import { formatLots, outcomeAtMinor, pipUnitOf, pipValueMinor } from '@contract/rules/pips';
import { createIdempotencyKeys } from '@/lib/idempotency';
import type { AvailableFigure } from '@contract/rules/available';
import { leverageTermsOf, type LeverageTerms } from '@contract/rules/leverage';
import { priceStore, usePrice } from '@/lib/prices';
import { useStore } from '@/lib/store/store';
import { siteStore } from '@/site/model/site-store';
import { m } from '@/i18n';
import { placeOrder, type OrderInput } from '../api/orders';
import { writePendingOrder } from '../api/pending-order-cache';
import { placePendingOrder, type PendingOrderInput } from '../api/pending-orders';
import { writeTrade } from '../api/trade-cache';
import { useAccountRate } from '../hooks/use-account-rate';
import { useAvailable } from '../hooks/use-available';
import { useMarketNote, useTradeBlock } from '../hooks/use-market-note';
import type { AccountFunds } from '@contract/rules/account-summary';
import { valuedAt } from '@contract/rules/price-age';
import { closingPrice, fillPrice } from '@contract/rules/valuation';
import {
  checkLots,
  checkOrderPrice,
  defaultLeverage,
  entryPrice,
  freeMarginAfter,
  leverageChoices,
  requiredMarginMinor,
  spreadCostMinor,
  type OrderKind,
  type Side,
  type StopKind,
  type StopMode,
} from '../model/order-ticket';
import { spreadOf } from '../model/spread';
import { ExpiryFields, useExpiry } from './expiry-fields';
import { blockNote, chartNote } from './market-note';
import {
  expiryMessage,
  formatPips,
  lotsMessage,
  lotsText,
  orderPriceMessage,
  volumeText,
} from './order-messages';
import { SidePrice } from './side-price';
import { spreadText } from './spread-text';
import {
  checkStops,
  checkTrailingOn,
  StopFields,
  TrailingField,
  trailingError,
  useStops,
  type StopTexts,
} from './stop-fields';
import { ValuationNote } from './trade-rows';
import * as s from './order-ticket.css';

const t = m.trading.ticket;

const fields = [
  'volume',
  'leverage',
  'price',
  'expires_at',
  'stop_loss',
  'take_profit',
  'trailing_stop_pips',
] as const;
const p = m.trading.pendingOrders;

/** Under the leverage, what caps it below the instrument's own most: the account, or the retail rules. */
function leverageHint({ max, limit }: LeverageTerms, asset: AssetName): string | undefined {
  if (limit === 'account') return t.leverageCapped(max);
  if (limit === 'retail' && asset.leverage_class) return t.retailLeverageCapped(max, asset.leverage_class);
  return undefined;
}

/** What opens a ticket: an instrument and the side the customer pressed. */
export interface TicketRequest {
  assetId: number;
  side: Side;
}

interface TicketProps {
  /** The chosen account, which the order is placed on; undefined while it loads. */
  account: TradingAccount | undefined;
  /** Its balance, credit and realised P&L, for the free margin; undefined while they load. */
  funds: AccountFunds | undefined;
  /** Every instrument by id: the order's own, and the pairs its margin is converted at. */
  instruments: ReadonlyMap<number, AssetName>;
}

/** The ticket in its sheet (bottom on a phone, a side panel wider); nothing is drawn while closed. */
export function OrderTicketSheet({
  request,
  onClose,
  ...props
}: TicketProps & { request: TicketRequest | null; onClose: () => void }) {
  const asset = request ? props.instruments.get(request.assetId) : undefined;
  return (
    <Drawer
      open={request !== null && asset !== undefined}
      onClose={onClose}
      label={t.label}
      placement="sheet"
    >
      {request && asset && (
        // A ticket for another instrument or side starts a fresh draft.
        <OrderTicket
          key={`${request.assetId}-${request.side}`}
          asset={asset}
          initialSide={request.side}
          onDone={onClose}
          {...props}
        />
      )}
    </Drawer>
  );
}

export function OrderTicket({
  asset,
  initialSide,
  account,
  funds,
  instruments,
  onDone,
}: TicketProps & { asset: AssetName; initialSide: Side; onDone: () => void }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const waitId = useId();
  const priceId = useId();
  const [side, setSide] = useState<Side>(initialSide);
  const [volume, setVolume] = useState(formatLots(asset.min_volume, asset.contract_size) ?? '');
  // The server's own rule, with the tenant's retail caps: what is offered is what it accepts.
  const retailCaps = useStore(siteStore, (st) => st.settings?.retail_leverage_caps);
  const lossShare = useStore(siteStore, (st) => st.settings?.retail_loss_percent);
  const leverageTerms = leverageTermsOf(asset, account, retailCaps);
  const maxLeverage = leverageTerms.max;
  const [leverageChoice, setLeverage] = useState(defaultLeverage(maxLeverage));
  // The account (and its cap) may arrive after the ticket opens: never more than it allows.
  const leverage = Math.min(leverageChoice, maxLeverage);
  const stops = useStops();
  const [trailing, setTrailing] = useState('');
  // A limit or stop order waits for its price, good till cancelled or until a moment.
  const [kind, setKind] = useState<OrderKind>('market');
  const [priceText, setPriceText] = useState('');
  const expiry = useExpiry();
  const pendingType = kind === 'market' ? undefined : (`${side}_${kind}` as const);
  // Its price as typed, judged at the price of the moment the check runs.
  const orderPriceCheck = () =>
    pendingType && checkOrderPrice(priceText, pendingType, priceStore.get(asset.id), asset.digits);
  // Where the stops are judged without a live price: the order's, once it is a number on its digits.
  const typedOrderPrice = pendingType && checkOrderPrice(priceText, pendingType, undefined, asset.digits);
  const orderPrice = typedOrderPrice && { price: typedOrderPrice.ok ? typedOrderPrice.price : undefined };
  // One key per order the customer means: kept while they retry this draft, new once it is placed or changed.
  const keys = useRef(createIdempotencyKeys());

  // Why the order waits (closed, halted, offline); the state may change while the ticket is open.
  const waiting = blockNote(useTradeBlock(asset), useMarketNote(asset, chartNote));
  const volumeCheck = checkLots(volume, asset);
  // The figures and the button that may offer Deposit read the same order, each on its own tick.
  const figureProps = {
    asset,
    account,
    funds,
    instruments,
    side,
    volume: volumeCheck.ok ? volumeCheck.volume : undefined,
    leverage,
  };
  // The stops are judged at the price the position closes at (a buy's bid, a sell's ask), or a pending
  // order's at its own price.
  const stopTerms = () => {
    const tick = priceStore.get(asset.id);
    return {
      side,
      mode: stops.mode,
      price: orderPrice ? orderPrice.price : tick && closingPrice(side, tick),
      against: orderPrice ? ('order' as const) : undefined,
      digits: asset.digits,
      pipSize: asset.pip_size,
    };
  };

  const form = useFormSubmit({
    fields,
    validate: () => {
      const checked = stops.check(stopTerms());
      const price = orderPriceCheck();
      const expires = expiry.check();
      return {
        volume: volumeCheck.ok ? undefined : lotsMessage(volumeCheck.problem, asset),
        price: price && !price.ok ? orderPriceMessage(price.problem, asset.digits) : undefined,
        expires_at: pendingType && !expires.ok ? expiryMessage(expires.problem) : undefined,
        ...checked.errors,
        // A pending order has no trailing stop: its field is not shown.
        trailing_stop_pips: pendingType ? undefined : trailingError(trailing, asset),
      };
    },
    send: async () => {
      if (!account) throw new Error(t.noAccount);
      if (!volumeCheck.ok) throw new Error('Checked before sending');
      const { prices } = checkStops(stops.texts, stopTerms());
      const price = orderPriceCheck();
      const expires = expiry.check();
      if (pendingType && price?.ok && expires.ok) {
        const input: PendingOrderInput = {
          account_id: account.account_id,
          asset_id: asset.id,
          type: pendingType,
          price: price.price,
          volume: volumeCheck.volume,
          leverage,
          stop_loss: prices.stop_loss,
          take_profit: prices.take_profit,
          expires_at: expires.expiresAt,
        };
        const key = keys.current.keyFor({ ...input, mode: stops.mode, stops: stops.texts, volume });
        const order = await placePendingOrder(input, key);
        keys.current.done();
        return { kind: 'order', order } as const;
      }
      const trailingChecked = checkTrailingOn(trailing, asset);
      const order: OrderInput = {
        account_id: account.account_id,
        asset_id: asset.id,
        side,
        volume: volumeCheck.volume,
        leverage,
        stop_loss: prices.stop_loss,
        take_profit: prices.take_profit,
        ...(trailingChecked.ok && trailingChecked.pips !== null
          ? { trailing_stop_pips: trailingChecked.pips }
          : {}),
      };
      // The key follows what the customer typed, not the stops a distance in pips gives at this tick: a
      // retry of the same ticket must be the same order to the server.
      const trade = await placeOrder(
        order,
        keys.current.keyFor({
          account: account.account_id,
          side,
          volume,
          leverage,
          mode: stops.mode,
          stops: stops.texts,
          trailing,
          asset: asset.id,
        }),
      );
      keys.current.done();
      return { kind: 'trade', trade } as const;
    },
    onSuccess: (placed) => {
      if (placed.kind === 'order') {
        const { order } = placed;
        toast.success(
          t.placed(
            p.types[order.type],
            lotsText(order.volume, asset),
            asset.symbol,
            formatPrice(order.price, asset.digits),
          ),
          { key: `pending-order-${order.id}` },
        );
        writePendingOrder(queryClient, order);
        onDone();
        return;
      }
      const { trade } = placed;
      toast.success(
        t.filled(
          trade.trade_type,
          lotsText(trade.volume, asset),
          asset.symbol,
          formatPrice(trade.opening_price, asset.digits),
        ),
        { key: `order-${trade.id}` },
      );
      // The answer is the position as the server holds it: its card shows now, in its account's list.
      writeTrade(queryClient, trade);
      onDone();
    },
    fallback: t.failed,
  });

  const volumeError = form.fieldErrors.volume;
  const submitLabel = !volumeCheck.ok
    ? t.submitIdle(side, asset.symbol)
    : pendingType
      ? t.submitPending(p.typesInText[pendingType], lotsText(volumeCheck.volume, asset), asset.symbol)
      : t.submit(side, lotsText(volumeCheck.volume, asset), asset.symbol);

  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate aria-labelledby={titleId}>
      <div className={s.head}>
        <h2 id={titleId} className={s.title}>
          {t.title(side, asset.symbol)}
        </h2>
        <p className={s.subtitle}>{asset.name}</p>
        {account && (
          // The account the order is placed on, in the header's words and colours: a demo order never
          // looks like a live one.
          <p className={s.account[account.type]}>{t.onAccount[account.type](account.account_id)}</p>
        )}
      </div>
      {waiting !== null && <Alert variant="warning" description={<span id={waitId}>{waiting}</span>} />}
      <fieldset className={s.sides}>
        <legend className="sr-only">{t.side}</legend>
        {(['buy', 'sell'] as const).map((option) => (
          <label key={option} className={s.side[option]}>
            <input
              type="radio"
              className={s.sideInput}
              name="side"
              aria-describedby={`${priceId}-${option}`}
              checked={side === option}
              onChange={() => {
                setSide(option);
                // The stops' sides turn with the order's: their old messages no longer hold.
                form.clearFieldError('stop_loss');
                form.clearFieldError('take_profit');
              }}
            />
            {option === 'buy' ? t.buy : t.sell}{' '}
            <SidePrice id={`${priceId}-${option}`} assetId={asset.id} side={option} digits={asset.digits} />
          </label>
        ))}
      </fieldset>
      <TicketFigures {...figureProps} />
      <RadioGroup
        legend={t.orderKind}
        name="order-kind"
        options={(['market', 'limit', 'stop'] as const).map((value) => ({
          value,
          label: t.orderKinds[value],
        }))}
        value={kind}
        onChange={(next) => {
          setKind(next);
          form.clearFieldError('price');
          form.clearFieldError('stop_loss');
          form.clearFieldError('take_profit');
        }}
      />
      {pendingType && (
        <>
          <TextField
            label={t.orderPrice}
            name="price"
            inputMode="decimal"
            autoComplete="off"
            value={priceText}
            onChange={(event) => {
              setPriceText(event.target.value);
              form.clearFieldError('price');
            }}
            error={form.fieldErrors.price}
            hint={t.orderPriceHelp[pendingType]}
          />
          <ExpiryFields {...expiry.fields(form)} />
        </>
      )}
      <TextField
        label={t.volume}
        name="volume"
        inputMode="decimal"
        autoComplete="off"
        value={volume}
        onChange={(event) => {
          setVolume(event.target.value);
          form.clearFieldError('volume');
        }}
        error={volumeError}
        hint={
          <>
            {volumeCheck.ok && asset.contract_size > 1 && (
              <span className={s.volumeUnits} data-testid="ticket-volume-units">
                {volumeText(volumeCheck.volume, asset)}
              </span>
            )}{' '}
            {t.volumeHelp(
              lotsText(asset.min_volume, asset),
              lotsText(asset.max_volume, asset),
              lotsText(asset.volume_step, asset),
            )}
          </>
        }
      />
      <Select
        label={t.leverage}
        options={leverageChoices(maxLeverage).map((choice) => ({
          value: String(choice),
          label: t.leverageOption(choice),
        }))}
        value={String(leverage)}
        onChange={(value) => {
          setLeverage(Number(value));
          form.clearFieldError('leverage');
        }}
        placeholder={t.leverage}
        hint={leverageHint(leverageTerms, asset)}
        error={form.fieldErrors.leverage}
      />
      <StopFields instrument={asset} side={side} orderPrice={orderPrice} {...stops.fields(form)} />
      {pendingType === undefined && (
        <TrailingField
          instrument={asset}
          side={side}
          text={trailing}
          error={form.fieldErrors.trailing_stop_pips}
          onChange={(text) => {
            setTrailing(text);
            form.clearFieldError('trailing_stop_pips');
          }}
        />
      )}
      <TicketRisk {...figureProps} side={side} mode={stops.mode} stops={stops.texts} />
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
      <TicketAction {...figureProps} onLeave={onDone} pending={pendingType !== undefined}>
        <Button
          type="submit"
          block
          busy={form.busy}
          disabled={waiting !== null || !account}
          aria-describedby={waiting !== null ? waitId : undefined}
        >
          {submitLabel}
        </Button>
      </TicketAction>
      {typeof lossShare === 'number' && <p className={s.lossShare}>{m.site.retailLossShare(lossShare)}</p>}
    </form>
  );
}

type FigureProps = TicketProps & {
  asset: AssetName;
  side: Side;
  volume: number | undefined;
  leverage: number;
};

/** What the free margin after leaves aside beyond the margin in use, when anything: its parts. */
function HeldBack({ figure, currency }: { figure: AvailableFigure; currency: string }) {
  const parts = [
    figure.pendingWithdrawals !== 0n &&
      t.pendingWithdrawals(formatMoney(figure.pendingWithdrawals, currency)),
    figure.autoTraderReserve !== 0n && t.autoTraderReserve(formatMoney(figure.autoTraderReserve, currency)),
  ].filter((part) => part !== false);
  return parts.length === 0 ? null : (
    <p className={s.heldBack} data-testid="ticket-held-back">
      {t.heldBack(parts)}
    </p>
  );
}

/**
 * What the ticket's figures are at this tick: the price the order fills at, the margin it needs and
 * the free margin left after it and the spread it pays, in the account's cents. What is left is counted as the server counts it
 * (contract/rules/available.ts): on the live account, less the withdrawals still pending and what the
 * auto-trader may still use, which the ticket then names.
 */
function useTicketFigures({ asset, account, funds, instruments, side, volume, leverage }: FigureProps) {
  const tick = usePrice(asset.id);
  const price = tick && fillPrice(side, tick);
  const rate = useAccountRate(instruments, asset.id, account?.currency ?? '');
  const available = useAvailable(account, funds, instruments);
  const order = volume === undefined ? undefined : { trade_type: side, volume, leverage };
  const required = order && tick && rate ? requiredMarginMinor(order, tick, rate.rate) : undefined;
  const spread = order && tick && rate ? spreadCostMinor(order, tick, rate.rate) : undefined;
  const after =
    required !== undefined && spread !== undefined && available !== undefined
      ? freeMarginAfter(available.available, required, spread)
      : undefined;
  return { tick, price, rate, required, after, available };
}

/**
 * The ticket's button, or, when the order needs more than the account's free margin (an empty
 * account's first order), the way to money instead of an order the server would refuse: Deposit for
 * the live account, the accounts page (where a demo is reset to its starting balance) for a demo.
 */
function TicketAction({
  children,
  onLeave,
  pending,
  ...props
}: FigureProps & { children: ReactNode; onLeave: () => void; pending: boolean }) {
  const { after } = useTicketFigures(props);
  const { account } = props;
  // A pending order holds no margin until it fills, when the server judges it: it may be placed.
  if (!account || pending || after === undefined || after >= 0n) return children;
  const live = account.type === 'live';
  return (
    <div className={s.noMoney}>
      <p className={s.note}>
        {live ? t.depositToTrade(account.account_id) : t.resetToTrade(account.account_id)}
      </p>
      <Link
        to={live ? '/main/deposit' : '/main/accounts'}
        className={button({ block: true })}
        onClick={onLeave}
      >
        {live ? t.deposit : t.resetDemo}
      </Link>
    </div>
  );
}

/**
 * The ticket's live figures: the price, the margin the order needs and the free margin left after it,
 * in the account's currency. They follow every tick; the form around them does not.
 */
function TicketFigures(props: FigureProps) {
  const { asset, account } = props;
  const { tick, price, rate, required, after, available } = useTicketFigures(props);
  const currency = account?.currency ?? '';
  const money = (minor: bigint | undefined) =>
    minor === undefined ? m.trading.summary.unknown : formatMoney(minor, currency);
  return (
    <>
      <dl className={s.figures} aria-live="off">
        <dt className={s.figureLabel}>{t.price}</dt>
        <dd className={s.figureValue} data-testid="ticket-price">
          {price === undefined ? t.noPrice : formatPrice(price, asset.digits)}
        </dd>
        {tick && (
          <>
            <dt className={s.figureLabel}>{t.spread}</dt>
            <dd className={s.figureValue} data-testid="ticket-spread">
              {spreadText(spreadOf(tick, asset))}
            </dd>
          </>
        )}
        <dt className={s.figureLabel}>{t.requiredMargin}</dt>
        <dd className={s.figureValue} data-testid="ticket-margin">
          {money(required)}
        </dd>
        <dt className={s.figureLabel}>{t.freeMarginAfter}</dt>
        <dd
          className={[s.figureValue, after !== undefined && after < 0n ? s.negative : ''].join(' ')}
          data-testid="ticket-free-margin"
        >
          {money(after)}
        </dd>
      </dl>
      {available && <HeldBack figure={available} currency={currency} />}
      {price !== undefined && <ValuationNote at={valuedAt(tick, rate)} />}
    </>
  );
}

/**
 * What the order stands to make, live in the account's currency: a pip's (point's) worth of its
 * volume, and, for each stop that is right at the price on screen, what a close there makes (the
 * amount at risk at the stop-loss, to gain at the take-profit) and how many pips away it is.
 */
function TicketRisk({
  side,
  mode,
  stops,
  ...props
}: FigureProps & { side: Side; mode: StopMode; stops: StopTexts }) {
  const { asset, account, instruments, volume } = props;
  const tick = usePrice(asset.id);
  // The order fills at its entry price (a buy's ask); its stops are placed from, and judged at, the
  // price it closes at (a buy's bid), as the order sends them: what it makes at a stop counts the spread.
  const price = entryPrice(side, tick);
  const closing = tick && closingPrice(side, tick);
  const currency = account?.currency ?? '';
  const rate = useAccountRate(instruments, asset.id, currency)?.rate;
  if (volume === undefined || !account) return null;
  const unit = pipUnitOf(asset);
  const levels =
    closing === undefined
      ? undefined
      : checkStops(stops, { side, mode, price: closing, digits: asset.digits, pipSize: asset.pip_size })
          .prices;
  const outcome = (stop: StopKind, label: string) => {
    const level = levels?.[stop];
    if (level === undefined || level === null || price === undefined || rate === undefined) return null;
    const made = outcomeAtMinor({ trade_type: side, opening_price: price, volume }, level, rate);
    return (
      <>
        <dt className={s.figureLabel}>{label}</dt>
        <dd
          className={[s.figureValue, made < 0n ? s.negative : made > 0n ? s.up : ''].join(' ')}
          data-testid={`ticket-at-${stop}`}
        >
          {formatSignedMoney(made, currency)}{' '}
          <span className={s.subtitle}>{t.stopDistance[unit](formatPips(level - price, asset))}</span>
        </dd>
      </>
    );
  };
  return (
    <dl className={s.figures} aria-live="off" data-testid="ticket-risk">
      <dt className={s.figureLabel}>{t.pipValue[unit]}</dt>
      <dd className={s.figureValue} data-testid="ticket-pip-value">
        {rate === undefined
          ? m.trading.summary.unknown
          : formatMoney(pipValueMinor(volume, asset.pip_size, rate), currency)}
      </dd>
      {outcome('stop_loss', t.atStopLoss)}
      {outcome('take_profit', t.atTakeProfit)}
    </dl>
  );
}
