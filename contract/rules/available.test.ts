import { availableOf, NO_COMMITMENTS, type Commitments } from './available';

interface Position {
  id: number;
  margin: bigint;
  strategy_id?: string | null;
}

const marginOf = (trade: Position) => trade.margin;
const strategyOf = (trade: Position) => trade.strategy_id;
const own: Position = { id: 1, margin: 150_000n };
const steady = (id: number, margin: bigint): Position => ({ id, margin, strategy_id: 'steady-income' });
const running = (allocation: bigint, pendingWithdrawals = 0n): Commitments => ({
  pendingWithdrawals,
  autoTrader: { strategyId: 'steady-income', allocation },
});

describe('what an account can still commit', () => {
  it('is the free margin when nothing is promised (a demo account, or a live one with no claims)', () => {
    expect(
      availableOf({
        freeMargin: 720_000n,
        commitments: NO_COMMITMENTS,
        openTrades: [own],
        strategyOf,
        marginOf,
      }),
    ).toEqual({ freeMargin: 720_000n, pendingWithdrawals: 0n, autoTraderReserve: 0n, available: 720_000n });
  });

  it('holds back the withdrawals still pending', () => {
    const parts = availableOf({
      freeMargin: 831_320n,
      commitments: { pendingWithdrawals: 120_000n, autoTrader: null },
      openTrades: [],
      strategyOf,
      marginOf,
    });
    // Savings said "Up to $8,313.20" here; the server refused $8,000 above $7,113.20.
    expect(parts).toEqual({
      freeMargin: 831_320n,
      pendingWithdrawals: 120_000n,
      autoTraderReserve: 0n,
      available: 711_320n,
    });
  });

  it("holds back the part of the auto-trader's allocation its open trades do not hold yet", () => {
    const parts = availableOf({
      freeMargin: 538_366n,
      commitments: running(260_000n),
      // The customer's own trade is in the free margin only; the strategy's two hold 127_726n.
      openTrades: [own, steady(2, 100_000n), steady(3, 27_726n)],
      strategyOf,
      marginOf,
    });
    expect(parts.autoTraderReserve).toBe(132_274n);
    expect(parts.available).toBe(538_366n - 132_274n);
  });

  it("counts only the active strategy's trades, not another's nor the customer's own", () => {
    const parts = availableOf({
      freeMargin: 100_000n,
      commitments: running(50_000n),
      openTrades: [own, { id: 4, margin: 40_000n, strategy_id: 'crypto-momentum' }, { ...own, id: 5 }],
      strategyOf,
      marginOf,
    });
    expect(parts.autoTraderReserve).toBe(50_000n);
  });

  it('reserves nothing once the strategy holds its whole allocation or more (prices rose)', () => {
    for (const held of [260_000n, 300_000n]) {
      const parts = availableOf({
        freeMargin: 90_000n,
        commitments: running(260_000n),
        openTrades: [steady(2, held)],
        strategyOf,
        marginOf,
      });
      expect(parts.autoTraderReserve).toBe(0n);
      expect(parts.available).toBe(90_000n);
    }
  });

  it('is negative as it is when prices moved against the open trades', () => {
    const parts = availableOf({
      freeMargin: -2_345n,
      commitments: running(50_000n, 10_000n),
      openTrades: [],
      strategyOf,
      marginOf,
    });
    expect(parts.available).toBe(-2_345n - 10_000n - 50_000n);
  });
});
