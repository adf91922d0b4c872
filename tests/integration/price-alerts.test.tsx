/**
 * Price alerts against the reference backend inside msw: the Alerts list shows an alert set on the
 * server; when the server fires it, its event moves it to Triggered with its price and tells the
 * customer at once, and no list is asked for again. The form, opened from a market's row, refuses
 * a price the alert would already have reached and offers nothing past the fifty active alerts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { MAX_ACTIVE_ALERTS } from '@contract/rules/price-alerts';
import { clearToasts } from '@/components/ui/toast';
import { m } from '@/i18n';
import { priceStore } from '@/lib/prices';
import { control, loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { deliver } from '@tests/support/realtime';
import { recordEvents } from '@server/testing/events';

// jsdom has no canvas: a stand-in records what the chart is fed.
vi.mock('lightweight-charts', () => import('@tests/support/fake-chart'));

const api = setupTestBackend();
const userEvent = userEventBase.setup({ delay: null });
const SYMBOL = 'BTC/USD';

beforeEach(() => {
  priceStore.clear();
  clearToasts();
});

type Session = { token: string; user: { id: number } };

const setAlert = (session: Session, body: Record<string, unknown>) =>
  fetch('/api/v1/price-alerts', {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const btcId = () => api.backend.prices.assets.find((asset) => asset.symbol === SYMBOL)!.id;

it(
  'moves an alert that goes off to Triggered from its event, and tells the customer',
  { timeout: 60_000 },
  async () => {
    await control('POST', '/prices', { symbol: SYMBOL, price: 64_000, hold: true });
    const session = (await loginAs('demo@example.com')) as Session;
    expect(
      (await setAlert(session, { asset_id: btcId(), side: 'bid', direction: 'above', price: 64_500 })).status,
    ).toBe(201);
    const events = recordEvents(api.backend.bus);
    onTestFinished(events.stop);
    const view = await renderApp({ path: '/main/alerts', session, returning: true });
    onTestFinished(() => view.unmount());
    const active = await screen.findByRole('region', { name: m.alerts.activeTitle }, { timeout: 8000 });
    const row = await within(active).findByRole('listitem', {}, { timeout: 8000 });
    expect(row).toHaveTextContent(`${SYMBOL} bid above 64,500.00`);

    const asked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') asked.push(new URL(request.url).pathname);
    });
    onTestFinished(() => api.server.events.removeAllListeners());
    await control('POST', '/prices', { symbol: SYMBOL, price: 64_600, hold: true });
    const fired = events.named('alert.updated').at(-1);
    expect(fired?.data).toMatchObject({ action: 'triggered' });
    await deliver(`trade.${session.user.id}`, 'alert.updated', fired!.data);
    const triggered = screen.getByRole('region', { name: m.alerts.triggeredTitle });
    await waitFor(() => expect(within(triggered).getByRole('listitem')).toHaveTextContent('at 64,600.00'));
    expect(within(active).getByText(m.alerts.none)).toBeInTheDocument();
    // The toast, and its words in the live region that reads it out.
    expect(
      await screen.findAllByText(`Price alert: ${SYMBOL} bid above 64,500.00. The bid reached 64,600.00.`),
    ).not.toHaveLength(0);
    expect(asked.filter((path) => path.endsWith('/price-alerts'))).toEqual([]);
  },
);

it(
  `refuses a price already reached, and offers no more than ${MAX_ACTIVE_ALERTS} active alerts`,
  { timeout: 60_000 },
  async () => {
    await control('POST', '/prices', { symbol: SYMBOL, price: 64_000, hold: true });
    const session = (await loginAs('demo@example.com')) as Session;
    const view = await renderApp({ path: '/trading', session, returning: true });
    onTestFinished(() => view.unmount());
    await screen.findByRole('list', { name: 'Instruments' }, { timeout: 8000 });
    const [rowBell] = screen.getAllByRole('button', { name: m.alerts.alertMeLabel(SYMBOL) });
    await userEvent.click(rowBell!);
    let form = await screen.findByRole('dialog', { name: m.alerts.title });
    const price = within(form).getByLabelText(m.alerts.price);
    expect(price).toHaveValue('64000.00');
    await userEvent.click(within(form).getByRole('radio', { name: m.alerts.directions.below }));
    await userEvent.clear(price);
    await userEvent.type(price, '64100');
    await userEvent.click(within(form).getByRole('button', { name: m.alerts.set }));
    expect(
      await within(form).findByText('The price must be below the bid of 64,000.00.'),
    ).toBeInTheDocument();
    expect(api.backend.store.state.priceAlerts).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, '63000');
    await userEvent.click(within(form).getByRole('button', { name: m.alerts.set }));
    await screen.findAllByText(`Alert set: ${SYMBOL} bid below 63,000.00`, {}, { timeout: 8000 });
    expect(api.backend.store.state.priceAlerts).toHaveLength(1);

    for (let i = 1; i < MAX_ACTIVE_ALERTS; i++) {
      await setAlert(session, { asset_id: btcId(), side: 'bid', direction: 'above', price: 70_000 });
    }
    // The alerts the form counts are read again each time it opens: set elsewhere, they count too.
    await userEvent.click(rowBell!);
    form = await screen.findByRole('dialog', { name: m.alerts.title });
    expect(
      await within(form).findByText(m.alerts.limit(MAX_ACTIVE_ALERTS), {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: m.alerts.set })).toBeDisabled();
  },
);
