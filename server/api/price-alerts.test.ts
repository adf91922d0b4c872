/**
 * Price alerts against the reference backend: set on their direction's side of the watched price,
 * changed and deleted by their owner only, at most fifty active, and fired once as the price reaches
 * them (marked triggered with the moment and price, a notification and `alert.updated`). EUR/USD's ask
 * is 8 points, 0.00008, above its bid; `prices.set` puts the bid, as a tick would.
 */
import { api, events, priceAlertAnswers, type PriceAlert } from '@contract/schemas';
import { MAX_ACTIVE_ALERTS } from '@contract/rules/price-alerts';
import { apiClient, expectShape, type ApiClient } from '../testing/api-client';
import { recordEvents } from '../testing/events';
import { channels, createBackend, type Backend } from '.';

let backend: Backend;
let client: ApiClient;
let recorder: ReturnType<typeof recordEvents>;
let demo: string;
let clock: number;

beforeEach(async () => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  backend = createBackend({ now: () => clock });
  client = apiClient(backend.app.fetch);
  recorder = recordEvents(backend.bus);
  demo = await client.login('demo@example.com');
  backend.prices.set(eurUsd(), 1.085);
});
afterEach(() => backend.dispose());

const eurUsd = () => backend.prices.assets.find((asset) => asset.symbol === 'EUR/USD')!.id;
const create = (body: Record<string, unknown> = {}, token = demo) =>
  client.call('POST', '/price-alerts', {
    token,
    json: { asset_id: eurUsd(), side: 'bid', direction: 'above', price: 1.09, ...body },
  });
const created = async (body: Record<string, unknown> = {}, token = demo) => {
  const answer = await create(body, token);
  expect(answer.status).toBe(201);
  return expectShape(priceAlertAnswers.alert, answer.body).data;
};
const errorsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(422);
  return expectShape(api.error, answer.body).errors ?? {};
};
const list = async (token = demo) =>
  expectShape(priceAlertAnswers.list, (await client.call('GET', '/price-alerts', { token })).body).data;
const alertNow = (id: number) => backend.store.state.priceAlerts.find((alert) => alert.id === id);
const notices = () =>
  recorder
    .named('notification.message')
    .map((event) => (event.data as { notification: { title: string; message: string } }).notification);

describe('firing', () => {
  it('fires an alert above on the bid once, when the bid reaches it, and tells the customer', async () => {
    const alert = await created({ side: 'bid', direction: 'above', price: 1.09 });
    expect(alert).toMatchObject({ status: 'active', triggered_at: null, triggered_price: null });
    backend.prices.set(eurUsd(), 1.08999);
    expect(alertNow(alert.id)!.status).toBe('active');
    clock += 1000;
    backend.prices.set(eurUsd(), 1.09012);
    expect(alertNow(alert.id)).toMatchObject({
      status: 'triggered',
      triggered_price: 1.09012,
      triggered_at: new Date(clock).toISOString(),
    });
    expect(notices()).toEqual([
      expect.objectContaining({
        title: 'Price alert EUR/USD 1.09012',
        message: 'EUR/USD bid above 1.09000: the bid reached 1.09012.',
      }),
    ]);
    const told = recorder.named('alert.updated').at(-1)!;
    expect(told.channel).toBe(channels.trade(1));
    expect(expectShape(events['alert.updated'], told.data)).toMatchObject({
      action: 'triggered',
      alert: { id: alert.id, status: 'triggered', triggered_price: 1.09012 },
    });
    // Once only: the price going on, down and back up, tells nothing more.
    backend.prices.set(eurUsd(), 1.095);
    backend.prices.set(eurUsd(), 1.08);
    backend.prices.set(eurUsd(), 1.095);
    expect(notices()).toHaveLength(1);
  });

  it('watches the ask when asked to: an alert below on the ask fires on the ask, not the bid', async () => {
    const alert = await created({ side: 'ask', direction: 'below', price: 1.08 });
    // The bid below 1.08000 with the ask still above it: not yet.
    backend.prices.set(eurUsd(), 1.07995);
    expect(alertNow(alert.id)!.status).toBe('active');
    backend.prices.set(eurUsd(), 1.07992);
    expect(alertNow(alert.id)).toMatchObject({ status: 'triggered', triggered_price: 1.08 });
  });

  it('fires with the ticks of the price walk too, not only a set price', async () => {
    const quote = backend.prices.quote(eurUsd());
    const alert = await created({ side: 'bid', direction: 'below', price: quote.bid - 0.00001 });
    for (let i = 0; i < 5000 && alertNow(alert.id)!.status === 'active'; i++) backend.prices.tick();
    expect(alertNow(alert.id)!.status).toBe('triggered');
    expect(alertNow(alert.id)!.triggered_price).toBeLessThanOrEqual(alert.price);
  });
});

