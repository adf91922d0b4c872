/**
 * The account statement: the period and the kinds of entry it lists (a form), then the balances at
 * its ends, every entry between with its date, kind, description, reference, amount and the balance
 * after it, and the positions open at its end; downloaded as CSV or printed. A long statement shows
 * its first entries at once and the rest on request, and all of them on paper.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Card } from '@/components/ui/page';
import { QueryView } from '@/components/ui/query-view';
import { TextField } from '@/components/ui/text-field';
import type { AssetName, Statement, StatementEntry, Trade } from '@contract';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPrice,
  formatSignedMoney,
  formatVolume,
} from '@contract/rules/format';
import { minorOf } from '@contract/rules/money';
import { formatLots } from '@contract/rules/pips';
import { MAX_STATEMENT_DAYS, STATEMENT_KINDS, type StatementKind } from '@contract/rules/statement';
import { m } from '@/i18n';
import { statementQuery, type StatementAsk } from '../api/statement';
import { csvFormatOf, downloadText, statementCsv, statementFileName } from '../model/statement-csv';
import { localDay, statementDaysProblem, type StatementDays } from '../model/statement-range';
import * as s from './statement.css';

const t = m.statement;

/** Prices of an instrument /data does not list: 5 decimals, the most common quote size. */
const FALLBACK_DIGITS = 5;

/** Entries drawn at first, and added by each "Show more": a screenful and then some, drawn at once. */
export const STATEMENT_PAGE = 100;

const problemText = {
  from: t.errors.from,
  to: t.errors.to,
  reversed: t.errors.reversed,
  'too-long': t.errors.tooLong(MAX_STATEMENT_DAYS),
} as const;

