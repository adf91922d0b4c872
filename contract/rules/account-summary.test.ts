import fc from 'fast-check';
import { NO_COMMITMENTS } from '@contract/rules/available';
import { accountSummarySchema, type Trade } from '@contract/schemas';
import {
  accountSummary,
  availableFigure,
  marginLevel,
  moneySummary,
  tradeMarginMinor,
  tradePnlMinor,
  fundsOf,
  type AccountFunds,
  type SummaryInput,
} from './account-summary';
import { roundToMinor } from '@contract/rules/money';
import { quoteAt } from '@contract/rules/valuation';
import type { RateLookup } from './account-rate';
import type { PriceQuote } from './price-age';

let nextId = 1;
function trade(terms: Partial<Trade> & Pick<Trade, 'asset_id' | 'trade_type' | 'opening_price'>): Trade {
  return {
    id: nextId++,
    account_id: 'NW-100001',
    stop_loss: null,
    take_profit: null,
    volume: 1,
    leverage: 1,
    closing_price: null,
    pnl: 0,
    opened_at: '2026-01-01T00:00:00.000Z',
    closed_at: null,
    ...terms,
  };
}

const quotes =
  (prices: Record<number, number>) =>
  (assetId: number): PriceQuote | undefined =>
    prices[assetId] === undefined
      ? undefined
      : { ...quoteAt(prices[assetId]), price: prices[assetId], at: 0 };

/** Every instrument here is quoted in the account's currency: the rate is 1 (./account-rate.test.ts converts). */
const sameCurrency: RateLookup = () => ({ rate: 1, at: undefined });

const funds: AccountFunds = {
  balance: 1_000_000n,
  credit: 50_000n,
  lifetimePnl: 123_456n,
  commitments: NO_COMMITMENTS,
};

/** Checked against the contract's schema, as every summary the app keeps must be. */
function summarise(input: SummaryInput) {
  return accountSummarySchema.assert(accountSummary(input));
}

// Hand-computed fixtures (prices as an EUR/USD, gold and an index quote):
// A buy  1000 @ 1.1000, now 1.1050, 1:100: P&L (1.1050 − 1.1000) × 1000 = +5.00; margin 1000 × 1.105 / 100 = 11.05
// B sell    2 @ 2000,   now 1990,   1:10:  P&L (1990 − 2000) × 2 × −1     = +20.00; margin 2 × 1990 / 10   = 398.00
// C sell   10 @ 100,    now 103.5,  1:5:   P&L (103.5 − 100) × 10 × −1    = −35.00; margin 10 × 103.5 / 5  = 207.00
const A = trade({ asset_id: 1, trade_type: 'buy', opening_price: 1.1, volume: 1000, leverage: 100 });
const B = trade({ asset_id: 2, trade_type: 'sell', opening_price: 2000, volume: 2, leverage: 10 });
const C = trade({ asset_id: 3, trade_type: 'sell', opening_price: 100, volume: 10, leverage: 5 });
const now = quotes({ 1: 1.105, 2: 1990, 3: 103.5 });

describe('one trade', () => {
  it('P&L of a buy is (current − opening) × volume', () => {
    expect(tradePnlMinor(A, quoteAt(1.105), 1)).toBe(500n);
    expect(tradePnlMinor(A, quoteAt(1.095), 1)).toBe(-500n);
  });

  it('P&L of a sell is the reverse', () => {
    expect(tradePnlMinor(B, quoteAt(1990), 1)).toBe(2000n);
    expect(tradePnlMinor(C, quoteAt(103.5), 1)).toBe(-3500n);
    expect(tradePnlMinor(C, quoteAt(96.5), 1)).toBe(3500n);
  });

  it('a sell mirrors the same buy to the cent, half cents included', () => {
    const buy = trade({ asset_id: 1, trade_type: 'buy', opening_price: 1, volume: 1 });
    const sell = { ...buy, trade_type: 'sell' as const };
    // 1.005 − 1 is 0.004999999999999893 in doubles: still half a cent, rounded away from zero.
    expect(tradePnlMinor(buy, quoteAt(1.005), 1)).toBe(1n);
    expect(tradePnlMinor(sell, quoteAt(1.005), 1)).toBe(-1n);
    expect(tradePnlMinor(sell, quoteAt(1), 1)).toBe(0n);
  });

  it('margin is volume × current price ÷ leverage', () => {
    expect(tradeMarginMinor(A, quoteAt(1.105), 1)).toBe(1105n);
    expect(tradeMarginMinor(B, quoteAt(1990), 1)).toBe(39_800n);
    expect(tradeMarginMinor({ ...A, leverage: 1 }, quoteAt(1.105), 1)).toBe(110_500n);
    expect(tradeMarginMinor({ ...A, leverage: 30 }, quoteAt(1.105), 1)).toBe(3683n); // 1105 / 30 = 36.8333…
  });
});

