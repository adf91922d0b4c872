import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AccountTypeBadge } from '@/components/ui/account-type-badge';
import { Icon } from '@/components/ui/icon';
import { usePopover } from '@/components/ui/use-popover';
import { selectAccount } from '@/session/model/session-store';
import { siteDataQuery } from '@/site/api/site-data';
import { m } from '@/i18n';
import { useSelectedAccount } from './selected-account';
import * as s from './header-account.css';

const t = m.app.headerAccount;

/**
 * The chosen trading account, a row of the header on every screen and at every width: "Live account
 * NW-100001" or, in the warning colours, "Demo account NW-900001 · Practice money", so practice money
 * never passes for real. A tap opens the switcher: the customer's accounts, one chosen for every
 * screen, and the accounts page. Memoised: the frame re-renders for every refreshed user (each
 * balance change), and this follows the chosen account alone.
 */
export const HeaderAccount = memo(function HeaderAccount() {
  const account = useSelectedAccount();
  const accounts = useQuery(siteDataQuery()).data?.accounts;
  const { open, setOpen, panelId, wrap } = usePopover();
  if (!account || !accounts) return null;
  const chosen = accounts.indexOf(account);
  return (
    <div className={s.barOf[account.type]} ref={wrap} data-account-type={account.type}>
      <button
        type="button"
        className={s.current}
        aria-expanded={open}
        aria-controls={panelId}
        // Its words first, as shown, so a voice user can say what they see; then what it does.
        aria-label={t.label(account.type, account.account_id)}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={s.name}>
          {t.name[account.type]} <span className={s.number}>{account.account_id}</span>
        </span>
        {account.type === 'demo' && <span className={s.practice}>{t.practice}</span>}
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div id={panelId} className={s.panel}>
          <ul className={s.list} aria-label={t.listLabel}>
            {accounts.map((candidate, i) => (
              <li key={candidate.account_id}>
                <button
                  type="button"
                  className={s.option}
                  aria-current={i === chosen ? 'true' : undefined}
                  onClick={() => {
                    selectAccount(i);
                    setOpen(false);
                  }}
                >
                  <AccountTypeBadge type={candidate.type} />
                  <span className={s.name}>
                    {t.name[candidate.type]} <span className={s.number}>{candidate.account_id}</span>
                  </span>
                  <span className={s.currency}>{candidate.currency}</span>
                </button>
              </li>
            ))}
          </ul>
          <Link to="/main/accounts" className={s.manage} onClick={() => setOpen(false)}>
            {t.manage}
          </Link>
        </div>
      )}
    </div>
  );
});
