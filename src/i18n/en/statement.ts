import type { StatementKind } from '@contract/rules/statement';

/** The account statement (/main/statement): a range's balances, entries and open positions. */
export const statement = {
  title: 'Account statement',
  /** The link to it from the accounts screen and the dashboard's closed trades. */
  link: 'Account statement',
  range: 'Period',
  from: 'From',
  to: 'To',
  show: 'Show statement',
  kinds: 'Entries shown',
  kind: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    trade: 'Realised P&L',
    swap: 'Swap',
    commission: 'Commission',
    interest: 'Interest',
    savings: 'Savings transfer',
    adjustment: 'Adjustment',
  } satisfies Record<StatementKind, string>,
  errors: {
    from: 'Choose the first day of the period.',
    to: 'Choose the last day of the period.',
    reversed: 'The last day cannot be before the first.',
    tooLong: (days: number) => `A statement covers at most ${days} days.`,
  },
  loading: 'Loading the statement…',
  failed: 'The statement could not be loaded.',
  account: (id: string, currency: string) => `Account ${id} · ${currency}`,
  period: (from: string, to: string) => `${from} to ${to}`,
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  entriesTitle: 'Entries',
  entriesCount: (shown: number, total: number) =>
    shown === total ? `${total} entries` : `${shown} of ${total} entries`,
  noEntries: 'No entries in this period.',
  showMore: (count: number) => `Show ${count} more`,
  columns: {
    date: 'Date',
    kind: 'Type',
    description: 'Description',
    reference: 'Reference',
    amount: 'Amount',
    balance: 'Balance',
  },
  positionsTitle: 'Open positions at the end of the period',
  noPositions: 'No positions were open at the end of the period.',
  positionColumns: {
    instrument: 'Instrument',
    side: 'Side',
    volume: 'Volume',
    opened: 'Opened',
    openingPrice: 'Opening price',
    stopLoss: 'Stop-loss',
    takeProfit: 'Take-profit',
  },
  side: { buy: 'Buy', sell: 'Sell' },
  units: (volume: string) => `${volume} units`,
  /** A position's volume in lots, as its trade rows write it. */
  lots: (lots: string) => `${lots} lots`,
  unknownAsset: (id: number) => `Instrument #${id}`,
  none: '—',
  exportCsv: 'Download CSV',
  print: 'Print',
  /** The downloaded file's name. */
  fileName: (account: string, from: string, to: string) => `statement-${account}-${from}-${to}.csv`,
} as const;
