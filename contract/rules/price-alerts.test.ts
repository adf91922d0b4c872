import {
  alertReached,
  isAlertOnItsSide,
  MAX_ACTIVE_ALERTS,
  mayAddAlert,
  watchedAlertPrice,
} from './price-alerts';

const quote = { bid: 1.085, ask: 1.08508 };

describe('price alerts', () => {
  it('watch the bid or the ask, as chosen', () => {
    expect(watchedAlertPrice('bid', quote)).toBe(1.085);
    expect(watchedAlertPrice('ask', quote)).toBe(1.08508);
  });

  it('are reached at their price or past it, from their side only', () => {
    expect(alertReached('above', 1.09, 1.08999)).toBe(false);
    expect(alertReached('above', 1.09, 1.09)).toBe(true);
    expect(alertReached('above', 1.09, 1.1)).toBe(true);
    expect(alertReached('below', 1.08, 1.08001)).toBe(false);
    expect(alertReached('below', 1.08, 1.08)).toBe(true);
    expect(alertReached('below', 1.08, 1.07)).toBe(true);
  });

  it('may be set only where they have not been reached yet', () => {
    expect(isAlertOnItsSide('above', 1.085, 1.085)).toBe(false);
    expect(isAlertOnItsSide('above', 1.08501, 1.085)).toBe(true);
    expect(isAlertOnItsSide('below', 1.085, 1.085)).toBe(false);
    expect(isAlertOnItsSide('below', 1.08499, 1.085)).toBe(true);
    // Whatever the side: one set is never reached at the price it was set against.
    for (const direction of ['above', 'below'] as const) {
      for (const price of [1.08, 1.085, 1.09]) {
        if (isAlertOnItsSide(direction, price, 1.085))
          expect(alertReached(direction, price, 1.085)).toBe(false);
      }
    }
  });

  it(`count up to ${MAX_ACTIVE_ALERTS} active`, () => {
    expect(mayAddAlert(MAX_ACTIVE_ALERTS - 1)).toBe(true);
    expect(mayAddAlert(MAX_ACTIVE_ALERTS)).toBe(false);
  });
});
