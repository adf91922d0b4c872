/** `npm run bench`: runs every bench in turn; exits non-zero when any is over its budget. */
import type { Bench } from './bench';
import { candlesBench } from './candles';
import { chartBench } from './chart';
import { chatBench } from './chat';
import { dashboardBench } from './dashboard';
import { firstLoadBench } from './first-load';
import { lighthouseBench } from './lighthouse';
import { ordersBench } from './orders';
import { pendingOrdersBench } from './pending-orders';
import { priceAlertsBench } from './price-alerts';
import { priceFeedBench } from './price-feed';
import { statementBench } from './statement';

const only = process.argv.slice(2);
const benches: Bench[] = [
  firstLoadBench,
  lighthouseBench,
  priceFeedBench,
  dashboardBench,
  chatBench,
  ordersBench,
  pendingOrdersBench,
  priceAlertsBench,
  candlesBench,
  chartBench,
  statementBench,
].filter((b) => only.length === 0 || only.includes(b.name));

let failed = false;
for (const bench of benches) {
  const outcome = await bench.run();
  for (const failure of outcome.failures) console.error(`over budget: ${outcome.name}: ${failure}`);
  failed ||= !outcome.pass;
}
process.exitCode = failed ? 1 : 0;
