import { checkAlertPrice } from './alert-price';

const quote = { bid: 1.085, ask: 1.08508 };
const above = { side: 'bid', direction: 'above', digits: 5 } as const;

describe("the alert form's price", () => {
  it('is a positive number on the instrument digits', () => {
    expect(checkAlertPrice(' ', above, quote)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(checkAlertPrice('abc', above, quote)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkAlertPrice('0', above, quote)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkAlertPrice('1.090001', above, quote)).toEqual({
      ok: false,
      problem: { kind: 'too-precise', digits: 5 },
    });
    expect(checkAlertPrice('1.09', above, quote)).toEqual({ ok: true, price: 1.09 });
  });

  it("is on its direction's side of the watched price now, the bid or the ask as chosen", () => {
    expect(checkAlertPrice('1.085', above, quote)).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', watched: 1.085 },
    });
    expect(checkAlertPrice('1.08505', { ...above, side: 'ask' }, quote)).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', watched: 1.08508 },
    });
    expect(checkAlertPrice('1.08505', above, quote)).toEqual({ ok: true, price: 1.08505 });
    expect(checkAlertPrice('1.08505', { ...above, side: 'ask', direction: 'below' }, quote)).toEqual({
      ok: true,
      price: 1.08505,
    });
    // Without a price yet, the server judges the side.
    expect(checkAlertPrice('1.08', above, undefined)).toEqual({ ok: true, price: 1.08 });
  });
});
