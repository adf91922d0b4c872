/** `npm run bench`: runs every bench in turn; exits non-zero when any is over its budget. */
import type { Bench } from './bench';
import { priceFeedBench } from './price-feed';

const benches: Bench[] = [priceFeedBench];

let failed = false;
for (const bench of benches) {
  const outcome = await bench.run();
  for (const failure of outcome.failures) console.error(`over budget: ${outcome.name}: ${failure}`);
  failed ||= !outcome.pass;
}
process.exitCode = failed ? 1 : 0;
