import {
  checkCloseLots,
  checkLots,
  entryPrice,
  checkStop,
  checkVolume,
  closePnlMinor,
  defaultLeverage,
  freeMarginAfter,
  leverageChoices,
  requiredMarginMinor,
  spreadCostMinor,
  stopBelowPrice,
} from './order-ticket';

const fx = { min_volume: 1000, max_volume: 10_000_000, volume_step: 1000 };
const crypto = { min_volume: 0.01, max_volume: 100, volume_step: 0.01 };
const index = { min_volume: 0.1, max_volume: 500, volume_step: 0.1 };

describe('checkVolume', () => {
  it('takes a volume within the limits and on the step, thousands separators and all', () => {
    expect(checkVolume('1000', fx)).toEqual({ ok: true, volume: 1000 });
    expect(checkVolume(' 25,000 ', fx)).toEqual({ ok: true, volume: 25_000 });
    expect(checkVolume('10,000,000', fx)).toEqual({ ok: true, volume: 10_000_000 });
    expect(checkVolume('0.07', crypto)).toEqual({ ok: true, volume: 0.07 });
    expect(checkVolume('.5', index)).toEqual({ ok: true, volume: 0.5 });
  });

  it('says what is wrong: nothing typed, not a number, under the least, over the most', () => {
    expect(checkVolume('  ', fx)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(checkVolume('1e3', fx)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkVolume('-1000', fx)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkVolume('0', fx)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkVolume('999', fx)).toEqual({ ok: false, problem: { kind: 'too-small', min: 1000 } });
    expect(checkVolume('0.009', crypto)).toEqual({ ok: false, problem: { kind: 'too-small', min: 0.01 } });
    expect(checkVolume('10,001,000', fx)).toEqual({
      ok: false,
      problem: { kind: 'too-large', max: 10_000_000 },
    });
  });

  it('refuses a volume off the step, exactly: 0.07 is on a 0.01 step where 0.07 % 0.01 is not 0', () => {
    // The float remainder would call these off the step (0.07 % 0.01 = 0.00999…, 0.3 % 0.1 = 0.0999…).
    expect(0.07 % 0.01).not.toBe(0);
    expect(0.3 % 0.1).not.toBe(0);
    expect(checkVolume('0.3', index)).toEqual({ ok: true, volume: 0.3 });
    expect(checkVolume('1500', fx)).toEqual({ ok: false, problem: { kind: 'off-step', step: 1000 } });
    expect(checkVolume('0.015', crypto)).toEqual({ ok: false, problem: { kind: 'off-step', step: 0.01 } });
    expect(checkVolume('0.25', index)).toEqual({ ok: false, problem: { kind: 'off-step', step: 0.1 } });
  });
});

describe('checkLots', () => {
  const eurusd = { ...fx, contract_size: 100_000 };
  const btc = { ...crypto, contract_size: 1 };
  const xag = { min_volume: 1, max_volume: 10_000, volume_step: 1, contract_size: 5000 };

  it('reads lots as the units they are, exactly', () => {
    expect(checkLots('0.10', eurusd)).toEqual({ ok: true, volume: 10_000 });
    expect(checkLots('0.07', eurusd)).toEqual({ ok: true, volume: 7000 });
    expect(checkLots('100', eurusd)).toEqual({ ok: true, volume: 10_000_000 });
    expect(checkLots('0.05', btc)).toEqual({ ok: true, volume: 0.05 });
    expect(checkLots('0.0002', xag)).toEqual({ ok: true, volume: 1 });
  });

  it('judges the units against the limits and the step, which are in units', () => {
    expect(checkLots('', eurusd)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(checkLots('0', eurusd)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkLots('0.001', eurusd)).toEqual({ ok: false, problem: { kind: 'too-small', min: 1000 } });
    expect(checkLots('100.01', eurusd)).toEqual({
      ok: false,
      problem: { kind: 'too-large', max: 10_000_000 },
    });
    expect(checkLots('0.015', eurusd)).toEqual({ ok: false, problem: { kind: 'off-step', step: 1000 } });
    expect(checkLots('101', btc)).toEqual({ ok: false, problem: { kind: 'too-large', max: 100 } });
  });
});

describe('entryPrice', () => {
  it('is the price an order of each side fills at: a buy the ask, a sell the bid', () => {
    expect(entryPrice('buy', { bid: 1.08504, ask: 1.08512 })).toBe(1.08512);
    expect(entryPrice('sell', { bid: 1.08504, ask: 1.08512 })).toBe(1.08504);
    expect(entryPrice('buy', undefined)).toBeUndefined();
  });
});

describe('checkCloseLots', () => {
  const eurusd = { ...fx, contract_size: 100_000 };
  const btc = { ...crypto, contract_size: 1 };

  it('closes the whole position when nothing or all of it is typed, in lots', () => {
    // 5,000 EUR of EUR/USD is 5,000 ÷ 100,000 = 0.05 lots.
    expect(checkCloseLots('', 5000, eurusd)).toEqual({ ok: true, volume: undefined });
    expect(checkCloseLots('0.05', 5000, eurusd)).toEqual({ ok: true, volume: undefined });
    expect(checkCloseLots('0.050', 5000, eurusd)).toEqual({ ok: true, volume: undefined });
    expect(checkCloseLots('0.5', 0.5, btc)).toEqual({ ok: true, volume: undefined });
  });

  it('closes a part on the step that leaves at least the least volume open, as the units it is', () => {
    // 0.02 lots × 100,000 = 2,000 EUR, on the 1,000 step, leaving 3,000.
    expect(checkCloseLots('0.02', 5000, eurusd)).toEqual({ ok: true, volume: 2000 });
    // 0.04 lots = 4,000, leaving 1,000, exactly the least.
    expect(checkCloseLots('0.04', 5000, eurusd)).toEqual({ ok: true, volume: 4000 });
    // A lot of BTC/USD is one coin: 0.30 − 0.29 leaves 0.01, exactly the least.
    expect(checkCloseLots('0.29', 0.3, btc)).toEqual({ ok: true, volume: 0.29 });
  });

  it('refuses more than the position, a part off the step, and a remainder under the least, in units', () => {
    // 0.06 lots = 6,000 EUR, more than the 5,000 held.
    expect(checkCloseLots('0.06', 5000, eurusd)).toEqual({
      ok: false,
      problem: { kind: 'over-position', max: 5000 },
    });
    // 0.025 lots = 2,500 EUR, between two 1,000 steps; 0.000001 lots = 0.1 EUR, under a step.
    expect(checkCloseLots('0.025', 5000, eurusd)).toEqual({
      ok: false,
      problem: { kind: 'off-step', step: 1000 },
    });
    expect(checkCloseLots('0.000001', 5000, eurusd)).toEqual({
      ok: false,
      problem: { kind: 'off-step', step: 1000 },
    });
    // 0.45 lots of 100 = 45 of a 50 position leaves 5, under the least 10.
    const stepUnderLeast = { min_volume: 10, max_volume: 100_000, volume_step: 1, contract_size: 100 };
    expect(checkCloseLots('0.45', 50, stepUnderLeast)).toEqual({
      ok: false,
      problem: { kind: 'remainder-too-small', min: 10 },
    });
    expect(checkCloseLots('abc', 5000, eurusd)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkCloseLots('0', 5000, eurusd)).toEqual({ ok: false, problem: { kind: 'invalid' } });
  });
});

describe('leverage', () => {
  it('offers the usual steps up to the most, and the most itself', () => {
    expect(leverageChoices(100)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(leverageChoices(5)).toEqual([1, 2, 5]);
    expect(leverageChoices(30)).toEqual([1, 2, 5, 10, 20, 30]);
    expect(leverageChoices(1)).toEqual([1]);
    expect(defaultLeverage(20)).toBe(20);
  });
});

describe('checkStop', () => {
  const buy = { side: 'buy', digits: 5, price: 1.08512, pipSize: 0.0001 } as const;
  const sell = { ...buy, side: 'sell' } as const;

  it('places a buy’s stop-loss and a sell’s take-profit below the price, the others above', () => {
    expect(stopBelowPrice('buy', 'stop_loss')).toBe(true);
    expect(stopBelowPrice('buy', 'take_profit')).toBe(false);
    expect(stopBelowPrice('sell', 'stop_loss')).toBe(false);
    expect(stopBelowPrice('sell', 'take_profit')).toBe(true);
  });

  it('takes no stop when nothing is typed, and a price on the right side as it is', () => {
    expect(checkStop('', { ...buy, stop: 'stop_loss', mode: 'price' })).toEqual({ ok: true, price: null });
    expect(checkStop('1.08012', { ...buy, stop: 'stop_loss', mode: 'price' })).toEqual({
      ok: true,
      price: 1.08012,
    });
    expect(checkStop('1.09', { ...buy, stop: 'take_profit', mode: 'price' })).toEqual({
      ok: true,
      price: 1.09,
    });
    expect(checkStop('1.09', { ...sell, stop: 'stop_loss', mode: 'price' })).toEqual({
      ok: true,
      price: 1.09,
    });
  });

  it('refuses a price on the wrong side, or on the price itself', () => {
    expect(checkStop('1.09', { ...buy, stop: 'stop_loss', mode: 'price' })).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', below: true, price: 1.08512, quote: 'bid' },
    });
    expect(checkStop('1.08512', { ...sell, stop: 'take_profit', mode: 'price' })).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', below: true, price: 1.08512, quote: 'ask' },
    });
    expect(checkStop('1.08', { ...sell, stop: 'stop_loss', mode: 'price' })).toEqual({
      ok: false,
      problem: { kind: 'wrong-side', below: false, price: 1.08512, quote: 'ask' },
    });
  });

  it('converts a distance in pips from the price to the price on the stop’s side', () => {
    // 50 pips of 0.0001 = 0.005: 1.08512 − 0.005 = 1.08012; 75 pips: 1.08512 + 0.0075 = 1.09262.
    expect(checkStop('50', { ...buy, stop: 'stop_loss', mode: 'pips' })).toEqual({
      ok: true,
      price: 1.08012,
    });
    expect(checkStop('75', { ...buy, stop: 'take_profit', mode: 'pips' })).toEqual({
      ok: true,
      price: 1.09262,
    });
    expect(checkStop('50', { ...sell, stop: 'stop_loss', mode: 'pips' })).toEqual({
      ok: true,
      price: 1.09012,
    });
    // A tenth of a pip is a fifth-decimal price: 12.5 pips = 0.00125 → 1.08387.
    expect(checkStop('12.5', { ...buy, stop: 'stop_loss', mode: 'pips' })).toEqual({
      ok: true,
      price: 1.08387,
    });
    // GER40 in points of 1: a sell at 18,000.0 with its stop-loss 40 points above, at 18,040.0.
    expect(
      checkStop('40', {
        side: 'sell',
        stop: 'stop_loss',
        mode: 'pips',
        price: 18_000,
        digits: 1,
        pipSize: 1,
      }),
    ).toEqual({ ok: true, price: 18_040 });
    // A distance past zero cannot be a price.
    expect(checkStop('20000', { ...buy, stop: 'stop_loss', mode: 'pips' })).toMatchObject({
      ok: false,
      problem: { kind: 'wrong-side' },
    });
  });

  it('takes no finer distance than lands on a quoted price', () => {
    expect(checkStop('12.55', { ...buy, stop: 'stop_loss', mode: 'pips' })).toEqual({
      ok: false,
      problem: { kind: 'too-precise', digits: 1 },
    });
  });

  it('refuses more decimals than the instrument quotes, and what is not a number', () => {
    expect(checkStop('1.080121', { ...buy, stop: 'stop_loss', mode: 'price' })).toEqual({
      ok: false,
      problem: { kind: 'too-precise', digits: 5 },
    });
    expect(checkStop('-1', { ...buy, stop: 'stop_loss', mode: 'price' })).toEqual({
      ok: false,
      problem: { kind: 'invalid' },
    });
  });
});

