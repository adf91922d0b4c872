/**
 * Money is never silent, inside the whole app against the reference backend in msw: a payment the
 * back office decides while the dashboard is open shows at once as a notification naming the amount,
 * the account and the reason (the backend's own event, delivered as the live connection would), and
 * the auto-trader's page shows its strategy's trades, marked as the strategy's, with what they made.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@/session/model/session-store';
import { recordEvents } from '@server/testing/events';
import { deliver } from '@tests/support/realtime';
import { control, loginAs, postAs, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

type Session = { token: string; user: { id: number } };

afterEach(() => {
  api.server.events.removeAllListeners();
});

/** The backend's notification events, to hand to the app as its live connection would. */
function recordNotices() {
  const recorder = recordEvents(api.backend.bus);
  onTestFinished(recorder.stop);
  return () => recorder.named('notification.message');
}

async function post(token: string, path: string, body: unknown) {
  const response = await postAs(token, `${path}`, body);
  expect(response.ok, `POST ${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data;
}

const card = (amount: string) => ({
  amount,
  card_number: '4242 4242 4242 4242',
  expiry_month: 12,
  expiry_year: 2040,
  cvc: '123',
  holder: 'Alex Morgan',
});

/** The alert showing a notification: found by its title. */
const alertTitled = (title: string) =>
  screen
    .findByText(title, { selector: 'strong' }, { timeout: 6000 })
    .then((found) => found.closest<HTMLElement>('[role]')!);

describe('payment decisions while the dashboard is open', () => {
  it('an approved and a declined deposit each show at once, with the amount, the account and the reason', async () => {
    const session = (await loginAs('demo@example.com')) as Session;
    const notices = recordNotices();
    await renderApp({ path: '/main/dashboard', session, returning: true });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
    await waitFor(() => expect(sessionStore.get().isLoading).toBe(false));
    const channel = `notification.${session.user.id}`;

    const approved = await post(session.token, '/deposits/card', card('250'));
    await control('POST', `/deposits/${approved.id}/approve`);
    await deliver(channel, 'notification.message', notices().at(-1)!.data);
    const received = await alertTitled('Deposit received');
    expect(received).toHaveAttribute('role', 'status');
    expect(received).toHaveTextContent(
      'Your card deposit of $250.00 was credited to your live account NW-100001.',
    );

    const declined = await post(session.token, '/deposits/card', card('75.5'));
    await control('POST', `/deposits/${declined.id}/decline`, { reason: 'The payment did not arrive.' });
    await deliver(channel, 'notification.message', notices().at(-1)!.data);
    const refused = await alertTitled('Deposit declined');
    // Urgent: announced as an alert, in the danger colour.
    expect(refused).toHaveAttribute('role', 'alert');
    expect(refused.className).toMatch(/destructive/);
    expect(refused).toHaveTextContent(
      'Your card deposit of $75.50 to your live account NW-100001 was declined. Reason: The payment did not arrive.',
    );
    // Kept with the user: what any other device loads.
    expect(
      sessionStore
        .get()
        .user?.notifications.slice(0, 2)
        .map((n) => n.title),
    ).toEqual(['Deposit declined', 'Deposit received']);
  });
});

describe("the auto-trader's page", () => {
  it("shows since when the strategy runs, its P&L, and its trades marked as the strategy's", async () => {
    const session = (await loginAs('kenji@example.com')) as Session;
    await post(session.token, '/auto-trader', {
      strategy_id: 'steady-income',
      allocation: '1000',
      accept_risk: true,
    });
    for (let i = 0; i < 4; i += 1) {
      await control('POST', '/auto-trader/tick', { customer_email: 'kenji@example.com' });
    }
    await renderApp({ path: '/main/auto-trader', session, returning: true });
    await screen.findByRole('heading', { name: 'Active strategy: Steady Income' }, { timeout: 8000 });
    expect(screen.getByText(/^Running since .+ · Allocation: \$1,000\.00$/)).toBeVisible();
    expect(screen.getByText('P&L since it started')).toBeVisible();
    expect(
      await screen.findByText(/^Closed trades [+−]?\$[\d,.]+ · open trades [+−]?\$[\d,.]+$/),
    ).toBeVisible();

    // Three opened, the oldest closed by the fourth step.
    const open = await screen.findByRole('list', { name: 'Its open trades' }, { timeout: 8000 });
    const closed = await screen.findByRole('list', { name: 'Its closed trades' }, { timeout: 8000 });
    expect(within(open).getAllByRole('listitem')).toHaveLength(2);
    expect(within(closed).getAllByRole('listitem')).toHaveLength(1);
    for (const row of [
      ...within(open).getAllByRole('listitem'),
      ...within(closed).getAllByRole('listitem'),
    ]) {
      expect(row).toHaveTextContent('Auto-trader · Steady Income');
    }
  });
});
