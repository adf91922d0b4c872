/** A pending order's price and expiry as the ticket reads them, judged as the server judges them. */
import { checkExpiry, checkOrderPrice, checkStop } from './order-ticket';

// EUR/USD: the bid 1.08500, the ask 1.08508.
const quote = { bid: 1.085, ask: 1.08508 };

describe("a pending order's price", () => {
  it('is a number on the instrument’s digits', () => {
    expect(checkOrderPrice('', 'buy_limit', quote, 5)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(checkOrderPrice('abc', 'buy_limit', quote, 5)).toEqual({
      ok: false,
      problem: { kind: 'invalid' },
    });
    expect(checkOrderPrice('0', 'buy_limit', quote, 5)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkOrderPrice('1.080001', 'buy_limit', quote, 5)).toEqual({
      ok: false,
      problem: { kind: 'too-precise', digits: 5 },
    });
    expect(checkOrderPrice('1.08', 'buy_limit', quote, 5)).toEqual({ ok: true, price: 1.08 });
  });

  it('lies on its side of the price it watches: a buy on the ask, a sell on the bid', () => {
    expect(checkOrderPrice('1.08508', 'buy_limit', quote, 5)).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', below: true, watched: 'ask', price: 1.08508 },
    });
    expect(checkOrderPrice('1.08509', 'buy_stop', quote, 5)).toEqual({ ok: true, price: 1.08509 });
    expect(checkOrderPrice('1.08504', 'sell_limit', quote, 5)).toEqual({ ok: true, price: 1.08504 });
    expect(checkOrderPrice('1.08504', 'sell_stop', quote, 5)).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', below: true, watched: 'bid', price: 1.085 },
    });
    // Without a price yet, only the number is judged (the stops are judged against it).
    expect(checkOrderPrice('1.2', 'buy_limit', undefined, 5)).toEqual({ ok: true, price: 1.2 });
  });

  it("has its stops judged against it, and says it is the order's price", () => {
    const terms = {
      side: 'buy',
      mode: 'price',
      price: 1.08,
      digits: 5,
      pipSize: 0.0001,
      against: 'order',
    } as const;
    expect(checkStop('1.079', { ...terms, stop: 'stop_loss' })).toEqual({ ok: true, price: 1.079 });
    expect(checkStop('1.081', { ...terms, stop: 'stop_loss' })).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', below: true, price: 1.08, quote: 'order' },
    });
    // 20 pips below the order's price.
    expect(checkStop('20', { ...terms, mode: 'pips', stop: 'stop_loss' })).toEqual({
      ok: true,
      price: 1.078,
    });
  });
});

describe("a pending order's expiry", () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('is none for good till cancelled, else a moment to come', () => {
    expect(checkExpiry(true, 'whatever', now)).toEqual({ ok: true, expiresAt: null });
    expect(checkExpiry(false, '', now)).toEqual({ ok: false, problem: 'empty' });
    expect(checkExpiry(false, 'soon', now)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkExpiry(false, '2026-11-25T12:00:00Z', now)).toEqual({ ok: false, problem: 'past' });
    expect(checkExpiry(false, '2026-11-25T13:30:00Z', now)).toEqual({
      ok: true,
      expiresAt: '2026-11-25T13:30:00.000Z',
    });
  });
});
