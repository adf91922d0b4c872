/**
 * Sessions inside the whole app, against the reference backend in msw: Settings' 'This device' signed
 * out from its own row as Logout does, and the desk's customer panel listing a customer's devices and
 * ending them all once confirmed.
 *
 * jsdom lays nothing out: the desk's virtualised lists get tall viewports and 50 px rows so they
 * render all.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wipeChat } from '@/features/chat/api/chat-outbox';
import { customerSessionsQuery } from '@/features/chat/api/customer-sessions';
import { sessionStore } from '@/session/model/session-store';
import { loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

setupTestBackend();

const userWith = (token: string) =>
  fetch(`${ORIGIN}/api/v1/user`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });

describe("Settings' sessions", () => {
  it('signs this device out from its own row, as Logout does, and leaves the other devices', async () => {
    const other = await loginAs('kenji@example.com');
    const session = await loginAs('kenji@example.com');
    await renderApp({ path: '/main/settings', session, returning: true });
    const card = await screen.findByRole('region', { name: 'Sessions' }, { timeout: 8000 });
    const rows = await within(card).findAllByTestId('session', {}, { timeout: 8000 });
    expect(rows).toHaveLength(2);
    const here = rows.find((row) => within(row).queryByText('This device'))!;
    // The other device keeps its own 'Sign out', named after it.
    const otherRow = rows.find((row) => row !== here)!;
    expect(within(otherRow).getByRole('button', { name: /^Sign out / })).toBeVisible();

    await userEvent.click(within(here).getByRole('button', { name: 'Sign out of this device' }));
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeInTheDocument();
    expect(sessionStore.get().token).toBeNull();
    await waitFor(async () => expect((await userWith(session.token)).status).toBe(401));
    expect((await userWith(other.token)).status).toBe(200);
  });
});

describe("the desk's customer panel", () => {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }

  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('aria-label') === 'Messages' || this.getAttribute('role') === 'tabpanel'
        ? 100_000
        : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-index') ? 50 : 0;
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    cleanup();
    await wipeChat();
  });

  it("keeps the customer's devices off the desk's disk", () => {
    expect(customerSessionsQuery(1).meta).toEqual({ persist: false });
  });

  it("lists the customer's devices and, once confirmed, ends them all", async () => {
    const phone = await loginAs('demo@example.com');
    const laptop = await loginAs('demo@example.com');
    const user = userEvent.setup();
    await renderApp({ path: '/admin/chat', session: await loginAs('admin@example.com'), returning: true });
    const customers = await screen.findByRole('list', { name: 'Customers' }, { timeout: 8000 });
    await user.click(await within(customers).findByRole('button', { name: /Alex Morgan/ }));
    const details = await screen.findByRole('complementary', { name: 'Customer' }, { timeout: 8000 });
    const panel = within(details).getByRole('region', { name: 'Sessions' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2), { timeout: 8000 });
    expect(within(panel).getAllByText(/Last active/)).toHaveLength(2);

    // Asked first; cancelling ends nothing.
    await user.click(within(panel).getByRole('button', { name: 'End all sessions' }));
    const confirm = within(panel).getByRole('group', {
      name: 'End every session of this customer? Each device returns to the login page.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await userWith(phone.token)).status).toBe(200);

    await user.click(within(panel).getByRole('button', { name: 'End all sessions' }));
    await user.click(within(panel).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('Ended 2 sessions.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await within(panel).findByText('Not signed in anywhere.')).toBeInTheDocument();
    for (const { token } of [phone, laptop]) {
      const after = await userWith(token);
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ reason: 'signed_out_by_support' });
    }
  });
});
