/**
 * The admin chat inside the whole app, against the reference backend in msw: the customer list with
 * search and tabs, 'Select a user to start chatting', a conversation with the customer's name,
 * state and account id, 'No messages yet', an answer that reaches the customer's conversation, and
 * the list's failure 'Failed to load users. Retrying...' that recovers on the 5 s retry; the inbox's
 * previews, order, counts and its live update.
 *
 * jsdom lays nothing out: the virtualised lists get tall viewports and 50 px rows so they render all.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BusMessage } from '@server/api';
import { recordEvents } from '@server/testing/events';
import { wipeChat } from '@/features/chat/api/chat-outbox';
import { loginAs, ORIGIN, postAs, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { listenerCount } from '@/lib/realtime/registry';
import { deliver } from '@tests/support/realtime';

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

/**
 * The second admin (Sam Okafor) signs in and sends the heartbeat that puts him online. Answers what
 * the server published meanwhile, for `relay`.
 */
/** Assigns Alex Morgan's conversation (customer 1) to the admin of `email`, as the first admin. */
async function assignAlexTo(email: string) {
  const { token } = await loginAs('admin@example.com');
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const admins = (await (await fetch(`${ORIGIN}/api/v1/admin/admins`, { headers })).json()) as {
    data: Array<{ id: number; email: string }>;
  };
  const assignee = admins.data.find((admin) => admin.email === email)!;
  const answer = await fetch(`${ORIGIN}/api/v1/admin/chat/conversations/1`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ assignee_id: assignee.id }),
  });
  expect(answer.ok).toBe(true);
}

