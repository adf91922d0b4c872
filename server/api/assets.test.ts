/** The instruments' terms hold the trades the demo makes: every size on the step, within the limits. */
import { maxLeverageOf } from '@contract/rules/leverage';
import { marketState } from '@contract/rules/market-hours';
import { buildAssets, kindTraits, type AssetSpec } from './assets';
import { createBackend } from './backend';
import { accountOfTrade, liveAccount } from './domain/accounts';
import { openTrade } from './domain/trades';

/** Whether `volume` is a whole number of steps (up to float noise: 0.05 is 5.000000000000001 steps of 0.01). */
const onStep = (volume: number, step: number) => {
  const steps = volume / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
};

const fits = (asset: AssetSpec, volume: number) =>
  volume >= asset.minVolume && volume <= asset.maxVolume && onStep(volume, asset.volumeStep);

// The catalogue and a run of the synthetic ones beyond it (the bench asks for hundreds).
const assets = buildAssets(40);

describe.each(assets.map((asset) => [asset.symbol, asset] as const))('%s', (_symbol, asset) => {
  it('offers the sizes and leverage its trades are drawn from', () => {
    const traits = kindTraits[asset.kind];
    for (const volume of traits.volumes) expect(fits(asset, volume), `volume ${volume}`).toBe(true);
    expect(traits.leverage).toBeLessThanOrEqual(asset.maxLeverage);
  });

  it('has consistent limits', () => {
    expect(Number.isInteger(asset.maxLeverage) && asset.maxLeverage >= 1).toBe(true);
    expect(asset.contractSize).toBeGreaterThan(0);
    expect(onStep(asset.minVolume, asset.volumeStep)).toBe(true);
    expect(onStep(asset.maxVolume, asset.volumeStep)).toBe(true);
    expect(asset.minVolume).toBeLessThanOrEqual(asset.maxVolume);
  });
});

it("every trade the demo seeds, and every one the broker opens, is within its instrument's terms and its account's caps", () => {
  const backend = createBackend();
  try {
    const customer = backend.store.userByEmail('kenji@example.com')!;
    for (let i = 0; i < 60; i += 1) openTrade(backend, customer, liveAccount(backend, customer));
    const trades = backend.store.state.trades;
    expect(trades.length).toBeGreaterThan(60);
    for (const trade of trades) {
      const asset = backend.prices.asset(trade.asset_id);
      expect(fits(asset, trade.volume), `${asset.symbol} volume ${trade.volume}`).toBe(true);
      const instrument = { max_leverage: asset.maxLeverage, leverage_class: asset.leverageClass };
      const caps = backend.store.state.settings.retail_leverage_caps;
      const most = maxLeverageOf(instrument, accountOfTrade(backend, trade), caps);
      expect(trade.leverage, `${asset.symbol} on ${trade.account_id}`).toBeLessThanOrEqual(most);
    }
    // The demo's customers are retail: its crypto trades are at 1:2, its EUR/USD ones at 1:30.
    const leverageOn = (symbol: string) =>
      new Set(
        trades.filter((t) => backend.prices.asset(t.asset_id).symbol === symbol).map((t) => t.leverage),
      );
    expect(leverageOn('BTC/USD')).toEqual(new Set([2]));
    expect(leverageOn('EUR/USD')).toEqual(new Set([30]));
  } finally {
    backend.dispose();
  }
});

it('puts each instrument in the class a regulator caps its retail leverage by', () => {
  const classes = Object.fromEntries(buildAssets(23).map((asset) => [asset.symbol, asset.leverageClass]));
  expect(classes).toMatchObject({
    'EUR/USD': 'major_pair',
    'USD/JPY': 'major_pair',
    'EUR/GBP': 'major_pair',
    'AUD/USD': 'other_pair',
    'NZD/USD': 'other_pair',
    'XAU/USD': 'gold',
    'XAG/USD': 'other_commodity',
    WTI: 'other_commodity',
    'BTC/USD': 'crypto',
    'XRP/USD': 'crypto',
    UK100: 'major_index',
    NAS100: 'major_index',
    SYN023: 'other_index',
  });
});

describe('trading hours', () => {
  const bySymbol = new Map(buildAssets().map((asset) => [asset.symbol, asset]));
  const state = (symbol: string, iso: string) => marketState(bySymbol.get(symbol)!.hours, Date.parse(iso));
  // Friday 27 November 2026 to Monday the 30th.
  const open = { state: 'open', next_open: null };

  it('forex trades from Sunday 22:00 to Friday 22:00 UTC', () => {
    expect(state('EUR/USD', '2026-11-27T21:59:00Z')).toEqual(open);
    expect(state('EUR/USD', '2026-11-28T12:00:00Z')).toEqual({
      state: 'closed',
      next_open: Date.parse('2026-11-29T22:00:00Z'),
    });
  });

  it('crypto and synthetics trade all week', () => {
    for (const iso of ['2026-11-28T12:00:00Z', '2026-11-29T21:00:00Z', '2026-11-30T22:30:00Z']) {
      expect(state('BTC/USD', iso)).toEqual(open);
      expect(marketState(buildAssets(30)[29]!.hours, Date.parse(iso))).toEqual(open);
    }
  });

  it('metals, energy and indices break daily and close at the weekend', () => {
    for (const symbol of ['XAU/USD', 'WTI', 'US500']) {
      expect(state(symbol, '2026-11-30T22:30:00Z')).toEqual({
        state: 'closed',
        next_open: Date.parse('2026-11-30T23:00:00Z'),
      });
      expect(state(symbol, '2026-11-28T12:00:00Z').state).toBe('closed');
      expect(state(symbol, '2026-12-01T12:00:00Z')).toEqual(open);
    }
    expect(state('GER40', '2026-12-01T05:00:00Z')).toEqual({
      state: 'closed',
      next_open: Date.parse('2026-12-01T07:00:00Z'),
    });
  });
});
