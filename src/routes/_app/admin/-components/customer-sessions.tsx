/**
 * The customer's signed-in devices in the desk's customer panel, and 'End all sessions' (confirmed
 * first): every device of the customer is back at its login page, told support ended the session.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/components/ui/toast';
import { deviceName } from '@/features/account/components/sessions';
import { customerSessionsQuery, endCustomerSessions } from '@/features/chat/api/customer-sessions';
import { messageOf } from '@/lib/api';
import { formatRecent } from '@contract/rules/format';
import { m } from '@/i18n';
import * as s from './customer-details.css';

const t = m.security.customerSessions;

export function CustomerSessions({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(customerSessionsQuery(customerId));
  const [confirming, setConfirming] = useState(false);
  const end = useMutation({
    mutationFn: () => endCustomerSessions(queryClient, customerId),
    onSuccess: (ended) => {
      setConfirming(false);
      toast.success(t.ended(ended), { key: 'customer-sessions' });
    },
    onError: (error) => toast.error(messageOf(error, t.endFailed), { key: 'customer-sessions' }),
  });
  return (
    <section aria-labelledby="customer-sessions-title" className={s.section}>
      <h3 id="customer-sessions-title" className={s.title}>
        {t.title}
      </h3>
      <QueryView query={query} loading={t.loading} failed={t.failed}>
        {(sessions) =>
          sessions.length === 0 ? (
            <p className={s.state}>{t.none}</p>
          ) : (
            <>
              <ul className={s.list}>
                {sessions.map((session) => (
                  <li key={session.id} className={s.row}>
                    <span className={s.value}>{deviceName(session)}</span>
                    <span className={s.label}>
                      {session.address} · {t.lastActive(formatRecent(new Date(session.last_active_at)))}
                    </span>
                  </li>
                ))}
              </ul>
              {confirming ? (
                <div className={s.state} role="group" aria-label={t.confirm}>
                  <span>{t.confirm}</span>
                  <Button size="sm" variant="danger" busy={end.isPending} onClick={() => end.mutate()}>
                    {t.confirmEnd}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={end.isPending}
                    onClick={() => setConfirming(false)}
                  >
                    {t.cancel}
                  </Button>
                </div>
              ) : (
                <div>
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
                    {t.endAll}
                  </Button>
                </div>
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
