/**
 * Price alerts at the tick: 10,000 of them over 200 instruments, 50 for each of 200 customers (the
 * most one may keep), checked by the reference backend (the same code every host runs) as its prices
 * tick at 10 Hz. Run in this process, without HTTP: what is measured is the check the price tick runs.
 *
 * - Cost: the check (server/api/domain/price-alerts.ts) is timed alone after each of 100 ticks in
 *   which no alert is reached (their prices 2 to 6% from the market), and ten of them make one second
 *   at 10 Hz: the share of one core is that second's sum over 1,000 ms. The first check, which makes
 *   the index of the alerts by instrument, is among them.
 * - Crossing: 20 times, one alert among the 10,000 is put 5 points above the bid and the price is set
 *   through it, as a tick does; the time from that tick to the alert's `alert.updated` being published
 *   is its latency, the whole tick's work included (the stops, the pending orders, the stop-out).
 */
import { MAX_ACTIVE_ALERTS } from '../contract/rules/price-alerts';
import { createBackend } from '../server/api';
import { checkPriceAlerts, createPriceAlert, deletePriceAlert } from '../server/api/domain/price-alerts';
import { atMost, finish, loadAverage, loadBudgets, percentile, type Bench } from './bench';

const NAME = 'price-alerts';
const ALERTS = 10_000;
const INSTRUMENTS = 200;
const CUSTOMERS = ALERTS / MAX_ACTIVE_ALERTS;
const HZ = 10;
const TICKS = 100;
const CROSSINGS = 20;
const WEDNESDAY_NOON = Date.parse('2026-11-25T12:00:00Z');

interface Budgets {
  maxShareOfOneCore: number;
  maxCrossingToFireMs: number;
}

export const priceAlertsBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const backend = createBackend({ assetCount: INSTRUMENTS, bulkCustomers: CUSTOMERS, controls: false });
    try {
      backend.markets.pin(WEDNESDAY_NOON);
      const assets = backend.prices.assets;
      const customers = [...backend.store.state.users.values()]
        .filter((user) => user.role === 'customer')
        .slice(0, CUSTOMERS);
      const round = (asset: (typeof assets)[number], price: number) => Number(price.toFixed(asset.digits));
      for (let index = 0; index < ALERTS; index += 1) {
        const asset = assets[index % assets.length]!;
        const user = customers[Math.floor(index / MAX_ACTIVE_ALERTS) % customers.length]!;
        const quote = backend.prices.quote(asset.id);
        const side = index % 2 === 0 ? 'bid' : 'ask';
        const direction = index % 4 < 2 ? 'above' : 'below';
        const watched = quote[side];
        const away = 0.02 + ((index * 7919) % 400) / 10_000;
        const price = round(asset, direction === 'above' ? watched * (1 + away) : watched * (1 - away));
        createPriceAlert(backend, user, { asset_id: asset.id, side, direction, price });
      }
      const active = () => backend.store.state.priceAlerts.filter((a) => a.status === 'active').length;
      const set = active();

      // The cost of the check alone, tick after tick.
      const checkMs: number[] = [];
      for (let tick = 0; tick < TICKS; tick += 1) {
        backend.prices.tick();
        const started = performance.now();
        checkPriceAlerts(backend);
        checkMs.push(performance.now() - started);
      }
      const seconds = Array.from({ length: TICKS / HZ }, (_, second) =>
        checkMs.slice(second * HZ, (second + 1) * HZ).reduce((sum, ms) => sum + ms, 0),
      );
      const share = percentile(seconds, 50) / 1000;

      // From a tick through an alert's price to its firing, published. Each customer tried holds 50
      // already: one of theirs is deleted first, so the new one is within the limit.
      const latencies: number[] = [];
      let firedAt = 0;
      const stop = backend.bus.subscribe((message) => {
        if (
          message.event === 'alert.updated' &&
          (message.data as { action: string }).action === 'triggered'
        ) {
          firedAt = performance.now();
        }
      });
      for (let crossing = 0; crossing < CROSSINGS; crossing += 1) {
        const asset = assets[(crossing * 37) % assets.length]!;
        const user = customers[crossing % customers.length]!;
        const theirs = backend.store.state.priceAlerts.find(
          (a) => a.user_id === user.id && a.status === 'active',
        );
        if (theirs) deletePriceAlert(backend, user, theirs.id);
        const { bid } = backend.prices.quote(asset.id);
        const point = 10 ** -asset.digits;
        createPriceAlert(backend, user, {
          asset_id: asset.id,
          side: 'bid',
          direction: 'above',
          price: round(asset, bid + 5 * point),
        });
        firedAt = 0;
        const started = performance.now();
        backend.prices.set(asset.id, round(asset, bid + 10 * point));
        latencies.push(firedAt === 0 ? Number.NaN : firedAt - started);
      }
      stop();

      const ms = (value: number) => Math.round(value * 1000) / 1000;
      const crossingP99 = ms(percentile(latencies, 99));
      const checks = [
        atMost(
          'share of one core checking 10,000 alerts at 10 Hz',
          Math.round(share * 10_000) / 10_000,
          budgets.maxShareOfOneCore,
        ),
        atMost(
          'p99 ms from a crossing tick to the alert going off',
          crossingP99,
          budgets.maxCrossingToFireMs,
        ),
      ];
      const load_avg = loadAverage();
      const rows = [
        {
          alerts: set,
          instruments: INSTRUMENTS,
          check_ms_median: ms(percentile(checkMs, 50)),
          check_ms_p99: ms(percentile(checkMs, 99)),
          share_of_core: Math.round(share * 10_000) / 10_000,
          crossing_ms_p50: ms(percentile(latencies, 50)),
          crossing_ms_p99: crossingP99,
        },
      ];
      return finish(NAME, {
        heading:
          `${set} price alerts over ${INSTRUMENTS} instruments, ${TICKS} ticks at ${HZ} Hz, ` +
          `${CROSSINGS} crossings (load average ${load_avg})`,
        rows,
        checks,
        budgets,
        figures: { load_avg, rows },
      });
    } finally {
      backend.dispose();
    }
  },
};
