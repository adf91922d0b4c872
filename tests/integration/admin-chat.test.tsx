/**
 * The admin chat inside the whole app, against the reference backend in msw: the customer list with
 * search and tabs, 'Select a user to start chatting', a conversation with the customer's name,
 * state and account id, 'No messages yet', an answer that reaches the customer's conversation, and
 * the list's failure 'Failed to load users. Retrying...' that recovers on the 5 s retry.
 *
 * jsdom lays nothing out: the virtualised lists get tall viewports and 50 px rows so they render all.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { wipeChat } from '@/features/chat/api/chat-outbox';
import { loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';

const api = setupTestBackend();

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
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  cleanup();
  await wipeChat();
});

async function openAdminChat(path = '/admin/chat') {
  await renderApp({ path, session: await loginAs('admin@example.com'), returning: true });
  return screen.findByRole('heading', { name: 'Admin Chat', level: 1 }, { timeout: 6000 });
}

const customers = () => screen.getAllByRole('list', { name: 'Customers' })[0]!;
const rows = () => within(customers()).getAllByRole('button');

describe('admin chat', () => {
  it('lists the customers; search is case-insensitive on names and email; tabs narrow the list', async () => {
    await openAdminChat();
    expect(screen.getByText('Select a user to start chatting')).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(5));
    const all = rows().length;
    const search = screen.getAllByRole('searchbox', { name: 'Search users' })[0]!;

    await userEvent.type(search, 'ROSSI');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Maria Rossi');
    await userEvent.clear(search);
    await userEvent.type(search, 'kenji@EXAMPLE');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-by-this-name');
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(rows()).toHaveLength(all));

    // Unread: only customers with messages the admins have not read, each showing its count.
    await userEvent.click(screen.getAllByRole('tab', { name: 'Unread' })[0]!);
    await waitFor(() => expect(rows().length).toBeLessThan(all));
    for (const row of rows()) expect(within(row).getByLabelText(/\d+ unread/)).toBeInTheDocument();
    // Online: nobody has sent a heartbeat in these tests.
    await userEvent.click(screen.getAllByRole('tab', { name: 'Online' })[0]!);
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });

  it("opens a customer's conversation with their name, state and account id, and answers them", async () => {
    await openAdminChat();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.click(within(customers()).getByRole('button', { name: /Alex Morgan/ }));
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Offline · Account NW-100001/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Your withdrawal is on its way.{Enter}');
    const list = screen.getByRole('region', { name: 'Messages' });
    await waitFor(() => expect(within(list).getByText('Your withdrawal is on its way.')).toBeInTheDocument());
    // It reached the customer's conversation on the server, as support.
    const { token } = await loginAs('demo@example.com');
    const answer = await fetch(`${ORIGIN}/api/v1/chat/messages?page=1`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    const body = (await answer.json()) as { data: Array<{ message: string; is_admin: boolean }> };
    expect(body.data.filter((m) => m.message === 'Your withdrawal is on its way.')).toEqual([
      expect.objectContaining({ is_admin: true }),
    ]);
  });

  it("says 'No messages yet' for a customer who never wrote", async () => {
    await openAdminChat();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.click(within(customers()).getByRole('button', { name: /Kenji Sato/ }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it("shows 'Failed to load users. Retrying...' and recovers on the next try", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    api.server.use(
      http.get('*/api/v1/admin/users', () =>
        fail ? HttpResponse.json({ message: 'Server Error.' }, { status: 500 }) : undefined,
      ),
    );
    await openAdminChat();
    expect(
      (await screen.findAllByText('Failed to load users. Retrying...', {}, { timeout: 8000 }))[0],
    ).toBeInTheDocument();
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.queryByText('Failed to load users. Retrying...')).not.toBeInTheDocument();
  });
});
