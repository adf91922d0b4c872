import type { TradingAccount } from '@contract';
import { m } from '@/i18n';
import * as s from './account-type-badge.css';

/** 'Live' or 'Demo', the same pill wherever an account is named. */
export function AccountTypeBadge({ type }: { type: TradingAccount['type'] }) {
  return <span className={s.badge[type]}>{m.account.accounts.type[type]}</span>;
}
