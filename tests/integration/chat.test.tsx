/**
 * The customer's support chat inside the whole app, against the reference backend in msw: the seeded
 * conversation as the user sees it, the composer's keys, the outbox offline and after a refusal,
 * attachments, the New Messages banner, a failed load, and new messages arriving by the 5 s poll
 * (the realtime layer is off in jsdom) or as live events handed to the registry.
 *
 * jsdom lays nothing out: the virtualised list gets a tall viewport (clientHeight) and rows of 50 px
 * (offsetHeight) so it renders them all, and ResizeObserver (which jsdom lacks) is a no-op.
 */
import { File as NodeFile } from 'node:buffer';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { chatOutbox, wipeChat } from '@/features/chat/api/chat-outbox';
import type { ChatMessage, User } from '@contract/schemas';
import { deliver } from '@tests/support/realtime';
import { recordEvents } from '@server/testing/events';
import { queryClient } from '@/app/query';
import { chatKeys } from '@/features/chat/api/keys';
import { messagesOf } from '@/features/chat/api/chat-cache';
import { control, loginAs, ORIGIN, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { SEED } from '@tests/support/malformed';

const api = setupTestBackend();

const text = {
  connectionLost: 'Connection lost. Messages you write are kept and sent when it returns.',
  pending: 'Waiting to send',
  sending: 'Sending…',
  fileType: 'Only images, PDF, Word and Excel files can be attached.',
  fileTooLarge: 'The file is larger than 10 MB.',
  uploadFailed: 'Failed to upload file.',
  sendFailed: 'Failed to send message.',
  loadFailed: 'Failed to load messages.',
  bannerTitle: 'New Messages',
  banner: (n: number) => `You have ${n} unread message(s), TAP TO VIEW`,
};

const SEEDED_UNREAD = 'Good news: your verification documents have been approved.';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  // The message list's scroller is tall and each of its rows 50 px: the virtualiser renders them all.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('aria-label') === 'Messages' ? 100_000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-index') ? 50 : 0;
  });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  api.server.events.removeAllListeners();
  window.dispatchEvent(new Event('online'));
  // The outbox and the drafts live for the page's life (IndexedDB in a browser). Unmounted first: a
  // composer going away saves its draft.
  cleanup();
  await wipeChat();
});

// -------------------------------------------------------------------------------------------------
// Helpers
// -------------------------------------------------------------------------------------------------

type Session = { token: string; user: User };

/** Signs in as `email` and opens `path` as a returning user; resolves once the page has its data. */
async function open(email: string, path = '/main/chat') {
  const session = (await loginAs(email)) as Session;
  await renderApp({ path, session, returning: true });
  return session;
}

/** Opens the chat and waits for the conversation (or its empty state) to show. */
async function openChat(email = 'demo@example.com') {
  const session = await open(email);
  await waitFor(
    () =>
      expect(
        screen.queryByRole('region', { name: 'Messages' }) ?? screen.queryByText('No messages yet'),
      ).not.toBeNull(),
    { timeout: 8000 },
  );
  return session;
}

const list = () => screen.getByRole('region', { name: 'Messages' });
const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const fileInput = () =>
  screen
    .getByRole('button', { name: /^Attach a file/ })
    .closest('form')!
    .querySelector<HTMLInputElement>('input[type="file"]')!;

/** The message bubble showing `body` (its text paragraph), found in the list. */
const bubble = (body: string) => within(list()).getByText(body).closest('article')!;
const findBubble = async (body: string) =>
  (await within(list()).findByText(body, {}, { timeout: 8000 })).closest('article')!;

/** The conversation as the backend holds it now (page 1), read with the customer's token. */
async function onServer(token: string): Promise<ChatMessage[]> {
  const response = await fetch(`${ORIGIN}/api/v1/chat/messages?page=1`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await response.json()) as { data: ChatMessage[] }).data;
}
const copiesOnServer = async (token: string, body: string) =>
  (await onServer(token)).filter((message) => message.message === body).length;