describe('money', () => {
  // EUR/USD quoted 1.08512 / 1.08520 (0.8 pip).
  const eurusd = { bid: 1.08512, ask: 1.0852 };

  it('values the margin an order needs in the account’s cents, at the price the position closes at', () => {
    // A buy of 1,000 at 1:100 is valued at the bid: 1,000 × 1.08512 ÷ 100 = 10.8512 USD → $10.85.
    expect(requiredMarginMinor({ trade_type: 'buy', volume: 1000, leverage: 100 }, eurusd, 1)).toBe(1085n);
    // A sell of 1,000 at 1:1 at the ask: 1,000 × 1.08520 = $1,085.20.
    expect(requiredMarginMinor({ trade_type: 'sell', volume: 1000, leverage: 1 }, eurusd, 1)).toBe(108_520n);
    // A sell of 0.5 BTC quoted 64,975 / 65,000 at 1:5 = 6,500 USD; in EUR at a rate of 0.8 = €5,200.00.
    const btc = { bid: 64_975, ask: 65_000 };
    expect(requiredMarginMinor({ trade_type: 'sell', volume: 0.5, leverage: 5 }, btc, 0.8)).toBe(520_000n);
    // A buy of 10,000 USD/JPY quoted 150.123 / 150.133 at 1:50 = 30,024.6 JPY; at a rate of 1/150.123 = $200.00.
    const usdjpy = { bid: 150.123, ask: 150.133 };
    const order = { trade_type: 'buy', volume: 10_000, leverage: 50 } as const;
    expect(requiredMarginMinor(order, usdjpy, 1 / 150.123)).toBe(20_000n);
  });

  it('values the spread an order pays at once: 10,000 × 0.00008 = $0.80, €0.74 at the mid 1.08516', () => {
    const order = { trade_type: 'buy', volume: 10_000, leverage: 100 } as const;
    expect(spreadCostMinor(order, eurusd, 1)).toBe(80n);
    expect(spreadCostMinor({ ...order, trade_type: 'sell' }, eurusd, 1)).toBe(80n);
    // 0.80 ÷ 1.08516 = 0.73722…
    expect(spreadCostMinor(order, eurusd, 1 / 1.08516)).toBe(74n);
  });

  it('takes the margin and the spread off the free margin, below zero when they do not fit', () => {
    expect(freeMarginAfter(1_000_000n, 1085n, 80n)).toBe(998_835n);
    expect(freeMarginAfter(1000n, 1085n, 0n)).toBe(-85n);
    expect(freeMarginAfter(1085n, 1085n, 1n)).toBe(-1n);
  });

  it('values the P&L a whole or part close realises: a buy at the bid, a sell at the ask', () => {
    const trade = { trade_type: 'buy', opening_price: 1.08, volume: 5000 } as const;
    // (1.08512 − 1.08) × 5,000 = 25.60 USD; 2,000 of it: 10.24 USD.
    expect(closePnlMinor(trade, undefined, eurusd, 1)).toBe(2560n);
    expect(closePnlMinor(trade, 2000, eurusd, 1)).toBe(1024n);
    // A sell from 1.08 buys back at the ask: (1.08 − 1.08520) × 2,000 = −10.40 USD.
    expect(closePnlMinor({ ...trade, trade_type: 'sell' }, 2000, eurusd, 1)).toBe(-1040n);
  });
});
