/**
 * The account summary valued at live prices: it re-renders at most once per animation frame while
 * prices move (the price book coalesces ticks). Equity, free margin and margin level are marked
 * stale while any open trade's price is older than 10 s.
 */
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import type { AssetName, Trade, User } from '@/lib/contract';
import { formatMoney, formatPercent, formatSignedMoney } from '@/lib/format';
import { useAllPrices } from '@/lib/prices';
import { m } from '@/i18n';
import { rateLookup } from '../model/account-rate';
import { moneySummary } from '../model/account-summary';
import { marginAlert } from '../model/margin-alert';
import { summaryIsStale } from '../model/price-age';
import { useTradingSettings } from '../model/trading-settings';
import { useClock } from '../hooks/use-clock';
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

type SummaryUser = Pick<User, 'balance' | 'credit_balance' | 'lifetime_pnl'>;

interface SummaryProps {
  user: SummaryUser;
  currency: string;
  /** Every instrument: P&L and margin are converted to `currency` at their pairs' prices. */
  instruments: ReadonlyMap<number, AssetName>;
}

function LiveSummary({
  user,
  openTrades,
  currency,
  instruments,
}: SummaryProps & { openTrades: readonly Trade[] | undefined }) {
  const prices = useAllPrices();
  const quoteOf = (assetId: number) => prices.get(assetId);
  const rateOf = rateLookup(instruments, currency, quoteOf);
  const summary = moneySummary({ user, openTrades: openTrades ?? [], quoteOf, rateOf });
  const stale = useClock(
    (now) => openTrades !== undefined && summaryIsStale(openTrades, quoteOf, rateOf, now),
  );
  // Until the open trades are known, the figures that depend on them would be wrong: say so.
  const known = openTrades !== undefined;
  const money = (minor: bigint) => (known ? formatMoney(minor, currency) : t.unknown);
  const figures: Figure[] = [
    { label: t.balance, value: formatMoney(summary.balance, currency) },
    { label: t.credit, value: formatMoney(summary.credit, currency) },
    { label: t.equity, value: money(summary.equity), stale },
    { label: t.margin, value: money(summary.margin) },
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
    },
    {
      label: t.lifetimePnl,
      value: formatSignedMoney(summary.lifetimePnl, currency),
      signed: summary.lifetimePnl,
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
      {stale && <p className={s.hint}>{t.staleHint}</p>}
    </>
  );
}

/**
 * The summary section of the dashboard, with the margin-level banner above the figures; money is
 * shown in `currency`, the account's.
 */
export function AccountSummary({ user, currency, instruments }: SummaryProps) {
  const open = useOpenTrades();
  const titleId = useId();
  return (
    <section className={s.wrap} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.title}>
        {t.title}
      </h2>
      <LiveSummary user={user} openTrades={open.data?.trades} currency={currency} instruments={instruments} />
    </section>
  );
}
