import type { ChatMessage } from '@contract';
import {
  createOutbox,
  pendingMessage,
  type OutboxEntry,
  type OutboxJournal,
  type OutboxOptions,
  type OutboxState,
  type OutboxStorage,
  type SendOutcome,
} from './outbox';

type NewEntry = Omit<OutboxEntry, 'state'>;

const entry = (n: number, extra: Partial<NewEntry> = {}): NewEntry => ({
  client_id: `c${n}`,
  customer_id: 42,
  named: false,
  sender_id: 7,
  is_admin: false,
  message: `message ${n}`,
  attachments: [],
  created_at: new Date(Date.UTC(2026, 2, 10, 10, 0, n)).toISOString(),
  ...extra,
});

const queued = (n: number): OutboxEntry => ({ ...entry(n), state: 'queued' });

/** A promise and its resolve, to hold a step until the test lets it go. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The outbox's storage in memory, copying on the way in and out as IndexedDB does. `holdReads` and
 * `holdUpdates` keep the next calls waiting (with what they read or wrote decided at the call).
 */
function memoryStorage(initial: OutboxEntry[] = []) {
  let entries = structuredClone(initial);
  let readGate: Promise<void> | null = null;
  let updateGate: Promise<void> | null = null;
  const storage: OutboxStorage & {
    readonly entries: OutboxEntry[];
    wipe(): void;
    holdReads(): () => void;
    holdUpdates(): () => void;
  } = {
    get entries() {
      return entries;
    },
    async read() {
      const snapshot = structuredClone(entries);
      if (readGate) await readGate;
      return snapshot;
    },
    async update(change) {
      if (updateGate) await updateGate;
      entries = structuredClone(change(structuredClone(entries)));
      return structuredClone(entries);
    },
    wipe() {
      entries = [];
    },
    holdReads() {
      const gate = deferred();
      readGate = gate.promise;
      return () => {
        readGate = null;
        gate.resolve();
      };
    },
    holdUpdates() {
      const gate = deferred();
      updateGate = gate.promise;
      return () => {
        updateGate = null;
        gate.resolve();
      };
    },
  };
  return storage;
}

/**
 * How the fake server answers one try: `offline` never reaches it, `lost` reaches it (the message is
 * recorded) but the answer never comes back, `throw` is a fetch that throws, `refuse` is a 422.
 */
type Answer = 'ok' | 'offline' | 'lost' | 'throw' | { refuse: string } | { hold: Promise<void> };

/** A server that records messages by client id: a resent message is answered with the first copy. */
function fakeServer() {
  const recorded: ChatMessage[] = [];
  const byClientId = new Map<string, ChatMessage>();
  const plans = new Map<string, Answer[]>();
  const tries: string[] = [];

  const send = vi.fn(async (e: OutboxEntry): Promise<SendOutcome> => {
    tries.push(e.client_id);
    let answer = plans.get(e.client_id)?.shift() ?? 'ok';
    if (typeof answer === 'object' && 'hold' in answer) {
      await answer.hold;
      answer = 'ok';
    }
    if (answer === 'offline') return { ok: false, transient: true };
    if (answer === 'throw') throw new TypeError('Failed to fetch');
    if (typeof answer === 'object') return { ok: false, transient: false, reason: answer.refuse };
    let message = byClientId.get(e.client_id);
    if (!message) {
      message = {
        id: 1000 + recorded.length,
        client_id: e.client_id,
        customer_id: e.customer_id,
        message: e.message,
        sender_id: e.sender_id,
        sender: {},
        is_admin: e.is_admin,
        created_at: e.created_at,
        read_at: null,
        attachments: [],
      };
      byClientId.set(e.client_id, message);
      recorded.push(message);
    }
    return answer === 'lost' ? { ok: false, transient: true } : { ok: true, message };
  });

  return {
    send,
    recorded,
    tries,
    /** The answers to the next tries of `clientId`; after them, every try succeeds. */
    plan: (clientId: string, ...answers: Answer[]) => plans.set(clientId, answers),
  };
}

