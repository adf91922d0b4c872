/**
 * The dashboard's 'While you were away': what the server did to the customer's positions and orders
 * and the money that moved while no app of theirs was open, until they dismiss it. Every figure is the
 * server's (GET /user/away), each in its account's currency.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { showToast } from '@/components/ui/toast';
import { amountText, formatDateTime, formatSignedMoney } from '@contract/rules/format';
import { minorOf } from '@contract/rules/money';
import type { AwayAccount, AwaySummary as Summary } from '@contract';
import { m } from '@/i18n';
import { awayQuery, dismissAway } from '../api/away';
import * as s from './away-summary.css';

const t = m.account.away;

function accountLines(account: AwayAccount): string[] {
  const money = (amount: string) => formatSignedMoney(minorOf(amount), account.currency);
  const lines = account.closed.map(({ reason, count }) =>
    t.closed(count, m.trading.trades.closeReason[reason]),
  );
  if (minorOf(account.realised_pnl) !== 0n) lines.push(t.realisedPnl(money(account.realised_pnl)));
  if (minorOf(account.costs) !== 0n) lines.push(t.costs(money(account.costs)));
  if (minorOf(account.payments) !== 0n) lines.push(t.payments(money(account.payments)));
  for (const ended of ['filled', 'expired', 'refused'] as const) {
    const count = account.orders[ended];
    if (count > 0) lines.push(t.orders[ended](count));
  }
  return lines;
}

function SummaryList({ summary }: { summary: Summary }) {
  return (
    <ul className={s.list} aria-label={t.listLabel}>
      {summary.accounts.map((account) => (
        <li key={account.account_id}>
          <strong>{t.account(m.account.accounts.type[account.type], account.account_id)}</strong>
          <ul className={s.lines}>
            {accountLines(account).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
      {summary.payments.map((payment) => (
        <li key={`${payment.kind}-${payment.decided_at}-${payment.amount}`}>
          {t.paymentLine(
            t.payment[payment.kind],
            amountText(payment.amount, payment.currency),
            m.payments.status[payment.status],
          )}
        </li>
      ))}
    </ul>
  );
}

export function AwaySummary() {
  const queryClient = useQueryClient();
  const { data: summary } = useQuery(awayQuery());
  if (!summary) return null;
  const dismiss = () =>
    void dismissAway(queryClient).catch(() =>
      showToast({ variant: 'destructive', description: t.dismissFailed }),
    );
  return (
    <Alert title={t.title} description={t.since(formatDateTime(new Date(summary.since)))} onClose={dismiss}>
      <SummaryList summary={summary} />
    </Alert>
  );
}
