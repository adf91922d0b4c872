/**
 * The broker's auto-trader strategies (domain/auto-trader.ts runs them): what each trades and the
 * figures a broker publishes for it. Kept apart so a trade can name the strategy that opened it.
 */
import type { Strategy } from '@contract/schemas';
import type { AssetKind } from './assets';

export interface StrategySpec extends Strategy {
  /** What it trades. */
  kinds: readonly AssetKind[];
}

/** Past figures are the kind a broker publishes for such strategies: the riskier, the wider the swings. */
export const strategies: readonly StrategySpec[] = [
  {
    id: 'steady-income',
    name: 'Steady Income',
    description:
      'Major currency pairs and gold in small positions held for days. Aims for steady growth with shallow falls.',
    risk: 'low',
    return_12m_percent: '6.80',
    max_drawdown_percent: '4.20',
    min_allocation: '500.00',
    kinds: ['fx', 'metal'],
  },
  {
    id: 'balanced-trend',
    name: 'Balanced Trend',
    description:
      'Follows medium-term trends in currencies, stock indices and oil with moderate position sizes.',
    risk: 'medium',
    return_12m_percent: '14.50',
    max_drawdown_percent: '11.30',
    min_allocation: '1000.00',
    kinds: ['fx', 'index', 'energy'],
  },
  {
    id: 'crypto-momentum',
    name: 'Crypto Momentum',
    description:
      'Trades strong moves in Bitcoin, Ethereum and other crypto currencies with leverage. Large gains and large falls are both likely.',
    risk: 'high',
    return_12m_percent: '31.20',
    max_drawdown_percent: '27.60',
    min_allocation: '2500.00',
    kinds: ['crypto'],
  },
];

export const strategyById = (id: string): StrategySpec | undefined =>
  strategies.find((strategy) => strategy.id === id);