/** Lets every pending promise run (the fake server and the storage use no timers). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup({ initial, ...options }: Partial<OutboxOptions> & { initial?: OutboxEntry[] } = {}) {
  const storage = memoryStorage(initial);
  const server = fakeServer();
  let online = true;
  const outbox = createOutbox({
    storage,
    send: server.send,
    isOnline: () => online,
    retryDelaysMs: [1_000, 5_000],
    ...options,
  });
  // Every server copy the outbox took, in the order it took them (its state keeps the latest 20).
  const sent: Array<{ clientId: string | null | undefined; id: ChatMessage['id'] }> = [];
  let latest: OutboxState['sent'][number] | undefined;
  outbox.subscribe(() => {
    const last = outbox.get().sent.at(-1);
    if (last && last !== latest) sent.push({ clientId: last.message.client_id, id: last.message.id });
    latest = last;
  });
  return {
    outbox,
    storage,
    server,
    sent,
    setOnline: (value: boolean) => void (online = value),
    clientIds: () => outbox.get().entries.map((e) => e.client_id),
    recordedIds: () => server.recorded.map((m) => m.client_id),
  };
}

type Setup = ReturnType<typeof setup>;

async function write(outbox: Setup['outbox'], ...numbers: number[]) {
  for (const n of numbers) await outbox.enqueue(entry(n));
}

/**
 * Writes the messages with no network, then lets the outbox send them. (A message written while a
 * send is under way makes the outbox try again at once after it, not after the retry delay.)
 */
async function writeThenSend(t: Setup, ...numbers: number[]) {
  t.setOnline(false);
  await write(t.outbox, ...numbers);
  await settle();
  expect(t.server.send).not.toHaveBeenCalled();
  t.setOnline(true);
  void t.outbox.flush();
  await settle();
}

