/**
 * Pending orders at the tick: 10,000 of them over 200 instruments, on 100 customers' accounts, checked
 * by the reference backend (the same code every host runs) as its prices tick at 10 Hz. Run in this
 * process, without HTTP: what is measured is the check the price tick runs, not a request.
 *
 * - Cost: the check (server/api/domain/pending-orders.ts) is timed alone after each of 100 ticks in
 *   which no order is reached (their prices 2 to 6% from the market), and ten of them make one
 *   second at 10 Hz: the share of one core is that second's sum over 1,000 ms.
 * - Crossing: 20 times, one order among the 10,000 is put 5 points from the market and the price is
 *   set through it, as a tick does; the time from that tick to the order's fill being published (a
 *   new position, on the customer's channel) is its latency, the whole tick's work included (the
 *   stops, the stop-out, the check).
 */
import { createBackend } from '../server/api';
import { ownAccount } from '../server/api/domain/accounts';
import { createPendingOrderCheck, placePendingOrder } from '../server/api/domain/pending-orders';
import { atMost, finish, loadAverage, loadBudgets, percentile, type Bench } from './bench';

const NAME = 'pending-orders';
const ORDERS = 10_000;
const INSTRUMENTS = 200;
const CUSTOMERS = 100;
const HZ = 10;
const TICKS = 100;
const CROSSINGS = 20;
const WEDNESDAY_NOON = Date.parse('2026-11-25T12:00:00Z');

interface Budgets {
  maxShareOfOneCore: number;
  maxCrossingToFillMs: number;
}

const TYPES = ['buy_limit', 'sell_limit', 'buy_stop', 'sell_stop'] as const;

export const pendingOrdersBench: Bench = {
  name: NAME,
  async run() {
    const budgets = loadBudgets<Budgets>(NAME);
    const backend = createBackend({ assetCount: INSTRUMENTS, bulkCustomers: CUSTOMERS, controls: false });
    try {
      backend.markets.pin(WEDNESDAY_NOON);
      const assets = backend.prices.assets;
      const customers = [...backend.store.state.users.values()].filter(
        (user) => user.role === 'customer' && backend.store.state.accounts.get(user.id)?.length,
      );
      const round = (asset: (typeof assets)[number], price: number) => Number(price.toFixed(asset.digits));
      for (let index = 0; index < ORDERS; index += 1) {
        const asset = assets[index % assets.length]!;
        const user = customers[index % customers.length]!;
        const account = ownAccount(backend, user, undefined);
        const type = TYPES[index % TYPES.length]!;
        const { bid, ask } = backend.prices.quote(asset.id);
        // Below the market for a buy limit and a sell stop, above it for the others: 2 to 6% away.
        const away = 0.02 + ((index * 7919) % 400) / 10_000;
        const below = type === 'buy_limit' || type === 'sell_stop';
        const price = round(asset, below ? bid * (1 - away) : ask * (1 + away));
        placePendingOrder(backend, user, {
          account_id: account.account_id,
          asset_id: asset.id,
          type,
          price,
          volume: asset.minVolume,
          leverage: 1,
        });
      }
      const pending = () => backend.store.state.pendingOrders.filter((o) => o.status === 'pending').length;
      const placed = pending();

      // The cost of the check alone, tick after tick.
      const check = createPendingOrderCheck(backend);
      const checkMs: number[] = [];
      for (let tick = 0; tick < TICKS; tick += 1) {
        backend.prices.tick();
        const started = performance.now();
        check();
        checkMs.push(performance.now() - started);
      }
      const seconds = Array.from({ length: TICKS / HZ }, (_, second) =>
        checkMs.slice(second * HZ, (second + 1) * HZ).reduce((sum, ms) => sum + ms, 0),
      );
      const share = percentile(seconds, 50) / 1000;

      // From a tick through an order's price to its fill, published.
      const latencies: number[] = [];
      let filledAt = 0;
      const stop = backend.bus.subscribe((message) => {
        if (message.event === 'order.updated' && (message.data as { action: string }).action === 'filled') {
          filledAt = performance.now();
        }
      });
      for (let crossing = 0; crossing < CROSSINGS; crossing += 1) {
        const asset = assets[(crossing * 37) % assets.length]!;
        const user = customers[crossing % customers.length]!;
        const { bid, ask } = backend.prices.quote(asset.id);
        const point = 10 ** -asset.digits;
        placePendingOrder(backend, user, {
          account_id: ownAccount(backend, user, undefined).account_id,
          asset_id: asset.id,
          type: 'buy_stop',
          price: round(asset, ask + 5 * point),
          volume: asset.minVolume,
          leverage: 1,
        });
        filledAt = 0;
        const started = performance.now();
        backend.prices.set(asset.id, round(asset, bid + 10 * point));
        latencies.push(filledAt === 0 ? Number.NaN : filledAt - started);
      }
      stop();

      const ms = (value: number) => Math.round(value * 1000) / 1000;
      const crossingP99 = ms(percentile(latencies, 99));
      const checks = [
        atMost(
          'share of one core checking 10,000 orders at 10 Hz',
          Math.round(share * 10_000) / 10_000,
          budgets.maxShareOfOneCore,
        ),
        atMost('p99 ms from a crossing tick to the fill', crossingP99, budgets.maxCrossingToFillMs),
      ];
      const load_avg = loadAverage();
      const rows = [
        {
          orders: placed,
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
          `${placed} pending orders over ${INSTRUMENTS} instruments, ${TICKS} ticks at ${HZ} Hz, ` +
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
