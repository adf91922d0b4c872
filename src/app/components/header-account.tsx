import { Link } from '@tanstack/react-router';
import { AccountTypeBadge } from '@/components/ui/account-type-badge';
import { m } from '@/i18n';
import { useSelectedAccount } from './selected-account';
import * as s from '../pages/app-frame.css';

/**
 * The chosen trading account in the header of every screen: its Live or Demo badge and its number
 * where there is room. A phone's header keeps its room for the tenant's logo: there the demo badge
 * stays (practice money must never pass for real) and the live one gives way. It opens the accounts
 * page, where another is chosen.
 */
export function HeaderAccount() {
  const account = useSelectedAccount();
  if (!account) return null;
  // Named by what it shows (badge and number) and then what it does, so a voice user can say what
  // they see.
  return (
    <Link to="/main/accounts" className={`${s.headerAccount} ${s.headerAccountOf[account.type]}`}>
      <AccountTypeBadge type={account.type} /> <span className={s.accountId}>{account.account_id}</span>
      <span className="sr-only">{m.app.headerAccount.change}</span>
    </Link>
  );
}

/** Whether the chosen account is a demo: the frame marks every screen while it is. */
export const useDemoChosen = () => useSelectedAccount()?.type === 'demo';
