import type { AvailableFigure } from '@contract/rules/available';
import { formatMoney, formatSignedMoney } from '@contract/rules/format';
import { m } from '@/i18n';
import * as s from './available-breakdown.css';

/**
 * How an available figure is made (contract/rules/available.ts), beside the figure where a customer chooses
 * an amount: the equity, less the margin the open trades hold, the withdrawals still pending and what
 * the auto-trader may still use. A commitment of nothing is left out; the margin in use always shows,
 * since it says where the rest of the equity is.
 */
export function AvailableBreakdown({ figure, currency }: { figure: AvailableFigure; currency: string }) {
  const t = m.common.available;
  const less = (minor: bigint) => formatSignedMoney(-minor, currency);
  const rows: Array<[string, string]> = [
    [t.equity, formatMoney(figure.equity, currency)],
    [t.marginInUse, less(figure.marginInUse)],
  ];
  if (figure.pendingWithdrawals !== 0n) rows.push([t.pendingWithdrawals, less(figure.pendingWithdrawals)]);
  if (figure.autoTraderReserve !== 0n) rows.push([t.autoTraderReserve, less(figure.autoTraderReserve)]);
  // A named group around the list: a description list itself takes no name.
  return (
    <div role="group" aria-label={t.breakdown}>
      <dl className={s.parts}>
        {rows.map(([label, value]) => (
          <div key={label} className={s.part}>
            <dt className={s.label}>{label}</dt>
            <dd className={s.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
