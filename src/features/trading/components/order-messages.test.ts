import {
  formatPips,
  lotsMessage,
  lotsText,
  positionLotsText,
  positionVolumeText,
  volumeMessage,
  volumeText,
} from './order-messages';

const eurusd = {
  contract_size: 100_000,
  base_currency: 'EUR',
  min_volume: 1000,
  max_volume: 10_000_000,
  volume_step: 1000,
};
const btc = { contract_size: 1, base_currency: 'BTC', min_volume: 0.01, max_volume: 100, volume_step: 0.01 };
const ger40 = { contract_size: 1, min_volume: 0.1, max_volume: 500, volume_step: 0.1 };
const wti = { contract_size: 1000, min_volume: 10, max_volume: 100_000, volume_step: 10 };

describe('a volume in lots', () => {
  it('shows the units beside the lots where a lot is more than one unit', () => {
    expect(volumeText(10_000, eurusd)).toBe('0.10 lots = 10,000 EUR');
    expect(volumeText(100, wti)).toBe('0.10 lots = 100 units');
    expect(volumeText(0.5, ger40)).toBe('0.50 lots');
    expect(volumeText(0.05, btc)).toBe('0.05 lots');
    expect(lotsText(1, { contract_size: 3 })).toBe('1 units');
  });
});

describe("the ticket's volume messages", () => {
  it("quote the instrument's own limits, in lots and units", () => {
    expect(lotsMessage({ kind: 'invalid' }, btc)).toBe('Enter a number of lots from 0.01 to 100.00.');
    expect(lotsMessage({ kind: 'invalid' }, eurusd)).toBe('Enter a number of lots from 0.01 to 100.00.');
    expect(lotsMessage({ kind: 'invalid' }, ger40)).toBe('Enter a number of lots from 0.10 to 500.00.');
    expect(lotsMessage({ kind: 'too-small', min: 1000 }, eurusd)).toBe(
      'The least you can trade is 0.01 lots = 1,000 EUR.',
    );
    expect(lotsMessage({ kind: 'too-large', max: 100 }, btc)).toBe('The most you can trade is 100.00 lots.');
    expect(lotsMessage({ kind: 'off-step', step: 1000 }, eurusd)).toBe('Use steps of 0.01 lots = 1,000 EUR.');
    expect(lotsMessage({ kind: 'empty' }, btc)).toBe('Enter a volume.');
  });

  it("a position's close quotes what the position holds and the instrument's limits, in lots and units", () => {
    // 3,000 EUR ÷ 100,000 = 0.03 lots; 0.03 coins of BTC/USD, whose lot is one coin, 0.03 lots.
    expect(volumeMessage({ kind: 'invalid' }, 3000, eurusd)).toBe(
      'Enter a number of lots, up to what the position holds: 0.03 lots = 3,000 EUR.',
    );
    expect(volumeMessage({ kind: 'invalid' }, 0.03, btc)).toBe(
      'Enter a number of lots, up to what the position holds: 0.03 lots.',
    );
    expect(volumeMessage({ kind: 'over-position', max: 3000 }, 3000, eurusd)).toBe(
      'The position holds 0.03 lots = 3,000 EUR.',
    );
    expect(volumeMessage({ kind: 'off-step', step: 1000 }, 3000, eurusd)).toBe(
      'Use steps of 0.01 lots = 1,000 EUR.',
    );
    // 10 barrels of a 1,000-barrel lot: 0.01 lots.
    expect(volumeMessage({ kind: 'remainder-too-small', min: 10 }, 50, wti)).toBe(
      'Leave at least 0.01 lots = 10 units open, or close it all.',
    );
    expect(volumeMessage({ kind: 'empty' }, 3000, eurusd)).toBe('Enter a volume.');
  });

  it('a position on an instrument no longer listed is quoted in units, its lot not known', () => {
    expect(volumeMessage({ kind: 'invalid' }, 0.03, undefined)).toBe(
      'Enter a number of units, up to what the position holds: 0.03 units.',
    );
    expect(volumeMessage({ kind: 'over-position', max: 0.03 }, 0.03, undefined)).toBe(
      'The position holds 0.03 units.',
    );
  });
});

describe("a position's volume", () => {
  it('reads as the ticket writes it: lots, with the units beside them where a lot is more than one', () => {
    // 20,000 EUR ÷ 100,000 = 0.20 lots; 250 barrels ÷ 1,000 = 0.25 lots; 0.5 GER40 contracts of 1.
    expect(positionVolumeText(20_000, eurusd)).toBe('0.20 lots = 20,000 EUR');
    expect(positionVolumeText(250, wti)).toBe('0.25 lots = 250 units');
    expect(positionVolumeText(0.5, ger40)).toBe('0.50 lots');
    expect(positionVolumeText(0.03, btc)).toBe('0.03 lots');
    expect(positionVolumeText(0.03, undefined)).toBe('0.03 units');
  });

  it('within a sentence is lots alone, as the ticket says what it places', () => {
    expect(positionLotsText(20_000, eurusd)).toBe('0.20 lots');
    expect(positionLotsText(0.03, btc)).toBe('0.03 lots');
    expect(positionLotsText(0.03, undefined)).toBe('0.03 units');
  });
});

describe('a distance in pips', () => {
  it('is written with the decimals of a pip that land on a price, the float noise rounded away', () => {
    expect(formatPips(1.085 - 1.083, { pip_size: 0.0001, digits: 5 })).toBe('20');
    expect(formatPips(0.00125, { pip_size: 0.0001, digits: 5 })).toBe('12.5');
    expect(formatPips(-40, { pip_size: 1, digits: 1 })).toBe('40');
  });
});
