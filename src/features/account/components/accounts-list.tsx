/**
 * The customer's trading accounts, live and demo, each with its own funds in its currency. One is the
 * chosen account (`selectedAccountIndex`); choosing another makes it so for every screen. A demo
 * account can be reset to its starting balance, after a confirmation that says what is lost.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { AccountTypeBadge } from '@/components/ui/account-type-badge';
import { QueryView } from '@/components/ui/query-view';
import { Button } from '@/components/ui/button';
import { Muted } from '@/components/ui/page';
import type { AccountOverview } from '@contract';
import { m } from '@/i18n';
import { isApiError } from '@/lib/api';
import { accountsQuery, resetDemoAccount, writeAccount } from '../api/accounts';
import { amountText } from '@contract/rules/format';
import * as s from './account.css';

const t = m.account.accounts;

/**
 * The demo account's reset: a first press asks, and says what goes; only the second sends. The
 * outcome is told in the card, in a live region, and the focus stays on a control that is still there.
 */
function DemoReset({ account, onReset }: { account: AccountOverview; onReset: (accountId: string) => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmId = useId();
  const reset = useMutation({
    mutationFn: () => resetDemoAccount(account.account_id),
    networkMode: 'always',
    onSuccess: (started) => {
      setAsking(false);
      setDone(true);
      onReset(account.account_id);
      writeAccount(queryClient, started);
    },
  });
  // The confirmation held the focus and is gone: it goes back to the button that asked.
  useEffect(() => {
    if (done) askRef.current?.focus();
  }, [done]);
  const failure =
    reset.error && isApiError(reset.error) && reset.error.status < 500 ? reset.error.message : t.resetFailed;
  return (
    <div className={s.reset}>
      {!asking && (
        <Button
          ref={askRef}
          size="sm"
          variant="secondary"
          onClick={() => {
            setDone(false);
            reset.reset();
            setAsking(true);
          }}
        >
          {t.reset}
        </Button>
      )}
      {asking && (
        <div role="group" aria-labelledby={confirmId} className={s.confirm}>
          <p id={confirmId} className={s.confirmText}>
            {t.resetConfirm(
              account.account_id,
              amountText(account.starting_balance ?? '0', account.currency),
            )}
          </p>
          <div className={s.confirmActions}>
            <Button
              size="sm"
              variant="danger"
              busy={reset.isPending}
              onClick={() => reset.mutate()}
              autoFocus
            >
              {t.resetConfirmButton}
            </Button>
            <Button size="sm" variant="secondary" disabled={reset.isPending} onClick={() => setAsking(false)}>
              {t.resetCancel}
            </Button>
          </div>
        </div>
      )}
      <div role="status" aria-live="polite">
        {done && <p className={s.activeNote}>{t.resetDone(account.account_id)}</p>}
      </div>
      {reset.isError && <Alert variant="destructive" description={failure} />}
    </div>
  );
}

export function AccountsList({
  selected,
  onSelect,
  onReset,
}: {
  selected: number;
  onSelect: (index: number) => void;
  /** Told once a demo account was reset, so the screens drop what they showed of its trades. */
  onReset: (accountId: string) => void;
}) {
  const query = useQuery(accountsQuery());
  return (
    <QueryView query={query} loading={t.loading} failed={t.failed}>
      {(accounts) => {
        if (accounts.length === 0) return <Muted>{t.empty}</Muted>;
        // An index past the list stands for the first account, as on every other screen.
        const chosen = accounts[selected] ? selected : 0;
        return (
          <ul className={s.cards} aria-label={t.listLabel}>
            {accounts.map((account, index) => {
              const active = index === chosen;
              return (
                <li key={account.id} className={s.card} aria-current={active ? 'true' : undefined}>
                  <div className={s.cardHead}>
                    <span className={s.cardTitle}>{account.account_id}</span>
                    <AccountTypeBadge type={account.type} />
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
                  {account.type === 'demo' && <DemoReset account={account} onReset={onReset} />}
                </li>
              );
            })}
          </ul>
        );
      }}
    </QueryView>
  );
}
