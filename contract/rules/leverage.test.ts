import { maxLeverageOf } from './leverage';

describe('the most leverage', () => {
  it("is the instrument's where the account has no cap", () => {
    expect(maxLeverageOf(100, { max_leverage: undefined })).toBe(100);
    expect(maxLeverageOf(100, {})).toBe(100);
    expect(maxLeverageOf(100, undefined)).toBe(100);
  });

  it("is the account's cap where it is lower, and the instrument's where that is", () => {
    expect(maxLeverageOf(100, { max_leverage: 30 })).toBe(30);
    expect(maxLeverageOf(5, { max_leverage: 30 })).toBe(5);
    expect(maxLeverageOf(30, { max_leverage: 30 })).toBe(30);
  });
});
