import { Hono } from 'hono';
import { pipSizeOf } from '@contract/rules/pips';
import { categoryOf } from '../assets';
import type { AppEnv, Core } from '../core';
import { awaySummary, dismissAway, noteLooking } from '../domain/away';
import { markNotificationRead } from '../domain/notifications';
import { demoCryptos } from '../domain/payments';
import { recordHeartbeat } from '../domain/presence';
import { toUser } from '../domain/users';
import { ok } from '../http/body';
import { authenticate, customerOnly } from '../http/auth';

export function accountRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  // The gate screens read the user to show why, and whether the block has lifted.
  routes.get('/user', authenticate(core, { anyStatus: true }), (c) => ok(c, toUser(core, c.get('user'))));

  routes.get('/data', auth, (c) => {
    const assets = core.prices.assets.map((asset) => ({
      id: asset.id,
      symbol: asset.symbol,
      name: asset.name,
      category: categoryOf[asset.kind],
      digits: asset.digits,
      quote_currency: asset.quote,
      ...(asset.base ? { base_currency: asset.base } : {}),
      ...core.prices.quote(asset.id),
      contract_size: asset.contractSize,
      min_volume: asset.minVolume,
      max_volume: asset.maxVolume,
      volume_step: asset.volumeStep,
      pip_size: pipSizeOf({ kind: asset.kind, quote: asset.quote, digits: asset.digits }),
      max_leverage: asset.maxLeverage,
      leverage_class: asset.leverageClass,
      trading_hours: asset.hours,
      // At the moment of answering: the client follows the hours from here (and learns of halts from the next answer).
      market: core.markets.state(asset),
      day: core.candles.day(asset.id),
    }));
    return ok(c, {
      assets,
      accounts: core.store.state.accounts.get(c.get('user').id) ?? [],
      cryptos: demoCryptos,
    });
  });

  // A customer awaiting approval is present to support while they wait on its screen.
  routes.post('/user/heartbeat', authenticate(core, { pendingToo: true }), (c) => {
    recordHeartbeat(core, c.get('user'));
    return c.json({ success: true });
  });

  // Reading the summary is looking too: it may come before the first heartbeat of a start.
  routes.get('/user/away', auth, customerOnly, (c) => {
    const user = c.get('user');
    noteLooking(core, user);
    return ok(c, awaySummary(core, user));
  });

  routes.post('/user/away/seen', auth, customerOnly, (c) => {
    dismissAway(c.get('user'));
    return c.json({ success: true });
  });

  routes.post('/notifications/:id/read', auth, (c) =>
    ok(c, markNotificationRead(core, c.get('user'), c.req.param('id'))),
  );

  return routes;
}
