/**
 * A statement as a CSV file a spreadsheet opens as it is: UTF-8 with a byte order mark (or Excel
 * reads it in the system's code page), numbers with the customer's decimal separator and the field
 * separator their spreadsheet expects beside it (a semicolon where the decimal separator is a comma),
 * and no cell a spreadsheet would run as a formula. It is made in the browser from the answer the
 * screen shows, so the file and the screen cannot disagree, and the customer's locale is known here.
 */
import type { Statement } from '@contract';
import { m } from '@/i18n';
import type { StatementDays } from './statement-range';

const t = m.statement;

export interface CsvFormat {
  /** The decimal separator of numbers. */
  decimal: string;
  /** Between cells. */
  separator: string;
}

/** The separators a spreadsheet in `locale` reads: `1,5;2` where a comma is the decimal separator. */
export function csvFormatOf(locale: string | undefined): CsvFormat {
  let decimal = '.';
  try {
    decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    // An unknown locale: the default below.
  }
  return decimal === ',' ? { decimal: ',', separator: ';' } : { decimal: '.', separator: ',' };
}

/**
 * Text as a cell: quoted when it holds the separator, a quote or a line break; and a text a
 * spreadsheet would take for a formula (starting with = + - @, or a tab or carriage return before
 * one) starts with an apostrophe, which shows it as the text it is.
 */
export function textCell(text: string, format: CsvFormat): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return safe.includes(format.separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A decimal string as a number cell: a leading minus is a negative number here, never a formula.
 * Anything but a plain decimal is written as text, escaped.
 */
export function numberCell(decimal: string, format: CsvFormat): string {
  return DECIMAL.test(decimal) ? decimal.replace('.', format.decimal) : textCell(decimal, format);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment in the customer's time, as spreadsheets read a date and time: `2026-11-05 14:03:09`. */
export function dateTimeCell(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(
    at.getMinutes(),
  )}:${pad(at.getSeconds())}`;
}

/**
 * The statement's file: one table (date, type, description, reference, amount, balance in the
 * account's currency), opening with the opening balance on the first day and ending with the
 * closing balance on the last. The entries are those the screen lists (its filters apply).
 */
export function statementCsv(statement: Statement, days: StatementDays, format: CsvFormat): string {
  const c = t.columns;
  const money = (label: string) => `${label} (${statement.currency})`;
  const row = (cells: readonly string[]) => cells.join(format.separator);
  const text = (value: string) => textCell(value, format);
  const lines = [
    row([c.date, c.kind, c.description, c.reference, money(c.amount), money(c.balance)].map(text)),
    row([days.from, text(t.openingBalance), '', '', '', numberCell(statement.opening_balance, format)]),
  ];
  for (const entry of statement.entries) {
    lines.push(
      row([
        dateTimeCell(entry.created_at),
        text(t.kind[entry.kind]),
        text(entry.description),
        text(entry.reference),
        numberCell(entry.amount, format),
        numberCell(entry.balance, format),
      ]),
    );
  }
  lines.push(
    row([days.to, text(t.closingBalance), '', '', '', numberCell(statement.closing_balance, format)]),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file's name: the account and the period, nothing a file system refuses. */
export const statementFileName = (statement: Pick<Statement, 'account_id'>, days: StatementDays) =>
  t.fileName(statement.account_id.replace(/[^\w-]/g, '_'), days.from, days.to);

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over, in a later task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
