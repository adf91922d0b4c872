import type { Statement } from '@contract';
import { csvFormatOf, dateTimeCell, numberCell, statementCsv, textCell } from './statement-csv';

const comma = csvFormatOf('de-DE');
const point = csvFormatOf('en-GB');

it('uses a semicolon between cells where the decimal separator is a comma', () => {
  expect(comma).toEqual({ decimal: ',', separator: ';' });
  expect(point).toEqual({ decimal: '.', separator: ',' });
  expect(csvFormatOf('fr-FR')).toEqual(comma);
  expect(csvFormatOf('not a locale!')).toEqual(point);
});

it.each(['=1+1', '+44 20', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd'])(
  'writes %j as text a spreadsheet does not run',
  (text) => {
    expect(textCell(text, point).replace(/^"/, '').startsWith("'")).toBe(true);
  },
);

it('quotes a cell holding the separator, a quote or a line break, and nothing else', () => {
  expect(textCell('Buy EUR/USD, closed', point)).toBe('"Buy EUR/USD, closed"');
  expect(textCell('Buy EUR/USD, closed', comma)).toBe('Buy EUR/USD, closed');
  expect(textCell('a;b', comma)).toBe('"a;b"');
  expect(textCell('say "hi"', point)).toBe('"say ""hi"""');
  expect(textCell('two\nlines', point)).toBe('"two\nlines"');
  expect(textCell('=HYPERLINK("x")', point)).toBe('"\'=HYPERLINK(""x"")"');
});

it('writes amounts as numbers in the locale, a negative one too, and anything else as text', () => {
  expect(numberCell('-1234.50', comma)).toBe('-1234,50');
  expect(numberCell('1062.55', point)).toBe('1062.55');
  expect(numberCell('-1=1', point)).toBe("'-1=1");
});

it('writes a moment in local time as a spreadsheet reads it', () => {
  const local = new Date(2026, 10, 5, 14, 3, 9);
  expect(dateTimeCell(local.toISOString())).toBe('2026-11-05 14:03:09');
  expect(dateTimeCell('not a time')).toBe('');
});

it('makes one table from the opening balance to the closing balance, with a BOM and CRLF', () => {
  const statement: Statement = {
    account_id: 'NW-100001',
    currency: 'EUR',
    from: '2026-10-31T23:00:00.000Z',
    to: '2026-11-29T23:00:00.000Z',
    opening_balance: '1100.00',
    closing_balance: '1062.55',
    entries: [
      {
        id: 1,
        kind: 'withdrawal',
        amount: '-30.00',
        balance: '1070.00',
        reference: '12',
        description: '=cmd|" /C calc"!A0',
        created_at: new Date(2026, 10, 10, 12, 0, 0).toISOString(),
      },
      {
        id: 2,
        kind: 'swap',
        amount: '-7.45',
        balance: '1062.55',
        reference: '1001',
        description: 'Swap on trade 1001',
        created_at: new Date(2026, 10, 11, 22, 0, 0).toISOString(),
      },
    ],
    open_positions: [],
  };
  const csv = statementCsv(statement, { from: '2026-11-01', to: '2026-11-29' }, comma);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')).toEqual([
    'Date;Type;Description;Reference;Amount (EUR);Balance (EUR)',
    '2026-11-01;Opening balance;;;;1100,00',
    '2026-11-10 12:00:00;Withdrawal;"\'=cmd|"" /C calc""!A0";12;-30,00;1070,00',
    '2026-11-11 22:00:00;Swap;Swap on trade 1001;1001;-7,45;1062,55',
    '2026-11-29;Closing balance;;;;1062,55',
    '',
  ]);
});
