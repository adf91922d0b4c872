/**
 * /__demo controls for the instruments' markets: a test puts an instrument at a price, the broker halts
 * or resumes one, and a test pins the market clock to a moment (a Saturday, say) so closed markets show whatever day the tests run on.
 * Each answers the market as the next /data will; the price feed pushes the change at its next tick
 * (`markets:update`, server/node/price-feed.ts), as it does when the hours open or close a market.
 */
import { isIsoInstant } from '@contract/schemas';
import { type } from 'arktype';
import { Hono } from 'hono';
import type { AssetSpec } from '../assets';
import type { AppEnv, Core } from '../core';
import { ok } from '../http/answer';
import { validBody } from '../http/body';
import { invalidField } from '../http/errors';

const schemas = {
  instrument: type({ symbol: '1 <= string <= 32' }),
  price: type({ symbol: '1 <= string <= 32', price: '0 < number < 1000000000000', 'hold?': 'boolean' }),
  clock: type({
    at: type('string')
      .narrow((text, ctx) => isIsoInstant(text) || ctx.mustBe('a date and time in ISO 8601'))
      .or('null'),
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

  return routes;
}
