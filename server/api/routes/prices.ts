import { Hono } from 'hono';
import { priceHistoryLimits } from '@contract/schemas';
import type { AppEnv, Core } from '../core';
import { ok } from '../http/answer';
import { authenticate } from '../http/auth';
import { invalidField, notFound } from '../http/errors';
import { integerQuery } from '../http/query';

/** An asset id in the path: plain decimal digits, or it names no asset. */
const ASSET_ID = /^[1-9]\d{0,8}$/;

export function priceRoutes(core: Core) {
  const routes = new Hono<AppEnv>();

  /** The newest seconds of one instrument, oldest first, so a chart is not empty when it opens. */
  routes.get('/prices/:assetId/history', authenticate(core), (c) => {
    const raw = c.req.param('assetId');
    const asset = ASSET_ID.test(raw) ? core.prices.assets.find(({ id }) => id === Number(raw)) : undefined;
    // Laravel resolves the asset before it validates the query: an unknown asset is a 404 whatever else.
    if (!asset) throw notFound();
    const { defaultPoints, maxPoints } = priceHistoryLimits;
    const points = integerQuery(c, 'points', 1) ?? defaultPoints;
    if (points > maxPoints) throw invalidField('points', `The points may not be greater than ${maxPoints}.`);
    return ok(c, core.prices.history(asset.id, points) ?? []);
  });

  return routes;
}
