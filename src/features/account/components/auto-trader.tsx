/**
 * The auto-trader: the broker's strategies with their risk and past performance; the customer
 * enables one with an allocation (within what the live account can still commit, shown with its
 * parts), after a confirmation that states the risk; then pauses, resumes or stops it. The active one
 * says since when it runs; what it has traded is the page's to show (`runDetails`), since the trade
 * lists are the trading feature's.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Alert } from '@/components/ui/alert';
import { AvailableBreakdown } from '@/components/ui/available-breakdown';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Card } from '@/components/ui/page';
import { QueryView } from '@/components/ui/query-view';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api';
import type { AvailableFigure } from '@contract/rules/available';
import type { AutoTrader, Strategy } from '@contract';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { amountText, formatDateTime, formatMoney, formatPercent } from '@contract/rules/format';
import { minorOf, parseAmount, toDecimalString } from '@contract/rules/money';
import { m } from '@/i18n';
import { accountKeys } from '../api/keys';
import { autoTraderQuery, controlAutoTrader, startAutoTrader } from '../api/auto-trader';
import { refetchAccounts } from '../api/accounts';
import * as s from './account.css';

const t = m.account.autoTrader;

type ActiveRun = NonNullable<AutoTrader['active']>;

export function AutoTraderPanel({
  currency,
  available,
  runDetails,
}: {
  currency: string;
  /** What the live account can still commit, live, with its parts; undefined until it is known. */
  available: AvailableFigure | undefined;
  /** What the active strategy has traded since it started, shown under it. */
  runDetails?: (active: ActiveRun) => ReactNode;
}) {
  const query = useQuery(autoTraderQuery());
  return (
    <QueryView query={query} loading={t.loading} failed={t.failed}>
      {(data) => {
        const { strategies, active } = data;
        return (
          <>
            {active && <Active state={data} currency={currency} details={runDetails?.(active)} />}
            <ul className={s.cards} aria-label={t.strategies}>
              {strategies.map((strategy) => (
                <li key={strategy.id} className={s.card}>
                  <StrategyCard
                    strategy={strategy}
                    canStart={!active}
                    currency={currency}
                    available={available}
                  />
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </QueryView>
  );
}

function Active({ state, currency, details }: { state: AutoTrader; currency: string; details: ReactNode }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = state.active!;
  const strategy = state.strategies.find((st) => st.id === active.strategy_id);
  const act = async (action: 'pause' | 'resume' | 'stop') => {
    setBusy(action);
    setError(null);
    try {
      queryClient.setQueryData(accountKeys.autoTrader(), await controlAutoTrader(action));
      // Stopping hands the allocation back (and closes the strategy's trades): the accounts say so.
      if (action === 'stop') void refetchAccounts(queryClient);
    } catch (failure) {
      setError(messageOf(failure, t.actionFailed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card>
      <div className={s.form}>
        <h2 className={s.sectionTitle}>{t.activeTitle(strategy?.name ?? active.strategy_id)}</h2>
        <p className={s.muted} role="status">
          {active.status === 'running' ? t.running : t.paused}{' '}
          {t.since(formatDateTime(new Date(active.started_at)))} · {t.allocation}:{' '}
          {amountText(active.allocation, currency)}
        </p>
        {error && <Alert variant="destructive" description={error} />}
        <div className={s.actions}>
          {active.status === 'running' ? (
            <Button variant="secondary" busy={busy === 'pause'} onClick={() => void act('pause')}>
              {t.pause}
            </Button>
          ) : (
            <Button variant="secondary" busy={busy === 'resume'} onClick={() => void act('resume')}>
              {t.resume}
            </Button>
          )}
          <Button variant="danger" busy={busy === 'stop'} onClick={() => void act('stop')}>
            {t.stop}
          </Button>
        </div>
        {details}
      </div>
    </Card>
  );
}

function StrategyCard({
  strategy,
  canStart,
  currency,
  available,
}: {
  strategy: Strategy;
  canStart: boolean;
  currency: string;
  available: AvailableFigure | undefined;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [allocation, setAllocation] = useState('');
  const [accepted, setAccepted] = useState(false);
  const keys = useRef(createIdempotencyKeys());
  const min = minorOf(strategy.min_allocation);

  const allocationError = (): string | undefined => {
    const minor = parseAmount(allocation);
    if (minor === undefined) return m.payments.amountProblems.invalid;
    if (minor < min) return m.payments.amountProblems.tooSmall(formatMoney(min, currency));
    if (available !== undefined && minor > available.available)
      return t.overMargin(formatMoney(available.available, currency));
    return undefined;
  };
  const hint =
    available === undefined
      ? undefined
      : available.available >= min
        ? t.upTo(formatMoney(available.available, currency))
        : t.belowMinimum(formatMoney(available.available, currency), formatMoney(min, currency));
  const form = useFormSubmit({
    fields: ['allocation', 'accept_risk'],
    validate: () => ({
      allocation: allocationError(),
      accept_risk: accepted ? undefined : t.acceptFirst,
    }),
    send: async () => {
      const minor = parseAmount(allocation);
      if (minor === undefined) throw new Error('Checked before sending');
      const body = {
        strategy_id: strategy.id,
        allocation: toDecimalString(minor),
        accept_risk: true as const,
      };
      queryClient.setQueryData(
        accountKeys.autoTrader(),
        await startAutoTrader(body, keys.current.keyFor(body)),
      );
      keys.current.done();
      // The allocation is now promised to the strategy: the accounts say so.
      void refetchAccounts(queryClient);
      setOpen(false);
    },
    fallback: m.payments.submitFailed,
  });

  return (
    <div className={s.strategy}>
      <div className={s.cardHead}>
        <h2 className={s.cardTitle}>{strategy.name}</h2>
        <span className={s.risk[strategy.risk]}>{t.risk[strategy.risk]}</span>
      </div>
      <p className={s.muted}>{strategy.description}</p>
      <dl className={s.figures}>
        <div>
          <dt>{t.return12m}</dt>
          <dd>{formatPercent(strategy.return_12m_percent, { signed: true })}</dd>
        </div>
        <div>
          <dt>{t.drawdown}</dt>
          <dd>{formatPercent(strategy.max_drawdown_percent)}</dd>
        </div>
        <div>
          <dt>{t.minimum}</dt>
          <dd>{amountText(strategy.min_allocation, currency)}</dd>
        </div>
      </dl>
      {canStart && !open && (
        <Button variant="secondary" className={s.atFoot} onClick={() => setOpen(true)}>
          {t.enable}
        </Button>
      )}
      {canStart && open && (
        <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate>
          <TextField
            label={t.allocationIn(currency)}
            inputMode="decimal"
            value={allocation}
            onChange={(event) => {
              setAllocation(event.target.value);
              form.clearFieldError('allocation');
            }}
            error={form.fieldErrors.allocation}
            hint={hint}
          />
          {available && <AvailableBreakdown figure={available} currency={currency} />}
          <Alert variant="warning" title={t.riskTitle} description={t.riskWarning} />
          <Checkbox
            label={t.accept}
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              form.clearFieldError('accept_risk');
            }}
            error={form.fieldErrors.accept_risk}
          />
          <FormError ref={form.errorRef} message={form.formError} />
          <div className={s.actions}>
            <Button type="submit" busy={form.busy}>
              {t.confirm}
            </Button>
            <Button variant="secondary" disabled={form.busy} onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