beforeEach(() => {
  // Only the retry timer is fake: setImmediate (settle) stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('outbox: order and delivery', () => {
  it('sends every message once, in the order written, and keeps the server copy', async () => {
    const t = setup();
    await t.outbox.start();
    await write(t.outbox, 1, 2, 3);
    await settle();

    expect(t.server.tries).toEqual(['c1', 'c2', 'c3']);
    expect(t.recordedIds()).toEqual(['c1', 'c2', 'c3']);
    expect(t.sent).toEqual([
      { clientId: 'c1', id: 1000 },
      { clientId: 'c2', id: 1001 },
      { clientId: 'c3', id: 1002 },
    ]);
    expect(t.storage.entries).toEqual([]);
    const { sent, ...rest } = t.outbox.get();
    expect(rest).toEqual({ entries: [], sending: null, stalled: false });
    // The server's copies, for a conversation whose history has not loaded yet.
    expect(sent.map(({ message }) => message.id)).toEqual([1000, 1001, 1002]);
  });

  it('keeps the server copies of the latest 20 it sent', async () => {
    const t = setup();
    await t.outbox.start();
    await write(t.outbox, ...Array.from({ length: 22 }, (_, i) => i + 1));
    await settle();
    const { sent } = t.outbox.get();
    expect(sent).toHaveLength(20);
    expect(sent[0]!.message.client_id).toBe('c3');
    expect(sent[19]!.message.client_id).toBe('c22');
  });

  it('sends what it was given: the entry as written', async () => {
    const t = setup();
    const written = entry(1, {
      named: true,
      is_admin: true,
      sender_id: 1,
      attachments: [{ url: 'https://x.test/a.pdf', file_name: 'a.pdf', is_image: false }],
    });
    await t.outbox.enqueue(written);
    await settle();
    expect(t.server.send).toHaveBeenCalledTimes(1);
    expect(t.server.send).toHaveBeenCalledWith({ ...written, state: 'queued' });
  });

  it('holds later messages behind one that found no server, and the retry timer sends all in order', async () => {
    const t = setup();
    t.server.plan('c2', 'offline');
    await writeThenSend(t, 1, 2, 3, 4);

    expect(t.server.tries).toEqual(['c1', 'c2']);
    expect(t.clientIds()).toEqual(['c2', 'c3', 'c4']);
    expect(t.outbox.get().entries.every((e) => e.state === 'queued')).toBe(true);
    expect(t.outbox.get().stalled).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(t.server.tries).toEqual(['c1', 'c2']);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(t.server.tries).toEqual(['c1', 'c2', 'c2', 'c3', 'c4']);
    expect(t.recordedIds()).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(t.sent.map((s) => s.clientId)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(t.outbox.get()).toMatchObject({ entries: [], sending: null, stalled: false });
  });

  it('keeps the order when a message is written while the queue waits for its retry', async () => {
    const t = setup();
    t.server.plan('c1', 'offline', 'offline');
    await writeThenSend(t, 1, 2);
    expect(t.server.tries).toEqual(['c1']);

    // A new message is a reason to try at once; the first still goes first.
    await write(t.outbox, 3);
    await settle();
    expect(t.server.tries).toEqual(['c1', 'c1']);
    expect(t.recordedIds()).toEqual([]);

    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(t.recordedIds()).toEqual(['c1', 'c2', 'c3']);
  });

  it('waits longer after each try that finds no server, and counts a thrown send as one', async () => {
    const t = setup();
    t.server.plan('c1', 'offline', 'throw', 'offline');
    await write(t.outbox, 1);
    await settle();
    expect(t.server.tries).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(t.server.tries).toHaveLength(2);

    // Then 5 s (the last delay, kept from then on).
    await vi.advanceTimersByTimeAsync(4_999);
    await settle();
    expect(t.server.tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(t.server.tries).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(t.server.tries).toHaveLength(4);
    expect(t.recordedIds()).toEqual(['c1']);
    expect(t.outbox.get().stalled).toBe(false);
  });

  it('delivers exactly once when the server took a message but its answer was lost', async () => {
    const t = setup();
    t.server.plan('c2', 'lost');
    await writeThenSend(t, 1, 2, 3);

    // The server has c2, the outbox does not know it: c2 and c3 wait.
    expect(t.recordedIds()).toEqual(['c1', 'c2']);
    expect(t.clientIds()).toEqual(['c2', 'c3']);
    expect(t.outbox.get().stalled).toBe(true);

    await vi.advanceTimersByTimeAsync(1_000);
    await settle();

    // Resent with the same client id, so the server answered with the first copy.
    expect(t.server.tries).toEqual(['c1', 'c2', 'c2', 'c3']);
    const triesOfC2 = t.server.send.mock.calls.map(([e]) => e).filter((e) => e.client_id === 'c2');
    expect(triesOfC2).toHaveLength(2);
    expect(triesOfC2[1]).toEqual(triesOfC2[0]);
    expect(t.recordedIds()).toEqual(['c1', 'c2', 'c3']);
    expect(new Set(t.server.recorded.map((m) => m.id)).size).toBe(3);
    expect(t.sent).toEqual([
      { clientId: 'c1', id: 1000 },
      { clientId: 'c2', id: 1001 },
      { clientId: 'c3', id: 1002 },
    ]);
    expect(t.outbox.get().entries).toEqual([]);
  });

  it('keeps everything queued while offline, stalled, and a later flush sends all in order', async () => {
    const t = setup();
    t.setOnline(false);
    await t.outbox.start();
    await write(t.outbox, 1, 2, 3);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();

    expect(t.server.send).not.toHaveBeenCalled();
    expect(t.outbox.get().stalled).toBe(true);
    expect(t.clientIds()).toEqual(['c1', 'c2', 'c3']);
    expect(t.storage.entries.map((e) => [e.client_id, e.state])).toEqual([
      ['c1', 'queued'],
      ['c2', 'queued'],
      ['c3', 'queued'],
    ]);

    t.setOnline(true);
    await t.outbox.flush();
    await settle();
    expect(t.server.tries).toEqual(['c1', 'c2', 'c3']);
    expect(t.recordedIds()).toEqual(['c1', 'c2', 'c3']);
    expect(t.outbox.get()).toMatchObject({ entries: [], sending: null, stalled: false });
  });

  it('start() sends what an earlier visit left, in its order, and leaves the refused ones', async () => {
    const left: OutboxEntry[] = [queued(1), { ...queued(2), state: 'failed', error: 'Too long.' }, queued(3)];
    const t = setup({ initial: left });
    await t.outbox.start();
    await settle();
    expect(t.server.tries).toEqual(['c1', 'c3']);
    expect(t.outbox.get().entries).toEqual([left[1]]);
  });

  it('shows which message is being sent', async () => {
    const t = setup();
    const answer = deferred();
    t.server.plan('c1', { hold: answer.promise });
    await write(t.outbox, 1, 2);
    await settle();
    expect(t.outbox.get().sending).toBe('c1');
    expect(t.clientIds()).toEqual(['c1', 'c2']);

    answer.resolve();
    await settle();
    expect(t.outbox.get().sending).toBeNull();
    expect(t.recordedIds()).toEqual(['c1', 'c2']);
  });

  it('tells its subscribers of every change until they leave', async () => {
    const t = setup();
    const listener = vi.fn();
    const leave = t.outbox.subscribe(listener);
    await write(t.outbox, 1);
    await settle();
    expect(listener).toHaveBeenCalled();
    leave();
    listener.mockClear();
    await write(t.outbox, 2);
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });

  it('runs the sending inside `exclusive`, so two tabs sharing the storage send each message once', async () => {
    let tail: Promise<unknown> = Promise.resolve();
    const lock = <T>(drain: () => Promise<T>): Promise<T> => {
      const run = tail.then(drain);
      tail = run.catch(() => undefined);
      return run;
    };
    const storage = memoryStorage();
    const server = fakeServer();
    const tab = () =>
      createOutbox({
        storage,
        send: server.send,
        isOnline: () => true,
        exclusive: lock,
      });
    const first = tab();
    const second = tab();

    await first.enqueue(entry(1));
    await second.enqueue(entry(2));
    await first.enqueue(entry(3));
    await settle();

    expect(server.tries).toEqual(['c1', 'c2', 'c3']);
    expect(server.recorded.map((m) => m.client_id)).toEqual(['c1', 'c2', 'c3']);
    expect(storage.entries).toEqual([]);
  });
});

describe('outbox: refused messages', () => {
  it('marks a refused message failed with the reason, and the later ones still go', async () => {
    const t = setup();
    t.server.plan('c2', { refuse: 'The message may not be empty.' });
    await write(t.outbox, 1, 2, 3);
    await settle();

    expect(t.server.tries).toEqual(['c1', 'c2', 'c3']);
    expect(t.recordedIds()).toEqual(['c1', 'c3']);
    expect(t.sent.map((s) => s.clientId)).toEqual(['c1', 'c3']);
    const failed = { ...queued(2), state: 'failed', error: 'The message may not be empty.' };
    expect(t.outbox.get()).toMatchObject({ entries: [failed], sending: null, stalled: false });
    expect(t.storage.entries).toEqual([failed]);

    // It is not tried again by itself.
    await vi.advanceTimersByTimeAsync(60_000);
    await t.outbox.flush();
    expect(t.server.tries).toEqual(['c1', 'c2', 'c3']);
  });

  it('retry puts it back in the queue at its place in the order written', async () => {
    const t = setup();
    t.server.plan('c2', { refuse: 'Try later.' });
    t.server.plan('c3', 'offline');
    await writeThenSend(t, 1, 2, 3, 4);
    expect(t.server.tries).toEqual(['c1', 'c2', 'c3']);
    expect(t.outbox.get().entries.map((e) => [e.client_id, e.state])).toEqual([
      ['c2', 'failed'],
      ['c3', 'queued'],
      ['c4', 'queued'],
    ]);

    await t.outbox.retry('c2');
    await settle();
    expect(t.server.tries).toEqual(['c1', 'c2', 'c3', 'c2', 'c3', 'c4']);
    expect(t.recordedIds()).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(t.outbox.get().entries).toEqual([]);
    expect(t.storage.entries).toEqual([]);
  });

  it('retry clears the reason while it waits', async () => {
    const t = setup();
    t.server.plan('c1', { refuse: 'No.' });
    await write(t.outbox, 1);
    await settle();
    t.setOnline(false);
    await t.outbox.retry('c1');
    expect(t.outbox.get().entries).toEqual([{ ...queued(1), error: undefined }]);
    expect(t.storage.entries[0]).toMatchObject({ state: 'queued' });
    expect(t.storage.entries[0]!.error).toBeUndefined();
  });

  it('discard removes it for good, from the state and from storage', async () => {
    const t = setup();
    t.server.plan('c1', { refuse: 'No.' });
    await write(t.outbox, 1, 2);
    await settle();
    expect(t.clientIds()).toEqual(['c1']);

    await t.outbox.discard('c1');
    expect(t.outbox.get().entries).toEqual([]);
    expect(t.storage.entries).toEqual([]);
    await t.outbox.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.server.tries).toEqual(['c1', 'c2']);
  });

  it('discard removes a queued message that waits for the network, and the others stay', async () => {
    const t = setup();
    t.setOnline(false);
    await write(t.outbox, 1, 2, 3);
    await settle();
    await t.outbox.discard('c2');
    expect(t.clientIds()).toEqual(['c1', 'c3']);
    t.setOnline(true);
    await t.outbox.flush();
    expect(t.recordedIds()).toEqual(['c1', 'c3']);
  });
});

describe('outbox: enqueue', () => {
  it('resolves only once storage holds the entry, and sends nothing before', async () => {
    const t = setup();
    const release = t.storage.holdUpdates();
    let written = false;
    const enqueued = t.outbox.enqueue(entry(1)).then(() => (written = true));
    await settle();
    expect(written).toBe(false);
    expect(t.storage.entries).toEqual([]);
    expect(t.server.send).not.toHaveBeenCalled();

    release();
    await enqueued;
    expect(t.storage.entries).toEqual([queued(1)]);
    expect(t.outbox.get().entries).toEqual([queued(1)]);
  });

  it('does not wait for the sending', async () => {
    const t = setup();
    t.server.plan('c1', { hold: new Promise(() => undefined) });
    await t.outbox.enqueue(entry(1));
    expect(t.outbox.get().entries).toEqual([queued(1)]);
  });
});

/** A journal in memory; `add` and `remove` are synchronous, as localStorage's are. */
function memoryJournal(initial: OutboxEntry[] = []) {
  const held = new Map(initial.map((e) => [e.client_id, structuredClone(e)]));
  const journal: OutboxJournal & { readonly ids: string[] } = {
    get ids() {
      return [...held.keys()];
    },
    add: (e) => void held.set(e.client_id, structuredClone(e)),
    remove: (clientId) => void held.delete(clientId),
    read: async () => [...held.values()].map((e) => structuredClone(e)),
  };
  return journal;
}

describe('outbox: the journal', () => {
  it('holds a message from the moment enqueue is called until storage has it', () => {
    const journal = memoryJournal();
    const t = setup({ journal });
    const release = t.storage.holdUpdates();
    const enqueued = t.outbox.enqueue(entry(1));
    // Synchronously, in the caller's own task: a page that ends now still has it.
    expect(journal.ids).toEqual(['c1']);
    release();
    return enqueued.then(() => {
      expect(t.storage.entries).toEqual([queued(1)]);
      expect(journal.ids).toEqual([]);
    });
  });

  it('start() queues what the journal kept after what storage kept, and sends each once, in order', async () => {
    // Storage committed c1 and c2 and the page ended before c3's write; c2 was also still journaled.
    const journal = memoryJournal([queued(3), queued(2)]);
    const t = setup({ journal, initial: [queued(1), queued(2)] });
    await t.outbox.start();
    await settle();

    expect(t.server.tries).toEqual(['c1', 'c2', 'c3']);
    expect(t.recordedIds()).toEqual(['c1', 'c2', 'c3']);
    expect(journal.ids).toEqual([]);
    expect(t.storage.entries).toEqual([]);
  });

  it('forgets a message that storage refused: its writer has it back, and nothing sends it later', async () => {
    const journal = memoryJournal();
    const t = setup({ journal });
    t.storage.update = () =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(t.outbox.enqueue(entry(1))).rejects.toThrow('quota');
    expect(journal.ids).toEqual([]);
  });

  it('start() with an empty journal only reads storage', async () => {
    const journal = memoryJournal();
    const t = setup({ journal, initial: [queued(1)] });
    const update = vi.spyOn(t.storage, 'update');
    t.setOnline(false);
    await t.outbox.start();
    expect(update).not.toHaveBeenCalled();
    expect(t.outbox.get().entries).toEqual([queued(1)]);
  });

  it("start() puts a journaled message before another tab's later one that storage already holds", async () => {
    const journal = memoryJournal([queued(3)]);
    const t = setup({ journal, initial: [queued(1), queued(5)] });
    await t.outbox.start();
    await settle();
    expect(t.recordedIds()).toEqual(['c1', 'c3', 'c5']);
  });

  it('writes nothing back when a sign-out comes while start() reads the journal', async () => {
    const gate = deferred();
    const journal = memoryJournal([queued(2)]);
    const read = journal.read;
    journal.read = async () => {
      await gate.promise;
      return read();
    };
    const t = setup({ journal, initial: [queued(1)] });
    const started = t.outbox.start();
    // The sign-out: the outbox stops, then the wipe empties storage and the journal.
    t.outbox.stop();
    t.storage.wipe();
    journal.remove('c2');
    gate.resolve();
    await started;
    await settle();
    expect(t.storage.entries).toEqual([]);
    expect(t.outbox.get().entries).toEqual([]);
    expect(t.server.send).not.toHaveBeenCalled();
  });
});

describe('outbox: stop', () => {
  it('empties the state and sends nothing more, even what was being sent', async () => {
    const t = setup();
    const answer = deferred();
    t.server.plan('c1', { hold: answer.promise });
    await write(t.outbox, 1, 2);
    await settle();
    expect(t.outbox.get().sending).toBe('c1');

    const listener = vi.fn();
    t.outbox.subscribe(listener);
    t.outbox.stop();
    expect(listener).toHaveBeenCalled();
    expect(t.outbox.get()).toEqual({ entries: [], sending: null, stalled: false, sent: [] });
    t.storage.wipe(); // as the caller does at sign-out

    answer.resolve();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(t.server.tries).toEqual(['c1']);
    expect(t.sent).toEqual([]);
    expect(t.outbox.get()).toEqual({ entries: [], sending: null, stalled: false, sent: [] });
  });

  it('keeps what was being sent at a sign-out out of the next session, started before it answers', async () => {
    const t = setup();
    const answer = deferred();
    t.server.plan('c1', { hold: answer.promise });
    await write(t.outbox, 1);
    await settle();
    expect(t.outbox.get().sending).toBe('c1');

    t.outbox.stop();
    t.storage.wipe();
    // The next user signs in while the old send is still out.
    const started = t.outbox.start();

    answer.resolve();
    await settle();
    await started;
    expect(t.sent).toEqual([]);
    expect(t.outbox.get()).toEqual({ entries: [], sending: null, stalled: false, sent: [] });
  });

  it('cancels a waiting retry', async () => {
    const t = setup();
    t.server.plan('c1', 'offline');
    await write(t.outbox, 1);
    await settle();
    expect(t.outbox.get().stalled).toBe(true);

    t.outbox.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(t.server.tries).toEqual(['c1']);
    expect(t.outbox.get()).toEqual({ entries: [], sending: null, stalled: false, sent: [] });
  });

  it('forgets what a read in progress brings back after it', async () => {
    const t = setup();
    t.setOnline(false);
    await write(t.outbox, 1, 2);
    await settle();

    t.setOnline(true);
    const release = t.storage.holdReads();
    const flushed = t.outbox.flush(); // reads storage, and waits
    t.outbox.stop();
    t.storage.wipe();
    release();
    await flushed;
    await settle();

    expect(t.outbox.get()).toEqual({ entries: [], sending: null, stalled: false, sent: [] });
    expect(t.server.send).not.toHaveBeenCalled();
  });

  it('forgets what a write in progress brings back after it', async () => {
    const t = setup();
    const answer = deferred();
    t.server.plan('c1', { hold: answer.promise });
    await write(t.outbox, 1, 2);
    await settle();

    const release = t.storage.holdUpdates();
    answer.resolve(); // the server has it; the outbox now removes it from storage, and waits
    await settle();
    t.outbox.stop();
    release(); // the write began before the sign-out, so it ends before the wipe
    await settle();
    t.storage.wipe();

    expect(t.outbox.get()).toEqual({ entries: [], sending: null, stalled: false, sent: [] });
    expect(t.server.tries).toEqual(['c1']);
  });

  it('start() after stop() sends again', async () => {
    const t = setup();
    t.outbox.stop();
    await t.outbox.start();
    await write(t.outbox, 1);
    await settle();
    expect(t.recordedIds()).toEqual(['c1']);
  });
});

describe('pendingMessage', () => {
  it('shows an entry as the message it will become, unread, under a pending id', () => {
    const e: OutboxEntry = {
      ...queued(1),
      attachments: [
        { url: 'https://x.test/a.png', file_name: 'a.png', is_image: true },
        { url: 'https://x.test/b.pdf', file_name: 'b.pdf', is_image: false },
      ],
    };
    expect(pendingMessage(e)).toEqual({
      id: 'pending:c1',
      client_id: 'c1',
      customer_id: 42,
      message: 'message 1',
      sender_id: 7,
      sender: {},
      is_admin: false,
      created_at: e.created_at,
      read_at: null,
      attachments: [
        {
          id: 'c1:0',
          download_url: 'https://x.test/a.png',
          url: 'https://x.test/a.png',
          file_name: 'a.png',
          is_image: true,
        },
        {
          id: 'c1:1',
          download_url: 'https://x.test/b.pdf',
          url: 'https://x.test/b.pdf',
          file_name: 'b.pdf',
          is_image: false,
        },
      ],
    });
  });
});