async function unreadOnServer(token: string): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/v1/chat/unread-count`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await response.json()) as { data: { unread_count: number } }).data.unread_count;
}

/** Every call the app makes to `method path`, as it starts. */
function callsTo(method: string, path: string) {
  const calls: Request[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === `/api/v1${path}`) calls.push(request);
  });
  return calls;
}

/** The browser loses its network: TanStack's onlineManager and the connection health both follow. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);

/**
 * Answers POST /chat/upload from the real backend with `file`'s bytes. jsdom's FormData reaches msw
 * without the file's name or bytes, so the handler sends the backend the multipart body the browser
 * would have sent (and lends it Node's File, which is what its multipart parser makes).
 */
function uploadsReachTheBackend(
  file: { name: string; type: string; bytes: Uint8Array },
  held: Promise<void> = Promise.resolve(),
) {
  api.server.use(
    http.post('*/api/v1/chat/upload', async ({ request }) => {
      await held;
      const boundary = 'chat-test-boundary';
      const encoder = new TextEncoder();
      const body = new Uint8Array([
        ...encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        ...file.bytes,
        ...encoder.encode(`\r\n--${boundary}--\r\n`),
      ]);
      const jsdomFile = globalThis.File;
      globalThis.File = NodeFile as unknown as typeof File;
      try {
        return await api.backend.app.fetch(
          new Request(request.url, {
            method: 'POST',
            headers: {
              Authorization: request.headers.get('Authorization') ?? '',
              Accept: 'application/json',
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
            },
            body,
          }),
        );
      } finally {
        globalThis.File = jsdomFile;
      }
    }),
  );
}

/** What the list shows as a day heading for `date`, today being `now` (the reader's local day). */
function expectedDayHeading(date: Date, now: Date) {
  const day = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
  if (day(date) === day(now)) return 'Today';
  if (day(date) === day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))) return 'Yesterday';
  return new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
/** A message's time as the list writes it: "3:05 PM", no leading zero. */
const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

// -------------------------------------------------------------------------------------------------
// The conversation
// -------------------------------------------------------------------------------------------------

describe('the conversation on /main/chat', () => {
  it('shows the seeded conversation: day headings, times, the sender, and Read under own messages read', async () => {
    const { token } = (await loginAs('demo@example.com')) as Session;
    const seeded = await onServer(token);
    expect(seeded).toHaveLength(5);
    await openChat();

    const articles = within(list()).getAllByRole('article');
    expect(articles).toHaveLength(seeded.length);
    seeded.forEach((message, i) => {
      const article = articles[i]!;
      expect(article).toHaveTextContent(message.message);
      expect(within(article).getByText(timeOf(message.created_at))).toBeInTheDocument();
      if (message.is_admin) {
        // The support side is named by the admin's first name (the seed's Jordan Lee).
        expect(article).toHaveAccessibleName('Jordan');
        expect(within(article).getByText('Jordan')).toBeInTheDocument();
        expect(within(article).queryByText('Read')).not.toBeInTheDocument();
      } else {
        expect(article).toHaveAccessibleName('You');
        expect(message.read_at).not.toBeNull();
        expect(within(article).getByText('Read')).toBeInTheDocument();
      }
    });

    // One heading per local day, before that day's first message, in order.
    const now = new Date();
    const headings = [...new Set(seeded.map((m) => expectedDayHeading(new Date(m.created_at), now)))];
    const rows = within(list()).getAllByRole('listitem');
    const shownHeadings = rows.filter((row) => !row.querySelector('article')).map((row) => row.textContent);
    expect(shownHeadings).toEqual(headings);
    expect(within(list()).getByText('This is the start of the conversation.')).toBeInTheDocument();
  });

  it('says No messages yet to a customer who has none, and shows the first one sent', async () => {
    const { token } = await openChat('kenji@example.com');
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    await userEvent.type(box(), 'Hello, is anyone there?{Enter}');
    const first = await findBubble('Hello, is anyone there?');
    expect(first).toHaveAccessibleName('You');
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
    await waitFor(async () => expect(await copiesOnServer(token, 'Hello, is anyone there?')).toBe(1));
  });

  it('keeps an unsent draft when the user leaves the chat and comes back', async () => {
    await openChat();
    const user = userEvent.setup();
    await user.type(box(), 'Half a thought');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Live chat' }));
    await waitFor(() => expect(box()).toHaveValue('Half a thought'));
  });

  it('loads older messages when scrolled to the top, with Retry when that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // 5 seeded + 30 from support: page 1 is the newest 30, page 2 the oldest 5.
    for (let i = 1; i <= 30; i++) {
      await control('POST', '/chat', { customer_email: 'demo@example.com', message: `Update ${i}` });
    }
    let failOlder = 1;
    api.server.use(
      http.get('*/api/v1/chat/messages', ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2' && failOlder-- > 0)
          return HttpResponse.json({}, { status: 500 });
        return undefined;
      }),
    );
    await openChat();
    await findBubble('Update 30');
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(30));
    expect(within(list()).queryByText('This is the start of the conversation.')).not.toBeInTheDocument();

    fireEvent.scroll(list());
    expect(await within(list()).findByText('Earlier messages could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(list()).getByRole('button', { name: 'Retry' }));
    expect(await within(list()).findByText('This is the start of the conversation.')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(35));
    const articles = within(list()).getAllByRole('article');
    expect(articles[0]).toHaveTextContent("Hello, I'd like to know how withdrawals work.");
    expect(articles.at(-1)).toHaveTextContent('Update 30');
  });
});

// -------------------------------------------------------------------------------------------------
// The composer
// -------------------------------------------------------------------------------------------------

describe('the composer', () => {
  it('Enter sends: the message appears and the box empties', async () => {
    const { token } = await openChat();
    const user = userEvent.setup();
    await user.type(box(), 'When is the market open?{Enter}');
    expect(box()).toHaveValue('');
    const mine = await findBubble('When is the market open?');
    expect(mine).toHaveAccessibleName('You');
    // Sent: no pending mark once the server has it.
    await waitFor(() => {
      expect(bubble('When is the market open?')).not.toHaveTextContent(text.pending);
      expect(bubble('When is the market open?')).not.toHaveTextContent(text.sending);
    });
    expect(await copiesOnServer(token, 'When is the market open?')).toBe(1);
    expect(within(list()).getAllByText('When is the market open?')).toHaveLength(1);
  });

  it('Shift+Enter is a new line, not a send; the Send button sends both lines', async () => {
    const { token } = await openChat();
    const posts = callsTo('POST', '/chat/messages');
    const user = userEvent.setup();
    await user.type(box(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('line one\nline two');
    expect(posts).toHaveLength(0);
    expect(within(list()).queryByText(/line one/)).not.toBeInTheDocument();

    await user.click(sendButton());
    expect(await findBubble('line one line two')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    await waitFor(async () => expect(await copiesOnServer(token, 'line one\nline two')).toBe(1));
  });

  it('whitespace alone is no message: Send stays disabled and Enter sends nothing', async () => {
    await openChat();
    const posts = callsTo('POST', '/chat/messages');
    const user = userEvent.setup();
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.click(sendButton());
    expect(posts).toHaveLength(0);
    expect(within(list()).getAllByRole('article')).toHaveLength(5);
    // A character makes it a message.
    await user.type(box(), 'x');
    expect(sendButton()).toBeEnabled();
  });
});

// -------------------------------------------------------------------------------------------------
// The outbox
// -------------------------------------------------------------------------------------------------

describe('the outbox', () => {
  it('offline, a message waits and the connection notice shows; back online it is sent once', async () => {
    const { token } = await openChat();
    const posts = callsTo('POST', '/chat/messages');
    goOffline();
    expect(await screen.findByText(text.connectionLost)).toBeInTheDocument();
    await userEvent.type(box(), 'Sent while offline{Enter}');
    const waiting = await findBubble('Sent while offline');
    expect(within(waiting).getByText(text.pending)).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(posts).toHaveLength(0);
    expect(await copiesOnServer(token, 'Sent while offline')).toBe(0);

    goOnline();
    await waitFor(() => expect(bubble('Sent while offline')).not.toHaveTextContent(text.pending));
    await waitFor(() => expect(bubble('Sent while offline')).not.toHaveTextContent(text.sending));
    expect(screen.queryByText(text.connectionLost)).not.toBeInTheDocument();
    expect(await copiesOnServer(token, 'Sent while offline')).toBe(1);
    expect(posts).toHaveLength(1);
    expect(within(list()).getAllByText('Sent while offline')).toHaveLength(1);
  });

  it('a message written offline survives a reload and is sent once the network returns', async () => {
    const { token } = await openChat();
    goOffline();
    await userEvent.type(box(), 'Written before the reload{Enter}');
    expect(within(await findBubble('Written before the reload')).getByText(text.pending)).toBeInTheDocument();

    // The app starts again, still offline: the outbox (IndexedDB in a browser) still holds it.
    cleanup();
    await renderApp({ path: '/main/chat', session: await loginAs('demo@example.com'), returning: true });
    expect(await screen.findByText(text.connectionLost)).toBeInTheDocument();
    expect(await copiesOnServer(token, 'Written before the reload')).toBe(0);

    goOnline();
    await waitFor(() => expect(bubble('Written before the reload')).not.toHaveTextContent(text.pending), {
      timeout: 8000,
    });
    await waitFor(async () => expect(await copiesOnServer(token, 'Written before the reload')).toBe(1));
    expect(within(list()).getAllByText('Written before the reload')).toHaveLength(1);
  });

  // With no conversation in the cache (first open on this device, or a reload without a persisted
  // copy), what the user writes offline still shows at once, marked as waiting.
  // Nothing claims the conversation starts there: its history is still to come.
  it('offline before the conversation ever loaded, a written message still shows as waiting', async () => {
    const session = await loginAs('demo@example.com');
    goOffline();
    await renderApp({ path: '/main/chat', session, returning: true });
    expect(await screen.findByText(text.connectionLost, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(box(), 'Typed on the train{Enter}');
    expect(box()).toHaveValue('');
    const shown = await screen.findByText('Typed on the train', {}, { timeout: 1500 });
    expect(shown.closest('article')).toHaveTextContent(text.pending);
    expect(screen.getByText('The conversation loads when the connection returns.')).toBeInTheDocument();
    expect(within(list()).queryByText('This is the start of the conversation.')).not.toBeInTheDocument();
  });

  it('sent before the conversation has loaded, a message stays in view, also past a history page read before it was stored', async () => {
    const session = (await loginAs('demo@example.com')) as Session;
    goOffline();
    await renderApp({ path: '/main/chat', session, returning: true });
    expect(await screen.findByText(text.connectionLost, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(box(), 'Sent ahead of the history{Enter}');
    await findBubble('Sent ahead of the history');

    // Back online, the history answers only after the message has gone, and with the page as the
    // server read it before the message was stored.
    let releaseHistory!: () => void;
    const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
    api.server.use(
      http.get(
        '*/api/v1/chat/messages',
        async ({ request }) => {
          await historyHeld;
          const page = (await (await api.backend.app.fetch(request)).json()) as { data: ChatMessage[] };
          return HttpResponse.json({
            ...page,
            data: page.data.filter((message) => message.message !== 'Sent ahead of the history'),
          });
        },
        { once: true },
      ),
    );
    goOnline();
    await waitFor(() => expect(chatOutbox.get()).toMatchObject({ entries: [], sending: null }), {
      timeout: 8000,
    });
    // The server's copy, in view while the history is still on its way.
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    expect(bubble('Sent ahead of the history')).not.toHaveTextContent(text.pending);

    // Watched from here to the end: the message never leaves the screen, not even for one render.
    let vanished = false;
    const watch = new MutationObserver(() => {
      vanished ||= screen.queryByText('Sent ahead of the history') === null;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    releaseHistory();
    // The server's whole conversation, the message included, straight from the backend.
    const stored = (await (
      await api.backend.app.fetch(
        new Request(`${ORIGIN}/api/v1/chat/messages?page=1`, {
          headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' },
        }),
      )
    ).json()) as { data: ChatMessage[] };
    expect(stored.data.map((message) => message.message)).toContain('Sent ahead of the history');
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(stored.data.length));
    expect(within(list()).getAllByText('Sent ahead of the history')).toHaveLength(1);
    watch.disconnect();
    expect(vanished).toBe(false);
  });

  it('an answer lost on the way is sent again, and the server keeps one copy', async () => {
    const { token } = await openChat();
    let lose = 1;
    const clientIds: string[] = [];
    api.server.use(
      http.post('*/api/v1/chat/messages', async ({ request }) => {
        clientIds.push(((await request.clone().json()) as { client_id: string }).client_id);
        const answer = await api.backend.app.fetch(request);
        // The server has it, but the answer never reaches the app.
        if (lose-- > 0) return HttpResponse.error();
        return answer;
      }),
    );
    await userEvent.type(box(), 'Did you get this?{Enter}');
    await findBubble('Did you get this?');
    // Tried again after 1 s, with the same client id: the server answers the first message.
    await waitFor(() => expect(clientIds).toHaveLength(2), { timeout: 5000 });
    expect(clientIds[1]).toBe(clientIds[0]);
    await waitFor(() => expect(bubble('Did you get this?')).not.toHaveTextContent(text.pending));
    await waitFor(() => expect(bubble('Did you get this?')).not.toHaveTextContent(text.sending));
    expect(await copiesOnServer(token, 'Did you get this?')).toBe(1);
    expect(within(list()).getAllByText('Did you get this?')).toHaveLength(1);
  });

  it("a refused send shows the server's message with Retry; Retry after the fault clears delivers it", async () => {
    const { token } = await openChat();
    api.server.use(
      http.post('*/api/v1/chat/messages', () =>
        HttpResponse.json(
          {
            message: 'Messages cannot be sent right now.',
            errors: { message: ['Messages cannot be sent right now.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await userEvent.type(box(), 'Please call me back{Enter}');
    const failed = await findBubble('Please call me back');
    const alert = await within(failed).findByRole('alert');
    expect(alert).toHaveTextContent('Messages cannot be sent right now.');
    expect(failed).not.toHaveTextContent(text.pending);
    expect(await copiesOnServer(token, 'Please call me back')).toBe(0);

    api.server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(bubble('Please call me back')).queryByRole('alert')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(bubble('Please call me back')).not.toHaveTextContent(text.pending));
    expect(await copiesOnServer(token, 'Please call me back')).toBe(1);
  });

  it("a server error without a message says 'Failed to send message.'; Discard drops it", async () => {
    const { token } = await openChat();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(http.post('*/api/v1/chat/messages', () => HttpResponse.json({}, { status: 500 })));
    await userEvent.type(box(), 'This one goes nowhere{Enter}');
    const alert = await within(await findBubble('This one goes nowhere')).findByRole('alert');
    expect(alert).toHaveTextContent(text.sendFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(list()).queryByText('This one goes nowhere')).not.toBeInTheDocument());
    expect(await copiesOnServer(token, 'This one goes nowhere')).toBe(0);
  });
});

// -------------------------------------------------------------------------------------------------
// Attachments
// -------------------------------------------------------------------------------------------------

describe('attachments', () => {
  it('refuses a file of another type before any byte is sent', async () => {
    await openChat();
    const uploads = callsTo('POST', '/chat/upload');
    // applyAccept off: the file reaches the app, as one dropped or picked with a lax picker can.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['#!/bin/sh'], 'script.sh', { type: 'application/x-sh' }));
    expect(await screen.findByText(text.fileType)).toBeInTheDocument();
    await user.upload(fileInput(), new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(screen.getByText(text.fileType)).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(text.fileType);
    expect(uploads).toHaveLength(0);
  });

  it('refuses a file over 10 MB before any byte is sent', async () => {
    await openChat();
    const uploads = callsTo('POST', '/chat/upload');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'statement.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(fileInput(), huge);
    expect(await screen.findByText(text.fileTooLarge)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it.each([
    ['the server says why', 422, { message: 'The file could not be read.' }, 'The file could not be read.'],
    ['a server error without a message', 500, {}, text.uploadFailed],
  ])('an upload failure shows it: %s', async (_case, status, body, shown) => {
    await openChat();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(http.post('*/api/v1/chat/upload', () => HttpResponse.json(body, { status })));
    await userEvent.upload(fileInput(), new File([PNG_BYTES], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText(shown)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Remove photo.png' })).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it("an upload the network drops says 'Failed to upload file.'", async () => {
    await openChat();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(http.post('*/api/v1/chat/upload', () => HttpResponse.error()));
    await userEvent.upload(fileInput(), new File([PNG_BYTES], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText(text.uploadFailed)).toBeInTheDocument();
  });

  it('uploads an image, shows it as a chip, and sends it without text', async () => {
    const { token } = await openChat();
    uploadsReachTheBackend({ name: 'receipt.png', type: 'image/png', bytes: PNG_BYTES });
    await userEvent.upload(fileInput(), new File([PNG_BYTES], 'receipt.png', { type: 'image/png' }));
    const remove = await screen.findByRole('button', { name: 'Remove receipt.png' });
    expect(remove.closest('li')).toHaveTextContent('receipt.png');
    expect(sendButton()).toBeEnabled();

    await userEvent.click(sendButton());
    const image = await within(list()).findByRole('img', { name: 'Image: receipt.png' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Remove receipt.png' })).not.toBeInTheDocument();
    await waitFor(() => expect(image.closest('article')).not.toHaveTextContent(text.pending));
    const sent = (await onServer(token)).at(-1)!;
    expect(sent.attachments).toEqual([expect.objectContaining({ file_name: 'receipt.png', is_image: true })]);
    expect(image).toHaveAttribute('src', sent.attachments[0]!.download_url);
  });

  it('shows the upload in progress with Send held back; a chip can be removed again', async () => {
    await openChat();
    let release!: () => void;
    uploadsReachTheBackend(
      { name: 'statement.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4\n') },
      new Promise<void>((resolve) => (release = resolve)),
    );
    const user = userEvent.setup();
    await user.type(box(), 'See attached');
    await user.upload(fileInput(), new File(['%PDF-1.4\n'], 'statement.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByRole('progressbar', { name: /^Uploading statement\.pdf: \d+%$/ }),
    ).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Attach a file/ })).toBeDisabled();

    release();
    const remove = await screen.findByRole('button', { name: 'Remove statement.pdf' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    await user.click(remove);
    expect(screen.queryByRole('button', { name: 'Remove statement.pdf' })).not.toBeInTheDocument();
    // The text is still there, and sends alone.
    expect(box()).toHaveValue('See attached');
    await user.click(sendButton());
    const sent = await findBubble('See attached');
    expect(within(sent).queryByRole('link')).not.toBeInTheDocument();
  });
});

// -------------------------------------------------------------------------------------------------
// The banner
// -------------------------------------------------------------------------------------------------

describe('the New Messages banner', () => {
  it('shows the unread count away from the chat; a tap opens the chat, which reads them', async () => {
    const { token } = await open('demo@example.com', '/main/dashboard');
    const banner = await screen.findByText(text.banner(1), {}, { timeout: 8000 });
    expect(screen.getByText(text.bannerTitle)).toBeInTheDocument();
    expect(banner.closest('a')).toHaveAttribute('href', '/main/chat');

    await userEvent.click(banner);
    await waitFor(() => expect(window.location.pathname).toBe('/main/chat'));
    expect(await findBubble(SEEDED_UNREAD)).toBeInTheDocument();
    expect(screen.queryByText(text.bannerTitle)).not.toBeInTheDocument();
    // Opening the chat read them: on the server, and the banner does not come back elsewhere.
    await waitFor(async () => expect(await unreadOnServer(token)).toBe(0));
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(text.bannerTitle)).not.toBeInTheDocument();
  });

  it('is not shown on the chat itself, nor to a customer with nothing unread', async () => {
    await openChat();
    expect(screen.queryByText(text.bannerTitle)).not.toBeInTheDocument();
    cleanup();
    await open('kenji@example.com', '/main/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(text.bannerTitle)).not.toBeInTheDocument();
  });

  it('counts a message support sends meanwhile within the 5 s poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open('demo@example.com', '/main/dashboard');
    await screen.findByText(text.banner(1), {}, { timeout: 8000 });
    await control('POST', '/chat', { customer_email: 'demo@example.com', message: 'One more thing' });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText(text.banner(2))).toBeInTheDocument();
  });
});

// -------------------------------------------------------------------------------------------------
// Loading, polling and live events
// -------------------------------------------------------------------------------------------------

describe('loading the conversation', () => {
  it.each([
    ["the server's message", { message: 'The chat is under maintenance.' }, 'The chat is under maintenance.'],
    ["'Failed to load messages.' without one", {}, text.loadFailed],
  ])('a failed load shows %s with Retry, which loads it', async (_case, body, shown) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.server.use(
      http.get('*/api/v1/chat/messages', () => HttpResponse.json(body, { status: 500 }), { once: true }),
    );
    await open('demo@example.com');
    const alert = (await screen.findByText(shown, {}, { timeout: 8000 })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findBubble(SEEDED_UNREAD)).toBeInTheDocument();
    expect(screen.queryByText(shown)).not.toBeInTheDocument();
  });
});

describe('new messages while the chat is open', () => {
  it('a message from support arrives with the 5 s poll, is announced, and is read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { token } = await openChat();
    await findBubble(SEEDED_UNREAD);
    await waitFor(async () => expect(await unreadOnServer(token)).toBe(0));
    await control('POST', '/chat', { customer_email: 'demo@example.com', message: 'Hello from support' });
    expect(within(list()).queryByText('Hello from support')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const arrived = await findBubble('Hello from support');
    expect(arrived).toHaveAccessibleName('Jordan');
    expect(screen.getByRole('log')).toHaveTextContent('Jordan: Hello from support');
    // On screen, so read: the server's count goes back to 0.
    await waitFor(async () => expect(await unreadOnServer(token)).toBe(0));
  });

  // Polling asks for what came after the newest message the server's lists or events brought: the
  // customer's own send (answered by the server) does not move that cursor past support's message.
  it('a message from support written just before the customer sends is still fetched by the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openChat();
    await findBubble(SEEDED_UNREAD);
    // Support writes; before the next poll the customer sends (the server stamps it later).
    await control('POST', '/chat', { customer_email: 'demo@example.com', message: 'Support wrote first' });
    await userEvent.type(box(), 'Customer wrote second{Enter}');
    await waitFor(() => expect(bubble('Customer wrote second')).not.toHaveTextContent(text.pending));
    expect(within(list()).queryByText('Support wrote first')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(list()).findByText('Support wrote first', {}, { timeout: 1500 })).toBeInTheDocument();
  });

  it('marks messages read only while the page is visible', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const reads = callsTo('POST', '/chat/read');
    const { token } = await openChat();
    await findBubble(SEEDED_UNREAD);
    // Opened in a background tab: nobody has seen it yet, so no read is sent (the call, were it made,
    // would start within a few ticks of the list showing).
    await expect(waitFor(() => expect(reads.length).toBeGreaterThan(0), { timeout: 300 })).rejects.toThrow();
    expect(await unreadOnServer(token)).toBe(1);

    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(async () => expect(await unreadOnServer(token)).toBe(0));
    expect(reads).toHaveLength(1);
  });

  it('.message.sent shows a message at once and .message.read marks an own message Read', async () => {
    const { token, user } = await openChat();
    const channel = `chat.customer.${user.id}`;
    await userEvent.type(box(), 'Mark me read{Enter}');
    await waitFor(() => expect(bubble('Mark me read')).not.toHaveTextContent(text.pending));
    expect(within(bubble('Mark me read')).queryByText('Read')).not.toBeInTheDocument();

    // Support writes (through the backend), and the live connection hands the event on.
    await control('POST', '/chat', { customer_email: 'demo@example.com', message: 'Live from support' });
    const live = (await onServer(token)).find((m) => m.message === 'Live from support')!;
    await deliver(channel, 'message.sent', { message: live });
    expect(await findBubble('Live from support')).toHaveAccessibleName('Jordan');

    // The server announces every message on the conversation's channel, the sender's own too: that
    // copy is the one the conversation keeps, and the one the read marker lands on.
    const mine = (await onServer(token)).find((m) => m.message === 'Mark me read')!;
    await deliver(channel, 'message.sent', { message: mine });
    await deliver(channel, 'message.read', { message_id: mine.id, read_at: new Date().toISOString() });
    await waitFor(() => expect(within(bubble('Mark me read')).getByText('Read')).toBeInTheDocument());
    // The same event twice changes nothing; the list holds each message once.
    await deliver(channel, 'message.sent', { message: live });
    expect(within(list()).getAllByText('Live from support')).toHaveLength(1);
  });

  it("the sender's message enters the conversation's cache once, from the server's event, never from the send's answer", async () => {
    const { user } = await openChat();
    const told = recordEvents(api.backend.bus);
    onTestFinished(told.stop);
    const cached = () =>
      messagesOf(queryClient.getQueryData(chatKeys.conversation(user.id))).filter(
        (message) => message.message === 'Once only',
      );
    // Each time the cache took a copy of the message (a write that leaves it as it was is none).
    let writesWithIt = 0;
    let held: ChatMessage | undefined;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type !== 'updated' ||
        event.query.queryHash !== JSON.stringify(chatKeys.conversation(user.id))
      )
        return;
      const now = cached()[0];
      if (now && now !== held) writesWithIt += 1;
      held = now;
    });
    onTestFinished(unsubscribe);

    await userEvent.type(box(), 'Once only{Enter}');
    await waitFor(() => expect(bubble('Once only')).not.toHaveTextContent(text.pending));
    // Answered, and on screen from the outbox: the answer wrote nothing into the cache.
    expect(cached()).toEqual([]);
    expect(writesWithIt).toBe(0);

    const [event] = told
      .named('message.sent')
      .filter((m) => m.channel === `private-chat.customer.${user.id}`);
    await deliver(`chat.customer.${user.id}`, 'message.sent', event!.data);
    await deliver(`chat.customer.${user.id}`, 'message.sent', event!.data);
    expect(cached()).toHaveLength(1);
    expect(writesWithIt).toBe(1);
    expect(within(list()).getAllByText('Once only')).toHaveLength(1);
  });

  it("shows 'Support is typing…' while support whispers that it types, not for the customer's own side, not for a malformed one", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openChat();
    const channel = `chat.customer.${user.id}`;
    await findBubble(SEEDED_UNREAD);
    // The customer's own side (another of their devices) is not support typing.
    await deliver(channel, 'client-typing', { typing: true, side: 'customer' });
    expect(screen.queryByText('Support is typing…')).not.toBeInTheDocument();
    await deliver(channel, 'client-typing', { typing: 'yes', side: 'support' });
    expect(screen.queryByText('Support is typing…')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    await deliver(channel, 'client-typing', { typing: true, side: 'support' });
    expect(await screen.findByText('Support is typing…')).toBeInTheDocument();
    await deliver(channel, 'client-typing', { typing: false, side: 'support' });
    await waitFor(() => expect(screen.queryByText('Support is typing…')).not.toBeInTheDocument());
  });

  it('ignores malformed .message.sent and .message.read payloads and keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openChat();
    const channel = `chat.customer.${user.id}`;
    await findBubble(SEEDED_UNREAD);
    const before = within(list())
      .getAllByRole('article')
      .map((a) => a.textContent);

    const message = fc.record(
      {
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        message: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        sender_id: fc.oneof(fc.integer(), fc.string()),
        sender: fc.oneof(fc.constant(null), fc.record({ first_name: fc.oneof(fc.string(), fc.integer()) })),
        is_admin: fc.oneof(fc.boolean(), fc.string()),
        created_at: fc.oneof(fc.string(), fc.constant('not a date'), fc.integer()),
        read_at: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
        attachments: fc.oneof(fc.constant(null), fc.array(fc.anything(), { maxLength: 2 })),
      },
      { requiredKeys: [] },
    );
    const sent = fc.oneof(fc.anything(), fc.record({ message: fc.oneof(fc.anything(), message) }));
    const read = fc.oneof(
      fc.anything(),
      fc.record({
        message_id: fc.oneof(
          fc.constant(null),
          fc.constant(1.5),
          fc.constant(Number.NaN),
          fc.object(),
          fc.boolean(),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(sent, read, async (sentPayload, readPayload) => {
        await deliver(channel, 'message.sent', sentPayload);
        await deliver(channel, 'message.read', readPayload);
      }),
      { numRuns: 60, seed: SEED },
    );
    // Whatever came, the conversation is as it was (well-formed read events name no message of it).
    expect(
      within(list())
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual(before);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed .message.sent'), expect.anything());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed .message.read'), expect.anything());
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('handler'), expect.anything());
    // And it still sends.
    await userEvent.type(box(), 'Still here{Enter}');
    await waitFor(() => expect(bubble('Still here')).not.toHaveTextContent(text.pending));
  });
});
