/** What an instrument's row and chart say of a market that is not open at `now`; nothing while it is. */
import { formatWeekdayTime } from '@contract/rules/format';
import { m } from '@/i18n';
import type { MarketStatus, TradeBlock } from '../model/market-status';

export function rowNote(status: MarketStatus, now: number): string | null {
  if (status.state === 'halted') return m.markets.halted;
  if (status.state === 'open') return null;
  return status.opensAt === null
    ? m.markets.closed
    : m.markets.closedUntil(formatWeekdayTime(new Date(status.opensAt), now));
}

export function chartNote(status: MarketStatus, now: number): string | null {
  if (status.state === 'halted') return m.markets.chartHalted;
  if (status.state === 'open') return null;
  return status.opensAt === null
    ? m.markets.chartClosed
    : m.markets.chartClosedUntil(formatWeekdayTime(new Date(status.opensAt), now));
}

/** Why trading waits, for the chart and the ticket: the market's note, or the device being offline. */
export const blockNote = (block: TradeBlock | null, marketNote: string | null): string | null =>
  block === 'offline' ? m.markets.offline : block === null ? null : marketNote;
