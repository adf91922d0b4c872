import { isOnItsSide, orderFillPrice, orderReached, requiredSide } from './pending-orders';

// EUR/USD with its ask 8 points above its bid.
const quote = (bid: number) => ({ bid, ask: Number((bid + 0.00008).toFixed(5)) });

describe('pending orders', () => {
  it('places a buy limit below the ask and a buy stop above it, a sell limit above the bid and a sell stop below it', () => {
    const now = quote(1.085); // ask 1.08508
    expect(requiredSide('buy_limit')).toBe('below');
    expect(isOnItsSide('buy_limit', 1.08507, now)).toBe(true);
    expect(isOnItsSide('buy_limit', 1.08508, now)).toBe(false);
    expect(isOnItsSide('buy_stop', 1.08509, now)).toBe(true);
    expect(isOnItsSide('buy_stop', 1.08508, now)).toBe(false);
    // A sell watches the bid: a sell limit between the bid and the ask is above it.
    expect(isOnItsSide('sell_limit', 1.08501, now)).toBe(true);
    expect(isOnItsSide('sell_limit', 1.085, now)).toBe(false);
    expect(isOnItsSide('sell_stop', 1.08499, now)).toBe(true);
    expect(isOnItsSide('sell_stop', 1.08504, now)).toBe(false);
  });

  it('reaches a buy on the ask and a sell on the bid', () => {
    // A buy limit at 1.08000: the bid at 1.07993 puts the ask at 1.08001, not yet; at 1.07992, 1.08000.
    expect(orderReached('buy_limit', 1.08, quote(1.07993))).toBe(false);
    expect(orderReached('buy_limit', 1.08, quote(1.07992))).toBe(true);
    // A buy stop at 1.09000: the ask reaches it when the bid is 1.08992.
    expect(orderReached('buy_stop', 1.09, quote(1.08991))).toBe(false);
    expect(orderReached('buy_stop', 1.09, quote(1.08992))).toBe(true);
    // A sell limit at 1.09000 and a sell stop at 1.08000 watch the bid itself.
    expect(orderReached('sell_limit', 1.09, quote(1.08999))).toBe(false);
    expect(orderReached('sell_limit', 1.09, quote(1.09))).toBe(true);
    expect(orderReached('sell_stop', 1.08, quote(1.08001))).toBe(false);
    expect(orderReached('sell_stop', 1.08, quote(1.08))).toBe(true);
  });

  it('fills at its own price when the market passed through it, at the first price after a gap', () => {
    // The bid falls from 1.08500 to 1.07900 in one tick: the ask 1.07908 passed 1.08000 on the way.
    expect(orderFillPrice('buy_limit', 1.08, quote(1.079), false)).toEqual({ price: 1.08, gapped: false });
    expect(orderFillPrice('sell_stop', 1.08, quote(1.079), false)).toEqual({ price: 1.08, gapped: false });
    // The market opened there: a buy limit fills better (at the ask, 1.07908), a sell stop worse (1.07900).
    expect(orderFillPrice('buy_limit', 1.08, quote(1.079), true)).toEqual({ price: 1.07908, gapped: true });
    expect(orderFillPrice('sell_stop', 1.08, quote(1.079), true)).toEqual({ price: 1.079, gapped: true });
    // It opened at 1.09100 above a buy stop and a sell limit at 1.09000: the stop pays the ask,
    // 1.09108, the limit gets the bid, 1.09100.
    expect(orderFillPrice('buy_stop', 1.09, quote(1.091), true)).toEqual({ price: 1.09108, gapped: true });
    expect(orderFillPrice('sell_limit', 1.09, quote(1.091), true)).toEqual({ price: 1.091, gapped: true });
    // Opening exactly at the price is no gap.
    expect(orderFillPrice('sell_limit', 1.09, quote(1.09), true)).toEqual({ price: 1.09, gapped: false });
  });
});