describe('setting', () => {
  it('refuses a price on the wrong side of the watched price, or finer than the instrument quotes', async () => {
    expect(errorsOf(await create({ direction: 'above', price: 1.085 }))).toEqual({
      price: ['An alert for EUR/USD going above must be above the bid of 1.08500.'],
    });
    expect(errorsOf(await create({ side: 'ask', direction: 'below', price: 1.08508 }))).toEqual({
      price: ['An alert for EUR/USD going below must be below the ask of 1.08508.'],
    });
    expect(errorsOf(await create({ price: 1.090001 }))).toEqual({
      price: ['The price of EUR/USD has at most 5 decimals.'],
    });
    expect(errorsOf(await create({ asset_id: 99_999 }))).toEqual({
      asset_id: ['The selected instrument is invalid.'],
    });
    expect(errorsOf(await create({ side: 'mid' }))).toHaveProperty('side');
    expect(errorsOf(await create({ note: 'x' }))).toBeDefined();
    expect(await list()).toEqual([]);
  });

  it(`keeps at most ${MAX_ACTIVE_ALERTS} active, and a triggered one no longer counts`, async () => {
    const first = await created({ price: 1.09 });
    for (let i = 1; i < MAX_ACTIVE_ALERTS; i++) await created({ price: 1.1 });
    expect(errorsOf(await create({ price: 1.1 }))).toEqual({
      alerts: ['You can keep up to 50 active price alerts. Delete one to set another.'],
    });
    backend.prices.set(eurUsd(), 1.0905);
    expect(alertNow(first.id)!.status).toBe('triggered');
    await created({ price: 1.1 });
    expect(errorsOf(await create({ price: 1.1 }))).toHaveProperty('alerts');
  });

  it('lists the active alerts newest first, then the triggered ones, and changes and deletes them', async () => {
    const low = await created({ direction: 'below', price: 1.08 });
    const high = await created({ price: 1.1 });
    const soon = await created({ price: 1.086 });
    backend.prices.set(eurUsd(), 1.0861);
    expect((await list()).map((alert) => [alert.id, alert.status])).toEqual([
      [high.id, 'active'],
      [low.id, 'active'],
      [soon.id, 'triggered'],
    ]);

    const changed = await client.call('PATCH', `/price-alerts/${high.id}`, {
      token: demo,
      json: { side: 'ask', direction: 'below', price: 1.07 },
    });
    expect(changed.status).toBe(200);
    expect(expectShape(priceAlertAnswers.alert, changed.body).data).toMatchObject({
      side: 'ask',
      direction: 'below',
      price: 1.07,
      status: 'active',
    });
    expect(recorder.named('alert.updated').at(-1)!.data).toMatchObject({ action: 'changed' });
    // Judged as a new one is: an alert above under the bid is refused, and nothing changes.
    const wrong = await client.call('PATCH', `/price-alerts/${high.id}`, {
      token: demo,
      json: { side: 'bid', direction: 'above', price: 1.08 },
    });
    expect(errorsOf(wrong)).toHaveProperty('price');
    expect(alertNow(high.id)).toMatchObject({ side: 'ask', direction: 'below', price: 1.07 });
    // A triggered alert has done its work: it is deleted, not changed.
    const late = await client.call('PATCH', `/price-alerts/${soon.id}`, {
      token: demo,
      json: { side: 'bid', direction: 'above', price: 1.2 },
    });
    expect(late.status).toBe(409);

    for (const alert of [low, soon]) {
      const deleted = await client.call('DELETE', `/price-alerts/${alert.id}`, { token: demo });
      expect(deleted.status).toBe(200);
      expect(recorder.named('alert.updated').at(-1)!.data).toMatchObject({
        action: 'deleted',
        alert: { id: alert.id },
      });
    }
    expect((await list()).map((alert) => alert.id)).toEqual([high.id]);
    expect((await client.call('DELETE', `/price-alerts/${low.id}`, { token: demo })).status).toBe(404);
  });
});

describe('whose', () => {
  it("never shows, changes or deletes another customer's alert, and fires it to its owner only", async () => {
    const other = await client.login('busy@example.com');
    const theirs: PriceAlert = await created({ price: 1.09 }, other);
    expect(await list()).toEqual([]);
    const change = await client.call('PATCH', `/price-alerts/${theirs.id}`, {
      token: demo,
      json: { side: 'bid', direction: 'above', price: 1.2 },
    });
    expect(change.status).toBe(404);
    expect((await client.call('DELETE', `/price-alerts/${theirs.id}`, { token: demo })).status).toBe(404);
    expect(alertNow(theirs.id)).toMatchObject({ price: 1.09, status: 'active' });
    backend.prices.set(eurUsd(), 1.1);
    const told = recorder.named('notification.message').map((event) => event.channel);
    const busy = backend.store.userByEmail('busy@example.com')!;
    expect(told).toEqual([channels.notification(busy.id)]);
  });

  it('forgets every alert at a reset', async () => {
    await created();
    expect((await client.control('POST', '/reset')).status).toBeLessThan(300);
    expect(backend.store.state.priceAlerts).toEqual([]);
  });
});
