import type { DepositStatus, WithdrawalStatus } from '@contract';
import { m } from '@/i18n';
import * as s from './payments.css';

export function StatusBadge({ status }: { status: DepositStatus | WithdrawalStatus }) {
  return <span className={s.badge[status]}>{m.payments.status[status]}</span>;
}
