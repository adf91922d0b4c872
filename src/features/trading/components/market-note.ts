/** What an instrument's row and chart say of a market that is not open; nothing while it is. */
import { formatOpening } from '@contract/rules/format';
import { m } from '@/i18n';
import type { MarketStatus, TradeBlock } from '../model/market-status';

export function rowNote(status: MarketStatus): string | null {
  if (status.state === 'halted') return m.markets.halted;
  if (status.state === 'open') return null;
  return status.opensAt === null
    ? m.markets.closed
    : m.markets.closedUntil(formatOpening(new Date(status.opensAt)));
}

export function chartNote(status: MarketStatus): string | null {
  if (status.state === 'halted') return m.markets.chartHalted;
  if (status.state === 'open') return null;
  return status.opensAt === null
    ? m.markets.chartClosed
    : m.markets.chartClosedUntil(formatOpening(new Date(status.opensAt)));
}

/** Why trading waits, for the chart and the ticket: the market's note, or the device being offline. */
export const blockNote = (block: TradeBlock | null, marketNote: string | null): string | null =>
  block === 'offline' ? m.markets.offline : block === null ? null : marketNote;
