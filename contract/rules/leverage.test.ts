import type { LeverageClass } from '@contract/schemas/categories';
import { leverageTermsOf, maxLeverageOf } from './leverage';

const pair = (max_leverage = 100) => ({ max_leverage, leverage_class: 'major_pair' as const });
const professional = { client_category: 'professional' as const };

describe('the most leverage', () => {
  it("is the instrument's where neither the account nor a retail cap lowers it", () => {
    expect(maxLeverageOf({ max_leverage: 100 }, professional, undefined)).toBe(100);
    expect(maxLeverageOf(pair(), professional, undefined)).toBe(100);
    // No class: no retail cap.
    expect(maxLeverageOf({ max_leverage: 100 }, {}, undefined)).toBe(100);
  });

  it("is the account's cap where it is lower, and the instrument's where that is", () => {
    expect(leverageTermsOf(pair(), { ...professional, max_leverage: 30 }, undefined)).toEqual({
      max: 30,
      limit: 'account',
    });
    expect(maxLeverageOf(pair(5), { ...professional, max_leverage: 30 }, undefined)).toBe(5);
  });

  it("caps a retail account by its instrument's class, at the regulator's figures", () => {
    const retail = { client_category: 'retail' as const };
    const capOn = (leverage_class: LeverageClass, max = 500) =>
      leverageTermsOf({ max_leverage: max, leverage_class }, retail, undefined);
    expect(capOn('major_pair')).toEqual({ max: 30, limit: 'retail' });
    expect(capOn('other_pair')).toEqual({ max: 20, limit: 'retail' });
    expect(capOn('gold')).toEqual({ max: 20, limit: 'retail' });
    expect(capOn('major_index')).toEqual({ max: 20, limit: 'retail' });
    expect(capOn('other_commodity')).toEqual({ max: 10, limit: 'retail' });
    expect(capOn('other_index')).toEqual({ max: 10, limit: 'retail' });
    expect(capOn('share')).toEqual({ max: 5, limit: 'retail' });
    expect(capOn('crypto')).toEqual({ max: 2, limit: 'retail' });
    // An instrument offered at less than its class's cap keeps its own most.
    expect(capOn('crypto', 1)).toEqual({ max: 1, limit: 'instrument' });
    // An account with no category, or not known yet, is retail.
    expect(maxLeverageOf(pair(), {}, undefined)).toBe(30);
    expect(maxLeverageOf(pair(), undefined, undefined)).toBe(30);
  });

  it("takes the tenant's cap of a class where it sets one, the regulator's for the others", () => {
    const caps = { crypto: 1, major_pair: 50 };
    expect(maxLeverageOf({ max_leverage: 5, leverage_class: 'crypto' }, {}, caps)).toBe(1);
    expect(maxLeverageOf(pair(), {}, caps)).toBe(50);
    expect(maxLeverageOf({ max_leverage: 100, leverage_class: 'other_pair' }, {}, caps)).toBe(20);
    // The lowest of all three: an account cap below the retail one sets it.
    expect(leverageTermsOf(pair(), { max_leverage: 10 }, caps)).toEqual({ max: 10, limit: 'account' });
  });
});