/** The period and the kinds: checked as the server checks them, then asked for. */
export function StatementFilters({
  days,
  kinds,
  onAsk,
}: {
  days: StatementDays;
  kinds: readonly StatementKind[];
  onAsk: (days: StatementDays, kinds: readonly StatementKind[]) => void;
}) {
  const [from, setFrom] = useState(days.from);
  const [to, setTo] = useState(days.to);
  const [chosen, setChosen] = useState<ReadonlySet<StatementKind>>(
    () => new Set(kinds.length > 0 ? kinds : STATEMENT_KINDS),
  );
  const [problem, setProblem] = useState<keyof typeof problemText | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = { from, to };
    const found = statementDaysProblem(wanted);
    setProblem(found);
    if (found) return;
    const all = chosen.size === STATEMENT_KINDS.length || chosen.size === 0;
    onAsk(wanted, all ? [] : STATEMENT_KINDS.filter((kind) => chosen.has(kind)));
  };
  const toggle = (kind: StatementKind, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  return (
    <form className={s.filters} onSubmit={submit} aria-label={t.range} noValidate data-print="no">
      <div className={s.days}>
        <TextField
          type="date"
          name="from"
          label={t.from}
          value={from}
          required
          onChange={(event) => setFrom(event.target.value)}
          error={problem === 'from' ? problemText.from : undefined}
        />
        <TextField
          type="date"
          name="to"
          label={t.to}
          value={to}
          required
          onChange={(event) => setTo(event.target.value)}
          error={problem && problem !== 'from' ? problemText[problem] : undefined}
        />
      </div>
      <fieldset className={s.kinds}>
        <legend className={s.legend}>{t.kinds}</legend>
        {STATEMENT_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            name="kinds"
            value={kind}
            label={t.kind[kind]}
            checked={chosen.has(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className={s.actions}>
        <Button type="submit">{t.show}</Button>
      </div>
    </form>
  );
}

const toneOf = (minor: bigint) => (minor > 0n ? s.tone.up : minor < 0n ? s.tone.down : s.tone.flat);

const EntryRow = ({ entry, currency }: { entry: StatementEntry; currency: string }) => {
  const c = t.columns;
  const amount = minorOf(entry.amount);
  return (
    <tr data-entry-id={entry.id}>
      <td data-label={c.date}>
        <time dateTime={entry.created_at}>{formatDateTime(new Date(entry.created_at))}</time>
      </td>
      <td data-label={c.kind}>{t.kind[entry.kind]}</td>
      <td data-label={c.description}>{entry.description}</td>
      <td data-label={c.reference}>{entry.reference}</td>
      <td data-label={c.amount} className={[s.number, toneOf(amount)].join(' ')}>
        {formatSignedMoney(amount, currency)}
      </td>
      <td data-label={c.balance} className={s.number}>
        {formatMoney(minorOf(entry.balance), currency)}
      </td>
    </tr>
  );
};

/**
 * The entries, the first STATEMENT_PAGE of them at once; every one when printed (the browser's print
 * and the Print button both draw the rest before the page is laid out for paper).
 */
function Entries({ statement, showAll }: { statement: Statement; showAll: boolean }) {
  const [shown, setShown] = useState(STATEMENT_PAGE);
  const total = statement.entries.length;
  const count = showAll ? total : Math.min(shown, total);
  const c = t.columns;
  if (total === 0) return <p className={s.muted}>{t.noEntries}</p>;
  return (
    <>
      <p className={s.muted}>{t.entriesCount(count, total)}</p>
      <table className={s.table} aria-label={t.entriesTitle}>
        <thead>
          <tr>
            <th scope="col">{c.date}</th>
            <th scope="col">{c.kind}</th>
            <th scope="col">{c.description}</th>
            <th scope="col">{c.reference}</th>
            <th scope="col" className={s.number}>
              {c.amount}
            </th>
            <th scope="col" className={s.number}>
              {c.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.entries.slice(0, count).map((entry) => (
            <EntryRow key={entry.id} entry={entry} currency={statement.currency} />
          ))}
        </tbody>
      </table>
      {count < total && (
        <div className={s.more}>
          <Button variant="secondary" onClick={() => setShown(count + STATEMENT_PAGE * 10)}>
            {t.showMore(Math.min(STATEMENT_PAGE * 10, total - count))}
          </Button>
        </div>
      )}
    </>
  );
}

/** A position's volume in lots, as its trade rows write it; in units where they make no whole number of decimal lots. */
function volumeOf(units: number, contractSize: number | undefined): string {
  const lots = contractSize === undefined ? undefined : formatLots(units, contractSize);
  return lots === undefined ? t.units(formatVolume(units)) : t.lots(lots);
}

function Positions({ trades, assets }: { trades: readonly Trade[]; assets: ReadonlyMap<number, AssetName> }) {
  const c = t.positionColumns;
  if (trades.length === 0) return <p className={s.muted}>{t.noPositions}</p>;
  return (
    <table className={s.table} aria-label={t.positionsTitle}>
      <thead>
        <tr>
          <th scope="col">{c.instrument}</th>
          <th scope="col">{c.side}</th>
          <th scope="col" className={s.number}>
            {c.volume}
          </th>
          <th scope="col">{c.opened}</th>
          <th scope="col" className={s.number}>
            {c.openingPrice}
          </th>
          <th scope="col" className={s.number}>
            {c.stopLoss}
          </th>
          <th scope="col" className={s.number}>
            {c.takeProfit}
          </th>
        </tr>
      </thead>
      <tbody>
        {trades.map((trade) => {
          const asset = assets.get(trade.asset_id);
          const digits = asset?.digits ?? FALLBACK_DIGITS;
          const price = (value: number | null) => (value === null ? t.none : formatPrice(value, digits));
          return (
            <tr key={trade.id} data-trade-id={trade.id}>
              <td data-label={c.instrument}>{asset ? asset.symbol : t.unknownAsset(trade.asset_id)}</td>
              <td data-label={c.side}>{t.side[trade.trade_type]}</td>
              <td data-label={c.volume} className={s.number}>
                {volumeOf(trade.volume, asset?.contract_size)}
              </td>
              <td data-label={c.opened}>
                <time dateTime={trade.opened_at}>{formatDateTime(new Date(trade.opened_at))}</time>
              </td>
              <td data-label={c.openingPrice} className={s.number}>
                {price(trade.opening_price)}
              </td>
              <td data-label={c.stopLoss} className={s.number}>
                {price(trade.stop_loss)}
              </td>
              <td data-label={c.takeProfit} className={s.number}>
                {price(trade.take_profit)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Whether the page is being printed: set before the browser lays it out for paper. */
function usePrinting(): [boolean, (printing: boolean) => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return [printing, setPrinting];
}

function StatementBody({
  statement,
  days,
  assets,
  brokerName,
}: {
  statement: Statement;
  days: StatementDays;
  assets: ReadonlyMap<number, AssetName>;
  brokerName: string | undefined;
}) {
  const [printing, setPrinting] = usePrinting();
  const currency = statement.currency;
  const exportCsv = () =>
    downloadText(
      statementCsv(statement, days, csvFormatOf(navigator.language)),
      statementFileName(statement, days),
      'text/csv;charset=utf-8',
    );
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };
  return (
    <Card>
      <div className={s.root}>
        {brokerName && <p className={s.printOnly}>{brokerName}</p>}
        <p className={s.muted}>
          {t.account(statement.account_id, currency)} ·{' '}
          {t.period(formatDate(localDay(days.from)), formatDate(localDay(days.to)))}
        </p>
        <dl className={s.summary}>
          <div className={s.figure}>
            <dt className={s.figureLabel}>{t.openingBalance}</dt>
            <dd className={s.figureValue} data-testid="opening-balance">
              {formatMoney(minorOf(statement.opening_balance), currency)}
            </dd>
          </div>
          <div className={s.figure}>
            <dt className={s.figureLabel}>{t.closingBalance}</dt>
            <dd className={s.figureValue} data-testid="closing-balance">
              {formatMoney(minorOf(statement.closing_balance), currency)}
            </dd>
          </div>
        </dl>
        <div className={s.actions} data-print="no">
          <Button variant="secondary" onClick={exportCsv}>
            {t.exportCsv}
          </Button>
          <Button variant="secondary" onClick={print}>
            {t.print}
          </Button>
        </div>
        <h2 className={s.sectionTitle}>{t.entriesTitle}</h2>
        <Entries statement={statement} showAll={printing} />
        <h2 className={s.sectionTitle}>{t.positionsTitle}</h2>
        <Positions trades={statement.open_positions} assets={assets} />
      </div>
    </Card>
  );
}

/** The statement the ask names, as the server answers it. */
export function StatementView({
  ask,
  assets,
  brokerName,
}: {
  ask: StatementAsk;
  assets: ReadonlyMap<number, AssetName>;
  brokerName: string | undefined;
}) {
  const query = useQuery(statementQuery(ask));
  return (
    <QueryView query={query} loading={t.loading} failed={t.failed}>
      {(statement) => (
        <StatementBody statement={statement} days={ask} assets={assets} brokerName={brokerName} />
      )}
    </QueryView>
  );
}
