import { Hono } from 'hono';
import { isTimeframe, TIMEFRAMES } from '@contract/rules/candles';
import { candleLimits, priceHistoryLimits } from '@contract/schemas';
import type { AppEnv, Core } from '../core';
import { ok, okJson } from '../http/body';
import { authenticate } from '../http/auth';
import { invalidField, notFound } from '../http/errors';
import { integerQuery } from '../http/query';

/** An asset id in the path: plain decimal digits, or it names no asset. */
const ASSET_ID = /^[1-9]\d{0,8}$/;

export function priceRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const assetOf = (raw: string) =>
    ASSET_ID.test(raw) ? core.prices.assets.find(({ id }) => id === Number(raw)) : undefined;

  /** The newest seconds of one instrument, oldest first, so a chart is not empty when it opens. */
  routes.get('/prices/:assetId/history', authenticate(core), (c) => {
    const asset = assetOf(c.req.param('assetId'));
    // Laravel resolves the asset before it validates the query: an unknown asset is a 404 whatever else.
    if (!asset) throw notFound();
    const { defaultPoints, maxPoints } = priceHistoryLimits;
    const points = integerQuery(c, 'points', 1) ?? defaultPoints;
    if (points > maxPoints) throw invalidField('points', `The points may not be greater than ${maxPoints}.`);
    return ok(c, core.prices.history(asset.id, points) ?? []);
  });

  /**
   * The candles of one instrument in a timeframe, oldest first: the `count` newest starting before
   * `to` (unix seconds), so a chart scrolled back asks for the ones before its oldest.
   */
  routes.get('/prices/:assetId/candles', authenticate(core), (c) => {
    const asset = assetOf(c.req.param('assetId'));
    if (!asset) throw notFound();
    const timeframe = c.req.query('timeframe');
    if (!isTimeframe(timeframe)) {
      throw invalidField('timeframe', `The timeframe must be one of ${TIMEFRAMES.join(', ')}.`);
    }
    const { defaultCount, maxCount } = candleLimits;
    const count = integerQuery(c, 'count', 1) ?? defaultCount;
    if (count > maxCount) throw invalidField('count', `The count may not be greater than ${maxCount}.`);
    const to = integerQuery(c, 'to', 0);
    return okJson(c, core.candles.candlesJson(asset.id, timeframe, count, to) ?? '[]');
  });

  return routes;
}
