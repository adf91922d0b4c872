/**
 * The customer's deposits, newest first, paged, filtered by wallet (the route's `walletId`) and by
 * status; each with its method, amount, status and date.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { QueryFailed, QueryPending } from '@/components/ui/query-view';
import { Select } from '@/components/ui/select';
import type { CryptoCurrency, Deposit, DepositStatus } from '@contract';
import { amountText, formatDateTime } from '@contract/rules/format';
import { m } from '@/i18n';
import { depositsQuery } from '../api/deposits';
import type { DepositFilters } from '../api/keys';
import { LoadMore } from './load-more';
import { StatusBadge } from './status-badge';
import * as s from './payments.css';

const t = m.payments.history;
const ALL = 'all';
const STATUSES: readonly DepositStatus[] = ['pending', 'approved', 'declined'];

function describe(deposit: Deposit, cryptos: readonly CryptoCurrency[]): string {
  if (deposit.method === 'card')
    return deposit.card_last4 ? t.cardEnding(deposit.card_last4) : t.methods.card;
  if (deposit.method === 'wire')
    return deposit.reference ? `${t.methods.wire} · ${deposit.reference}` : t.methods.wire;
  const crypto = cryptos.find((c) => c.id === deposit.crypto_id);
  return [crypto?.name ?? deposit.currency, deposit.network].filter(Boolean).join(' · ');
}

export function DepositHistory({
  filters,
  onFilters,
  cryptos,
}: {
  filters: DepositFilters;
  onFilters: (filters: DepositFilters) => void;
  cryptos: readonly CryptoCurrency[];
}) {
  const query = useInfiniteQuery(depositsQuery(filters));
  const walletOptions = [
    { value: ALL, label: t.allWallets },
    ...cryptos.flatMap((crypto) =>
      crypto.wallets.map((wallet) => ({ value: wallet.id, label: `${crypto.name} · ${wallet.network}` })),
    ),
  ];
  const statusOptions = [
    { value: ALL, label: t.allStatuses },
    ...STATUSES.map((st) => ({ value: st, label: m.payments.status[st] })),
  ];
  const filtered = filters.walletId !== undefined || filters.status !== undefined;
  const deposits = query.data?.deposits;
  return (
    <div className={s.stack}>
      <h2 className={s.sectionTitle}>{t.title}</h2>
      <div className={s.filters}>
        <Select
          label={t.wallet}
          options={walletOptions}
          value={filters.walletId ?? ALL}
          placeholder={t.allWallets}
          onChange={(value) => onFilters({ ...filters, walletId: value === ALL ? undefined : value })}
        />
        <Select
          label={t.statusFilter}
          options={statusOptions}
          value={filters.status ?? ALL}
          placeholder={t.allStatuses}
          onChange={(value) =>
            onFilters({ ...filters, status: value === ALL ? undefined : (value as DepositStatus) })
          }
        />
      </div>
      {query.isPending && <QueryPending query={query} loading={t.loading} />}
      {query.isError && !deposits && <QueryFailed query={query} message={t.failed} />}
      {deposits && deposits.length === 0 && <p className={s.muted}>{filtered ? t.emptyFiltered : t.empty}</p>}
      {deposits && deposits.length > 0 && (
        <ul className={s.list} aria-label={t.title}>
          {deposits.map((deposit) => {
            const at = new Date(deposit.created_at);
            return (
              <li key={deposit.id} className={s.item}>
                <span className={s.itemMain}>
                  <span className={s.itemTitle}>{t.methods[deposit.method]}</span>
                  <span className={s.itemMeta}>{describe(deposit, cryptos)}</span>
                  <span className={s.itemMeta}>
                    <time dateTime={deposit.created_at}>{formatDateTime(at)}</time>
                  </span>
                  {deposit.status === 'declined' && deposit.reason && (
                    <span className={s.itemMeta}>{deposit.reason}</span>
                  )}
                </span>
                <span className={s.itemSide}>
                  <span className={s.amount}>{amountText(deposit.amount, deposit.currency)}</span>
                  <StatusBadge status={deposit.status} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore query={query} />
    </div>
  );
}