describe('account summary', () => {
  it('one buy: equity, free margin and margin level', () => {
    expect(summarise({ funds, openTrades: [A], quoteOf: now, rateOf: sameCurrency })).toEqual({
      balance: 10_000,
      credit: 500,
      pnl: 5,
      equity: 10_005,
      margin: 11.05,
      freeMargin: 9993.95,
      marginLevel: 90542.99, // 10005 / 11.05 × 100 = 90542.986…
      lifetimePnl: 1234.56,
    });
  });

  it('with a spread, values a buy at the bid and a sell at the ask', () => {
    const quoted: Record<number, PriceQuote> = {
      1: { bid: 1.105, ask: 1.1052, price: 1.1051, at: 0 },
      2: { bid: 1990, ask: 1990.5, price: 1990.25, at: 0 },
    };
    // A: (1.1050 − 1.1000) × 1000 = +5.00, margin 1000 × 1.105 ÷ 100 = 11.05 (at the bid)
    // B: (2000 − 1990.5) × 2 = +19.00, margin 2 × 1990.5 ÷ 10 = 398.10 (at the ask)
    expect(
      summarise({ funds, openTrades: [A, B], quoteOf: (id) => quoted[id], rateOf: sameCurrency }),
    ).toEqual({
      balance: 10_000,
      credit: 500,
      pnl: 24,
      equity: 10_024,
      margin: 409.15,
      freeMargin: 9614.85,
      marginLevel: 2449.96, // 10024 / 409.15 × 100 = 2449.957…
      lifetimePnl: 1234.56,
    });
  });

  it('several trades, buys and sells', () => {
    expect(summarise({ funds, openTrades: [A, B, C], quoteOf: now, rateOf: sameCurrency })).toEqual({
      balance: 10_000,
      credit: 500,
      pnl: -10, // 5 + 20 − 35
      equity: 9990,
      margin: 616.05, // 11.05 + 398 + 207
      freeMargin: 9373.95,
      marginLevel: 1621.62, // 9990 / 616.05 × 100 = 1621.6216…
      lifetimePnl: 1234.56,
    });
  });

  it('higher leverage holds less margin for the same trade', () => {
    const at = (leverage: number) =>
      summarise({ funds, openTrades: [{ ...A, leverage }], quoteOf: now, rateOf: sameCurrency }).margin;
    expect(at(1)).toBe(1105);
    expect(at(100)).toBe(11.05);
    expect(at(500)).toBe(2.21);
  });

  it('no open trades: no margin, margin level ∞ (null), free margin is the balance', () => {
    expect(summarise({ funds, openTrades: [], quoteOf: now, rateOf: sameCurrency })).toMatchObject({
      pnl: 0,
      equity: 10_000,
      margin: 0,
      freeMargin: 10_000,
      marginLevel: null,
    });
    expect(marginLevel(0n, 0n)).toBeNull();
  });

  it('negative equity: losses beyond the balance give a negative free margin and margin level', () => {
    // buy 10000 @ 1.2000, now 1.1800, 1:100: P&L −200.00, margin 10000 × 1.18 / 100 = 118.00
    const losing = trade({
      asset_id: 1,
      trade_type: 'buy',
      opening_price: 1.2,
      volume: 10_000,
      leverage: 100,
    });
    expect(
      summarise({
        funds: { balance: 10_000n, credit: 0n, lifetimePnl: -5_000n, commitments: NO_COMMITMENTS },
        openTrades: [losing],
        quoteOf: quotes({ 1: 1.18 }),
        rateOf: sameCurrency,
      }),
    ).toEqual({
      balance: 100,
      credit: 0,
      pnl: -200,
      equity: -100,
      margin: 118,
      freeMargin: -218,
      marginLevel: -84.75, // −100 / 118 × 100 = −84.7457…
      lifetimePnl: -50,
    });
  });

  it('credit is reported, not added to equity (equity = balance + P&L)', () => {
    const summary = summarise({
      funds: { ...funds, credit: 999_900n },
      openTrades: [A],
      quoteOf: now,
      rateOf: sameCurrency,
    });
    expect(summary.credit).toBe(9999);
    expect(summary.equity).toBe(10_005);
  });

  it('lifetime P&L is what the server says, whatever the open trades do', () => {
    const a = summarise({
      funds: { ...funds, lifetimePnl: -7_770n },
      openTrades: [A, B],
      quoteOf: now,
      rateOf: sameCurrency,
    });
    expect(a.lifetimePnl).toBe(-77.7);
  });

  it('a trade without a live price yet counts with the server P&L and margin at its opening price', () => {
    const valued = { ...B, pnl: 12.5 };
    expect(
      summarise({ funds, openTrades: [valued], quoteOf: quotes({}), rateOf: sameCurrency }),
    ).toMatchObject({
      pnl: 12.5,
      equity: 10_012.5,
      margin: 400, // 2 × 2000 / 10
      freeMargin: 9612.5,
    });
  });

  it('adds many trades without floating-point drift', () => {
    // Each trade makes 0.10; as floats ten of them add up to 0.9999999999999999.
    const tenCents = Array.from({ length: 10 }, () =>
      trade({ asset_id: 1, trade_type: 'buy', opening_price: 1, volume: 1 }),
    );
    const summary = summarise({
      funds: { balance: 20n, credit: 10n, lifetimePnl: 0n, commitments: NO_COMMITMENTS },
      openTrades: tenCents,
      quoteOf: quotes({ 1: 1.1 }),
      rateOf: sameCurrency,
    });
    expect(summary.pnl).toBe(1);
    expect(summary.equity).toBe(1.2);
    expect(summary.lifetimePnl).toBe(0);
  });

  it('keeps the figures in cents for the screens, the same as the contract shape', () => {
    const input = { funds, openTrades: [A, B, C], quoteOf: now, rateOf: sameCurrency };
    expect(moneySummary(input)).toEqual({
      balance: 1_000_000n,
      credit: 50_000n,
      pnl: -1000n,
      equity: 999_000n,
      margin: 61_605n,
      freeMargin: 937_395n,
      marginLevel: 1621.62,
      lifetimePnl: 123_456n,
    });
  });

  it("reads an account's funds and commitments from the wire's decimal strings as exact cents", () => {
    expect(
      fundsOf({
        balance: '-12.50',
        credit_balance: '0.10',
        lifetime_pnl: '1234567890.99',
        commitments: {
          pending_withdrawals: '1200.01',
          auto_trader: { strategy_id: 'steady-income', allocation: '2600.00' },
        },
      }),
    ).toEqual({
      balance: -1250n,
      credit: 10n,
      lifetimePnl: 123_456_789_099n,
      commitments: {
        pendingWithdrawals: 120_001n,
        autoTrader: { strategyId: 'steady-income', allocation: 260_000n },
      },
    });
  });

  it("holds back the commitments from the free margin, the strategy's trades valued as the summary values them", () => {
    // B and C are the strategy's (398.00 + 207.00 of margin), A is the customer's own (11.05).
    const steady = { id: 'steady-income', name: 'Steady Income' };
    const input = {
      funds: {
        ...funds,
        commitments: {
          pendingWithdrawals: 20_000n,
          autoTrader: { strategyId: 'steady-income', allocation: 100_000n },
        },
      },
      openTrades: [A, { ...B, strategy: steady }, { ...C, strategy: steady }],
      quoteOf: now,
      rateOf: sameCurrency,
    };
    expect(availableFigure(input)).toEqual({
      equity: 999_000n,
      marginInUse: 61_605n,
      freeMargin: 937_395n,
      pendingWithdrawals: 20_000n,
      // 1,000.00 allocated − 605.00 its trades hold.
      autoTraderReserve: 39_500n,
      available: 937_395n - 20_000n - 39_500n,
    });
  });

  it('rounds the margin level half away from zero from the exact cents', () => {
    // 1.00 ÷ 3.00 = 33.3333…%; 2.00 ÷ 3.00 = 66.6666…%; 1.00 ÷ 8.00 = 12.5% exactly; 0.01 ÷ 800.00 = 0.00125%
    expect(marginLevel(100n, 300n)).toBe(33.33);
    expect(marginLevel(200n, 300n)).toBe(66.67);
    expect(marginLevel(-200n, 300n)).toBe(-66.67);
    expect(marginLevel(100n, 800n)).toBe(12.5);
    expect(marginLevel(1n, 80_000n)).toBe(0);
    // 0.01 ÷ 200.00 = 0.005%: half a hundredth, away from zero.
    expect(marginLevel(1n, 20_000n)).toBe(0.01);
    expect(marginLevel(-1n, 20_000n)).toBe(-0.01);
  });

  it('always has the contract shape, and equity and free margin agree to the cent', () => {
    const arbitraryTrade = fc.record({
      asset_id: fc.integer({ min: 1, max: 5 }),
      trade_type: fc.constantFrom('buy' as const, 'sell' as const),
      opening_price: fc.double({ min: 0.0001, max: 100_000, noNaN: true }),
      volume: fc.double({ min: 0.01, max: 100_000, noNaN: true }),
      leverage: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryTrade, { maxLength: 20 }),
        fc.array(fc.double({ min: 0.0001, max: 100_000, noNaN: true }), { minLength: 5, maxLength: 5 }),
        fc.double({ min: -1e6, max: 1e7, noNaN: true }),
        (terms, prices, balance) => {
          const summary = summarise({
            funds: {
              balance: roundToMinor(balance),
              credit: 0n,
              lifetimePnl: 0n,
              commitments: NO_COMMITMENTS,
            },
            openTrades: terms.map((t) => trade(t)),
            quoteOf: (id) => ({ ...quoteAt(prices[id - 1]!), price: prices[id - 1]!, at: 0 }),
            rateOf: sameCurrency,
          });
          const cents = (n: number) => Math.round(n * 100);
          expect(cents(summary.equity)).toBe(cents(summary.balance) + cents(summary.pnl));
          expect(cents(summary.freeMargin)).toBe(cents(summary.equity) - cents(summary.margin));
          expect(summary.marginLevel === null).toBe(summary.margin === 0);
        },
      ),
      { seed: 8, numRuns: 200 },
    );
  });
});
