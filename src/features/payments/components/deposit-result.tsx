import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import type { Deposit } from '@contract';
import { m } from '@/i18n';
import { amountText } from '@contract/rules/format';
import { StatusBadge } from './status-badge';
import * as s from './payments.css';

/** What happened to a deposit just sent: pending, approved or declined (with the reason). */
export function DepositResult({
  deposit,
  title,
  onAgain,
  againLabel,
}: {
  deposit: Deposit;
  title: string;
  onAgain: () => void;
  againLabel: string;
}) {
  const help = m.payments.statusHelp[deposit.status];
  return (
    <Card>
      <div className={s.stack} role="status">
        <h2 className={s.sectionTitle}>
          {title} <StatusBadge status={deposit.status} />
        </h2>
        <p className={s.big}>{amountText(deposit.amount, deposit.currency)}</p>
        <p className={s.muted}>{deposit.status === 'declined' && deposit.reason ? deposit.reason : help}</p>
        <div className={s.actions}>
          <Button variant="secondary" onClick={onAgain}>
            {againLabel}
          </Button>
        </div>
      </div>
    </Card>
  );
}
