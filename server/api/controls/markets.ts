/**
 * /__demo controls for the instruments' markets: a test puts an instrument at a price, the broker halts
 * or resumes one, and a test pins the market clock to a moment (a Saturday, say) so closed markets show whatever day the tests run on,
 * or runs the daily rollover as of a moment (a Wednesday's, say, which charges three days of swap).
 * Each answers the market as the next /data will; the price feed pushes the change at its next tick
 * (`markets:update`, server/node/price-feed.ts), as it does when the hours open or close a market.
 */
import { minorOf, toDecimalString } from '@contract/rules/money';
import { isIsoInstant } from '@contract/schemas';
import { type } from 'arktype';
import { Hono } from 'hono';
import type { AssetSpec } from '../assets';
import type { AppEnv, Core } from '../core';
import { ok, validBody } from '../http/body';
import { invalidField } from '../http/errors';
import { costsOf } from '../domain/costs';
import { rollover } from '../domain/rollover';

const schemas = {
  instrument: type({ symbol: '1 <= string <= 32' }),
  price: type({ symbol: '1 <= string <= 32', price: '0 < number < 1000000000000', 'hold?': 'boolean' }),
  clock: type({
    at: type('string')
      .narrow((text, ctx) => isIsoInstant(text) || ctx.mustBe('a date and time in ISO 8601'))
      .or('null'),
  }),
  costs: type({
    symbol: '1 <= string <= 32',
    'swap_long?': '-100 <= number <= 100',
    'swap_short?': '-100 <= number <= 100',
    'commission_per_lot?': /^\d{1,4}(\.\d{1,2})?$/,
  }).onUndeclaredKey('reject'),
  rollover: type({
    at: type('string').narrow((text, ctx) => isIsoInstant(text) || ctx.mustBe('a date and time in ISO 8601')),
  }),
};

/** The instrument a control names by its symbol; an unknown one is the `symbol` field's error. */
export function instrumentOf(core: Core, symbol: string): AssetSpec {
  const asset = core.prices.assets.find((candidate) => candidate.symbol === symbol);
  if (!asset) throw invalidField('symbol', 'No instrument has this symbol.');
  return asset;
}

export function marketControlRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  const instrumentNamed = (symbol: string) => instrumentOf(core, symbol);
  const marketOf = (asset: AssetSpec) => ({ symbol: asset.symbol, market: core.markets.state(asset) });

  // Puts an instrument's bid at a price now, as a tick would (the ask the spread above it): the walk
  // goes on from there (or, with `hold`, leaves it there while it trades), the price feed sends it
  // with the next tick, and stops it crosses close their positions at once. Answers the quote as
  // /data would: the mid as `price`, the bid and the ask.
  routes.post('/prices', async (c) => {
    const body = await validBody(c, schemas.price);
    const asset = instrumentNamed(body.symbol);
    core.prices.set(asset.id, body.price, body.hold);
    return ok(c, { symbol: asset.symbol, ...core.prices.quote(asset.id) });
  });

  routes.post('/markets/halt', async (c) => {
    const asset = instrumentNamed((await validBody(c, schemas.instrument)).symbol);
    core.markets.halt(asset.id);
    return ok(c, marketOf(asset));
  });

  routes.post('/markets/resume', async (c) => {
    const asset = instrumentNamed((await validBody(c, schemas.instrument)).symbol);
    core.markets.resume(asset.id);
    return ok(c, marketOf(asset));
  });

  routes.post('/markets/clock', async (c) => {
    const { at } = await validBody(c, schemas.clock);
    core.markets.pin(at === null ? null : Date.parse(at));
    const pinned = core.markets.pinned();
    return ok(c, {
      at: pinned === null ? null : new Date(pinned).toISOString(),
      markets: core.prices.assets.map(marketOf),
    });
  });

  // The tenant's costs on an instrument: swap long and short (annual percentages) and commission per
  // lot per side (US dollars, "3.00"); what is left out stays as it is, until a reset.
  routes.post('/costs', async (c) => {
    const body = await validBody(c, schemas.costs);
    const asset = instrumentNamed(body.symbol);
    const { swap, commissionPerLot } = costsOf(core, asset);
    const costs = {
      swap: { long: body.swap_long ?? swap.long, short: body.swap_short ?? swap.short },
      commissionPerLot:
        body.commission_per_lot === undefined ? commissionPerLot : Number(minorOf(body.commission_per_lot)),
    };
    core.store.state.instrumentCosts.set(asset.id, costs);
    return ok(c, {
      symbol: asset.symbol,
      swap_long: costs.swap.long,
      swap_short: costs.swap.short,
      commission_per_lot: toDecimalString(BigInt(costs.commissionPerLot)),
    });
  });

  // The daily rollover as if it were at `at`: the swap of that day (none at a weekend, three on the
  // triple-swap day) charged or credited to every position opened before it, at the current prices.
  routes.post('/rollover', async (c) => {
    const { at } = await validBody(c, schemas.rollover);
    const moment = Date.parse(at);
    return ok(c, { at: new Date(moment).toISOString(), positions: rollover(core, moment) });
  });

  return routes;
}