async function secondAdminOnline(): Promise<BusMessage[]> {
  const told = recordEvents(api.backend.bus);
  const { token } = await loginAs('admin2@example.com');
  await fetch(`${ORIGIN}/api/v1/user/heartbeat`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  told.stop();
  return told.seen;
}

/** Hands the page what the server published, as its live connection would (no sockets in jsdom). */
async function relay(published: readonly BusMessage[]) {
  for (const { channel, event, data } of published)
    await deliver(channel.replace(/^private-/, ''), event, data);
}

const mineTabs = () => screen.queryAllByRole('tab', { name: /^Mine/ });

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
    await userEvent.click(screen.getAllByRole('tab', { name: /^Unread \d+$/ })[0]!);
    await waitFor(() => expect(rows().length).toBeLessThan(all));
    for (const row of rows()) expect(within(row).getByLabelText(/\d+ unread/)).toBeInTheDocument();
    // Online: nobody has sent a heartbeat in these tests.
    await userEvent.click(screen.getAllByRole('tab', { name: 'Online 0' })[0]!);
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });

  it('is an inbox: latest activity first with previews and times, tab counts, unread first on demand', async () => {
    await openAdminChat();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(5));
    const all = rows().length;
    expect(screen.getAllByRole('tab', { name: `All ${all}` })[0]).toBeInTheDocument();
    // The demo customer wrote last, so they come first, with their message and its time.
    const first = rows()[0]!;
    expect(first).toHaveTextContent('Alex Morgan');
    expect(
      within(first)
        .getByText(/Last message/)
        .closest('time'),
    ).toHaveAttribute('datetime');
    // A customer who never wrote shows their email and no time, after everyone who did.
    const kenji = within(customers()).getByRole('button', { name: /Kenji Sato/ });
    expect(kenji).toHaveTextContent('kenji@example.com');
    expect(kenji.querySelector('time')).toBeNull();
    expect(rows().indexOf(kenji)).toBeGreaterThan(0);

    const unreadTab = screen.getAllByRole('tab', { name: /^Unread \d+$/ })[0]!;
    const unread = Number(/\d+$/.exec(unreadTab.textContent ?? '')![0]);
    expect(unread).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Unread first' })[0]!);
    await waitFor(() => {
      const order = rows();
      for (const row of order.slice(0, unread))
        expect(within(row).getByLabelText(/\d+ unread/)).toBeInTheDocument();
      for (const row of order.slice(unread)) expect(within(row).queryByLabelText(/\d+ unread/)).toBeNull();
    });
  });

  it('moves a customer up live when they write, with the preview and one more unread, and plays the sound', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await openAdminChat();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(5));
    const kenji = () => within(customers()).getByRole('button', { name: /Kenji Sato/ });
    const users = (await (
      await fetch(`${ORIGIN}/api/v1/admin/users`, {
        headers: {
          Authorization: `Bearer ${(await loginAs('admin@example.com')).token}`,
          Accept: 'application/json',
        },
      })
    ).json()) as { data: Array<{ id: number; email: string }> };
    const kenjiId = users.data.find((user) => user.email === 'kenji@example.com')!.id;
    await deliver('chat.admins', 'message.sent', {
      message: {
        id: 99_001,
        message: 'Is my deposit through?',
        sender_id: kenjiId,
        sender: { first_name: 'Kenji' },
        is_admin: false,
        created_at: new Date(Date.now() + 60_000).toISOString(),
        read_at: null,
        attachments: [],
        customer_id: kenjiId,
      },
    });
    await waitFor(() => expect(rows()[0]).toBe(kenji()));
    expect(kenji()).toHaveTextContent('Is my deposit through?');
    expect(within(kenji()).getByLabelText('1 unread')).toBeInTheDocument();
    // News from a conversation the admin is not in: the sound.
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("resolves a conversation and goes to the next open one (unread first); assigns it; filters by status and 'Mine'", async () => {
    await secondAdminOnline();
    await openAdminChat('/admin/chat?customer=1');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resolve and next' }));
    // Maria has an unread message: the most pressing open conversation.
    expect(await screen.findByRole('heading', { name: 'Maria Rossi', level: 2 })).toBeInTheDocument();
    const alex = () => within(customers()).getByRole('button', { name: /Alex Morgan/ });
    expect(alex()).toHaveTextContent('Resolved');

    const assign = screen.getByRole('combobox', { name: 'Assign' });
    await userEvent.selectOptions(assign, 'Me');
    await userEvent.click((await screen.findAllByRole('tab', { name: 'Mine 1' }))[0]!);
    expect(assign).toHaveDisplayValue('Me');
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Maria Rossi')]),
    );
    await userEvent.click(screen.getAllByRole('tab', { name: /^All/ })[0]!);

    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Status' })[0]!, 'resolved');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Alex Morgan');
    // Reopened from its own header, it leaves the resolved list.
    await userEvent.click(alex());
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });

  it('offers assignment only while another admin is online; alone, an assigned conversation names its assignee', async () => {
    await assignAlexTo('admin2@example.com');
    await openAdminChat('/admin/chat?customer=1');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(5));
    expect(screen.getByText('Assigned to Sam Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assign' })).not.toBeInTheDocument();
    expect(mineTabs()).toHaveLength(0);
    expect(screen.getAllByRole('tab', { name: /^Unread/ })[0]).toBeInTheDocument();

    // Sam signs in: the desk hears of it live and offers the admins, the assignee chosen.
    await relay(await secondAdminOnline());
    const assign = await screen.findByRole('combobox', { name: 'Assign' });
    expect(assign).toHaveDisplayValue('Sam Okafor');
    expect(
      within(assign)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Me', 'Sam Okafor', 'Unassigned']);
    expect(screen.queryByText('Assigned to Sam Okafor')).not.toBeInTheDocument();
    expect(mineTabs()[0]).toHaveAccessibleName('Mine 0');

    await userEvent.selectOptions(assign, 'Unassigned');
    await waitFor(() => expect(assign).toHaveDisplayValue('Unassigned'));
    await userEvent.selectOptions(assign, 'Me');
    expect((await screen.findAllByRole('tab', { name: 'Mine 1' }))[0]).toBeInTheDocument();
  });

  it("alone at the desk, 'Mine' still lists what a colleague handed over", async () => {
    await assignAlexTo('admin@example.com');
    await openAdminChat('/admin/chat?customer=1');
    expect((await screen.findAllByRole('tab', { name: 'Mine 1' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assign' })).not.toBeInTheDocument();
    expect(screen.getByText('Assigned to Jordan Lee')).toBeInTheDocument();
  });

  it('sends each conversation its last choice when the admin moves on while an assignment is on its way', async () => {
    await secondAdminOnline();
    // The first answer waits until the test lets it go; every change reaches the real server after.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    api.server.use(
      http.patch('*/api/v1/admin/chat/conversations/:id', async ({ request, params }) => {
        const body = (await request.clone().json()) as { assignee_id: number | null };
        sent.push(`${String(params.id)}:${String(body.assignee_id)}`);
        if (sent.length === 1) await held;
        return api.backend.app.fetch(request);
      }),
    );
    await openAdminChat('/admin/chat?customer=1');
    const assign = () => screen.getByRole('combobox', { name: 'Assign' });
    await screen.findByRole('combobox', { name: 'Assign' });
    await userEvent.selectOptions(assign(), 'Sam Okafor');
    await userEvent.selectOptions(assign(), 'Me');
    // On to Maria while Alex's first change waits: her choice must not take the place of his last.
    await userEvent.click(within(customers()).getByRole('button', { name: /Maria Rossi/ }));
    expect(await screen.findByRole('heading', { name: 'Maria Rossi', level: 2 })).toBeInTheDocument();
    await userEvent.selectOptions(assign(), 'Sam Okafor');
    release();
    await waitFor(() => expect(sent).toHaveLength(3));
    // Alex's two choices, in order, and Maria's.
    const customersSent = sent.map((change) => change.split(':')[0]);
    expect(customersSent.filter((id) => id === '1')).toHaveLength(2);
    expect(sent[0]!.startsWith('1:')).toBe(true);
    // Alex ends with this admin (the one conversation under 'Mine'), Maria with Sam.
    await waitFor(() => expect(screen.getAllByRole('tab', { name: 'Mine 1' })[0]).toBeInTheDocument());
    await waitFor(() => expect(assign()).toHaveDisplayValue('Sam Okafor'));
  });

  it('keeps the assignee and says why when a change is refused', async () => {
    await secondAdminOnline();
    api.server.use(
      http.patch('*/api/v1/admin/chat/conversations/:id', () =>
        HttpResponse.json({ message: 'The conversation could not be assigned.' }, { status: 409 }),
      ),
    );
    await openAdminChat('/admin/chat?customer=1');
    const assign = await screen.findByRole('combobox', { name: 'Assign' });
    expect(assign).toHaveDisplayValue('Unassigned');
    await userEvent.selectOptions(assign, 'Sam Okafor');
    expect((await screen.findAllByText('The conversation could not be assigned.'))[0]).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveDisplayValue('Unassigned'));
    expect(screen.getAllByRole('tab', { name: 'Mine 0' })[0]).toBeInTheDocument();
  });

  it("goes back from 'Mine' to All when the other admin is no longer online, and stays there", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await secondAdminOnline();
    await openAdminChat();
    await userEvent.click((await screen.findAllByRole('tab', { name: /^Mine/ }))[0]!);
    expect(await screen.findByText('No users match.')).toBeInTheDocument();

    // Sam's heartbeats stop: the desk's next look at the admins finds him offline.
    let samOnline = false;
    api.server.use(
      http.get('*/api/v1/admin/admins', async ({ request }) => {
        const body = (await (await api.backend.app.fetch(request)).json()) as {
          data: Array<{ email: string; online: boolean }>;
        };
        for (const admin of body.data) if (admin.email === 'admin2@example.com') admin.online = samOnline;
        return HttpResponse.json(body);
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(mineTabs()).toHaveLength(0));
    expect(screen.getAllByRole('tab', { name: /^All/ })[0]).toHaveAttribute('aria-selected', 'true');
    // The keyboard's focus was in 'Mine': it moves to the tab shown, not to the page's start.
    expect(screen.getAllByRole('tab', { name: /^All/ })[0]).toHaveFocus();
    expect(rows().length).toBeGreaterThanOrEqual(5);

    // He is back: 'Mine' is offered again, and the admin stays where they are.
    samOnline = true;
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(mineTabs().length).toBeGreaterThan(0));
    expect(screen.getAllByRole('tab', { name: /^All/ })[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('works from the keyboard: Alt+J and Alt+K walk the list, Alt+R resolves, / searches, Alt+C writes, ? lists the keys', async () => {
    await openAdminChat('/admin/chat?customer=1');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(5));
    const names = rows().map((row) => row.textContent ?? '');
    const at = names.findIndex((name) => name.includes('Alex Morgan'));
    const nextName = /^[A-Z]{2}(\S+ [A-Z][a-z]+)/.exec(names[(at + 1) % names.length]!)![1]!;

    await userEvent.keyboard('{Alt>}j{/Alt}');
    expect(await screen.findByRole('heading', { name: nextName, level: 2 })).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}k{/Alt}');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();

    await userEvent.keyboard('{Alt>}r{/Alt}');
    await waitFor(() =>
      expect(within(customers()).getByRole('button', { name: /Alex Morgan/ })).toHaveTextContent('Resolved'),
    );
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();

    await userEvent.keyboard('{Alt>}c{/Alt}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    // In a text field '/' is typed, not a shortcut.
    await userEvent.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('/');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Message' }));
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('/');
    // jsdom lays nothing out, so the desk takes the list for hidden and opens the phone's drawer.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Search users'));
    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText('Resolve and go to the next')).toBeInTheDocument();
    expect(within(sheet).getAllByText('Alt').length).toBeGreaterThanOrEqual(5);
  });

  it("offers the saved replies on '/', inserts one with the customer's first name, and sends it", async () => {
    await openAdminChat('/admin/chat?customer=1');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '/with');
    const list = await screen.findByRole('listbox', { name: 'Saved replies' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Withdrawal times');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue(
      'Hi Alex, withdrawals are processed within one business day to the card or account you deposited from.',
    );
    expect(screen.queryByRole('listbox', { name: 'Saved replies' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const messages = screen.getByRole('region', { name: 'Messages' });
    // The seeded conversation holds the same answer once already.
    await waitFor(() =>
      expect(within(messages).getAllByText(/^Hi Alex, withdrawals are processed/)).toHaveLength(2),
    );

    // Escape leaves the list and keeps the text; a query that fits nothing says so.
    await userEvent.type(box, '/zzz');
    expect(await screen.findByText(/No saved reply matches/)).toBeInTheDocument();
    // Enter on a query that fits nothing neither sends it nor changes it.
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('/zzz');
    expect(within(messages).queryByText('/zzz')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(/No saved reply matches/)).not.toBeInTheDocument();
    expect(box).toHaveValue('/zzz');
  });

  it('adds, changes and deletes a saved reply, and shows a refused field under it', async () => {
    await openAdminChat();
    await userEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    const sheet = await screen.findByRole('dialog', { name: 'Saved replies' });
    expect(await within(sheet).findByText('Greeting')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add reply' }));
    expect(within(sheet).getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Title' }), 'Fees');
    await userEvent.type(
      within(sheet).getByRole('textbox', { name: 'Text' }),
      'Hi {{first_name}, wires are free.',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add reply' }));
    expect(await within(sheet).findByText('Hi {first_name}, wires are free.')).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Edit Fees' }));
    const title = within(sheet).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Wire fees');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Wire fees')).toBeInTheDocument();

    api.server.use(
      http.post('*/api/v1/admin/canned-replies', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { title: ['The title is taken.'] } },
          { status: 422 },
        ),
      ),
    );
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Title' }), 'Again');
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Text' }), 'Text');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add reply' }));
    expect(await within(sheet).findByText('The title is taken.')).toBeInTheDocument();
    expect(within(sheet).getByRole('textbox', { name: 'Title' })).toHaveValue('Again');

    await userEvent.click(within(sheet).getByRole('button', { name: 'Delete Wire fees' }));
    await waitFor(() => expect(within(sheet).queryByText('Wire fees')).not.toBeInTheDocument());
  });

  it("searches the messages' text on the server and opens the conversation at the message found", async () => {
    await openAdminChat();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(5));
    await userEvent.type(screen.getAllByRole('searchbox', { name: 'Search users' })[0]!, 'FEE FOR WIRE');
    const found = await screen.findAllByRole('region', { name: 'In messages' });
    const result = await within(found[0]!).findByRole('button', {
      name: /Alex Morgan.*Thanks! Is there a fee for wire transfers\?/,
    });
    await userEvent.click(result);
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Messages' });
    await waitFor(() =>
      expect(list.querySelector('[data-found]')).toHaveTextContent(
        'Thanks! Is there a fee for wire transfers?',
      ),
    );
    await waitFor(() => expect(document.activeElement?.closest('[data-found]')).not.toBeNull());
  });

  it("opens a customer's conversation with their name, state and account id, and answers them", async () => {
    await openAdminChat();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.click(within(customers()).getByRole('button', { name: /Alex Morgan/ }));
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Offline · Account NW-100001/)).toBeInTheDocument();
    // Beside it (on a wide window), the customer's details.
    const details = await screen.findByRole('complementary', { name: 'Customer' });
    expect(await within(details).findByText('Open trades')).toBeInTheDocument();
    expect(within(details).getByText('NW-100001')).toBeInTheDocument();
    expect(within(details).getByText('Live balance').nextElementSibling?.textContent).toMatch(
      /^\$[\d,]+\.\d{2}$/,
    );
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

  it("hands one .message.sent on the admins' channel to one listener, which writes the inbox, the open conversation and the count", async () => {
    const kenji = api.backend.store.userByEmail('kenji@example.com')!;
    await openAdminChat(`/admin/chat?customer=${kenji.id}`);
    expect(await screen.findByText('No messages yet', {}, { timeout: 6000 })).toBeInTheDocument();
    const listeners = (channel: string) => listenerCount(channel, 'message.sent');
    // The desk, the inbox, the count and the app's notices share one listener; the open
    // conversation's channel is listened to for its reads and typing only.
    expect(listeners('chat.admins')).toBe(1);
    expect(listeners(`chat.customer.${kenji.id}`)).toBe(0);
    const countAsked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/chat/unread-count') countAsked.push(request.url);
    });
    onTestFinished(() => api.server.events.removeAllListeners());

    // Kenji writes from his phone; the server announces it on his channel and the admins'.
    const told = recordEvents(api.backend.bus);
    const { token } = await loginAs('kenji@example.com');
    const sent = await postAs(token, '/chat/messages', {
      message: 'Is my deposit through?',
      client_id: 'k-1',
    });
    expect(sent.status).toBe(201);
    told.stop();
    const published = told.named('message.sent');
    expect(published.map((message) => message.channel)).toEqual([
      `private-chat.customer.${kenji.id}`,
      'private-chat.admins',
    ]);
    await deliver('chat.admins', 'message.sent', published[1]!.data);

    const list = await screen.findByRole('region', { name: 'Messages' });
    expect(within(list).getByText('Is my deposit through?')).toBeInTheDocument();
    const row = within(customers()).getByRole('button', { name: /Kenji Sato/ });
    expect(row).toHaveTextContent('Is my deposit through?');
    await waitFor(() => expect(countAsked).toHaveLength(1));
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
