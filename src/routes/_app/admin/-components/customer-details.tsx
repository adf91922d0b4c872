/**
 * The desk's third column on a wide window: who the customer is and where their live account stands,
 * so an admin answers without asking what the app already knows, and where they are signed in.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { customerDetailsQuery } from '@/features/chat/api/customer-details';
import { countryBySlug } from '@/features/onboarding/model/countries';
import { amountText } from '@contract/rules/format';
import { m } from '@/i18n';
import { CustomerSessions } from './customer-sessions';
import * as s from './customer-details.css';

const t = m.chat.details;

export function CustomerDetails({ customerId }: { customerId: number }) {
  const query = useQuery(customerDetailsQuery(customerId));
  const details = query.data;
  return (
    <aside className={s.panel} aria-label={t.title}>
      <h2 className={s.title}>{t.title}</h2>
      {details ? (
        <dl className={s.list}>
          <Row label={t.accountId} value={details.account_id} />
          <Row label={t.status} value={details.status} />
          <Row label={t.balance} value={amountText(details.live.balance, details.live.currency)} />
          <Row label={t.equity} value={amountText(details.live.equity, details.live.currency)} />
          <Row label={t.openTrades} value={String(details.open_trades)} />
          <Row label={t.verification} value={t.verificationState[details.verification]} />
          <Row
            label={t.country}
            value={
              details.country === null
                ? t.notGiven
                : (countryBySlug(details.country)?.label ?? details.country)
            }
          />
        </dl>
      ) : query.isError ? (
        <div className={s.state} role="alert">
          {t.failed}
          <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {m.common.retry}
          </Button>
        </div>
      ) : (
        <p className={s.state}>{t.loading}</p>
      )}
      <CustomerSessions customerId={customerId} />
    </aside>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={s.row}>
      <dt className={s.label}>{label}</dt>
      <dd className={s.value}>{value}</dd>
    </div>
  );
}
