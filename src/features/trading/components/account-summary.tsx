/**
 * The account summary valued at live prices: it re-renders at most once per animation frame while
 * prices move (the price book coalesces ticks). The figures valued at prices (equity, margin, free
 * margin, margin level, P&L) are marked stale, and say what they are valued at, while any price they
 * use is older than 10 s.
 */
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import type { AssetName, Trade, TradingAccount } from '@contract';
import { formatMoney, formatPercent, formatSignedMoney } from '@contract/rules/format';
import { DEFAULT_CURRENCY } from '@contract/rules/money';
import { useAllPrices } from '@/lib/prices';
import { m } from '@/i18n';
import { rateLookup } from '@contract/rules/account-rate';
import { moneySummary, NO_FUNDS, type AccountFunds } from '@contract/rules/account-summary';
import { marginAlert } from '../model/margin-alert';
import { summaryValuedAt } from '@contract/rules/price-age';
import { useTradingSettings } from '../model/trading-settings';
import { useValuationNote } from '../hooks/use-clock';
import { useOpenTrades } from '../hooks/use-trade-lists';
import * as s from './summary.css';

const t = m.trading.summary;

export const formatMarginLevel = (level: number | null) =>
  level === null ? t.infinite : formatPercent(level);

interface Figure {
  label: string;
  value: string;
  /** Colours a P&L by its sign. */
  signed?: bigint;
  stale?: boolean;
}

function Tile({ label, value, signed, stale }: Figure) {
  const tone = signed === undefined || signed === 0n ? undefined : signed > 0n ? s.up : s.down;
  return (
    <div className={s.tile}>
      <dt className={s.label}>
        {label}
        {stale && <span className={s.staleTag}>{t.stale}</span>}
      </dt>
      <dd className={[s.value, tone, stale && s.staleValue].filter(Boolean).join(' ')}>{value}</dd>
    </div>
  );
}

function MarginBanner({ level }: { level: number | null }) {
  const settings = useTradingSettings();
  const alert = marginAlert(level, settings);
  if (!alert) return null;
  return alert === 'destructive' ? (
    <Alert
      variant="destructive"
      title={m.trading.margin.dangerTitle}
      description={m.trading.margin.danger(settings.marginDangerLevel)}
    />
  ) : (
    <Alert
      variant="warning"
      title={m.trading.margin.warningTitle}
      description={m.trading.margin.warning(settings.marginWarningLevel)}
    />
  );
}

interface SummaryProps {
  /** The chosen account; undefined until it is known. */
  account: TradingAccount | undefined;
  /** Its balance, credit and realised P&L (GET /accounts); undefined until they are known. */
  funds: AccountFunds | undefined;
  /** Every instrument: P&L and margin are converted to the account's currency at their pairs' prices. */
  instruments: ReadonlyMap<number, AssetName>;
  /** The broker's margin-call and stop-out levels (%), which its server enforces; unknown until the settings load. */
  riskLevels?: { marginCall: number; stopOut: number };
}

function LiveSummary({
  funds,
  openTrades,
  currency,
  instruments,
  serverAt,
}: Omit<SummaryProps, 'account'> & {
  currency: string;
  openTrades: readonly Trade[] | undefined;
  /** When the open trades, valued by the server, arrived (epoch ms). */
  serverAt: number;
}) {
  const prices = useAllPrices();
  const quoteOf = (assetId: number) => prices.get(assetId);
  const rateOf = rateLookup(instruments, currency, quoteOf);
  const summary = moneySummary({ funds: funds ?? NO_FUNDS, openTrades: openTrades ?? [], quoteOf, rateOf });
  const valuedAt = openTrades === undefined ? Infinity : summaryValuedAt(openTrades, quoteOf, rateOf);
  // Until every price it needs has arrived, the summary stands on the server's figures, as old as its
  // answer, and says so once that is stale like a price: a note for the second before the prices
  // arrive would push the page down under a restored scroll position.
  const byServer = valuedAt === null;
  const note = useValuationNote(byServer ? serverAt : valuedAt);
  const valuation = note !== undefined && byServer ? m.trading.valuation.byServer : note;
  const stale = valuation !== undefined;
  // Until the funds and the open trades are known, the figures that depend on them would be wrong:
  // say so.
  const hasFunds = funds !== undefined;
  const known = hasFunds && openTrades !== undefined;
  const money = (minor: bigint, shown = known) => (shown ? formatMoney(minor, currency) : t.unknown);
  const figures: Figure[] = [
    { label: t.balance, value: money(summary.balance, hasFunds) },
    { label: t.credit, value: money(summary.credit, hasFunds) },
    { label: t.equity, value: money(summary.equity), stale },
    { label: t.margin, value: money(summary.margin), stale },
    { label: t.freeMargin, value: money(summary.freeMargin), stale },
    {
      label: t.marginLevel,
      value: known ? formatMarginLevel(summary.marginLevel) : t.unknown,
      stale,
    },
    {
      label: t.pnl,
      value: known ? formatSignedMoney(summary.pnl, currency) : t.unknown,
      signed: known ? summary.pnl : undefined,
      stale,
    },
    {
      label: t.lifetimePnl,
      value: hasFunds ? formatSignedMoney(summary.lifetimePnl, currency) : t.unknown,
      signed: hasFunds ? summary.lifetimePnl : undefined,
    },
  ];
  return (
    <>
      {known && <MarginBanner level={summary.marginLevel} />}
      <dl className={s.grid}>
        {figures.map((figure) => (
          <Tile key={figure.label} {...figure} />
        ))}
      </dl>
      {valuation !== undefined && <p className={s.hint}>{t.staleHint(valuation)}</p>}
    </>
  );
}

/**
 * The summary section of the dashboard, with the margin-level banner above the figures: the chosen
 * account's, in its currency.
 */
export function AccountSummary({ account, funds, instruments, riskLevels }: SummaryProps) {
  const open = useOpenTrades(account?.account_id);
  const titleId = useId();
  return (
    <section className={s.wrap} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.title}>
        {t.title}
      </h2>
      <LiveSummary
        funds={funds}
        openTrades={open.data?.trades}
        serverAt={open.dataUpdatedAt}
        currency={account?.currency ?? DEFAULT_CURRENCY}
        instruments={instruments}
      />
      {riskLevels && (
        <p className={s.hint}>
          {t.riskLevels(formatPercent(riskLevels.marginCall), formatPercent(riskLevels.stopOut))}
        </p>
      )}
    </section>
  );
}
