/**
 * The customer's trading accounts, live and demo: id, type, currency, balance and equity. One is
 * the active account (`selectedAccountIndex`); choosing another makes it so for every screen.
 */
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/page';
import { m } from '@/i18n';
import { accountsQuery } from '../api/accounts';
import { amountText } from '@/lib/format';
import * as s from './account.css';

const t = m.account.accounts;

export function AccountsList({
  selected,
  onSelect,
}: {
  selected: number;
  onSelect: (index: number) => void;
}) {
  const query = useQuery(accountsQuery());
  return (
    <QueryView query={query} loading={t.loading} failed={t.failed}>
      {(accounts) => {
        if (accounts.length === 0) return <Muted>{t.empty}</Muted>;
        return (
          <ul className={s.cards} aria-label={t.listLabel}>
            {accounts.map((account, index) => {
              const active = index === selected;
              return (
                <li key={account.id} className={s.card} aria-current={active ? 'true' : undefined}>
                  <div className={s.cardHead}>
                    <span className={s.cardTitle}>{account.account_id}</span>
                    <span className={s.badge[account.type]}>{t.type[account.type]}</span>
                  </div>
                  <dl className={s.figures}>
                    <div>
                      <dt>{t.balance}</dt>
                      <dd>{amountText(account.balance, account.currency)}</dd>
                    </div>
                    <div>
                      <dt>{t.equity}</dt>
                      <dd>{amountText(account.equity, account.currency)}</dd>
                    </div>
                    <div>
                      <dt>{t.currency}</dt>
                      <dd>{account.currency}</dd>
                    </div>
                  </dl>
                  {active ? (
                    <p className={s.activeNote}>{t.active}</p>
                  ) : (
                    <Button size="sm" variant="secondary" onClick={() => onSelect(index)}>
                      {t.use(account.account_id)}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        );
      }}
    </QueryView>
  );
}
