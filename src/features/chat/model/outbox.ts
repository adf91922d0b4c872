/**
 * The outbox: every message is written here first (its journal, then IndexedDB), and sent from here
 * in the order written. A message written without a network waits, survives a reload or a closed
 * app, and goes when the network returns; the client id it was written with makes a resend harmless
 * (the server answers the first message). Sign-out empties it.
 *
 * Why not TanStack Query's paused mutations: they reach IndexedDB only through the persister, which
 * writes up to a second later and only while a mutation is paused, so a message typed just before
 * the app closed, or one waiting between retries, could be lost. Here the write is awaited before
 * the message shows as pending.
 *
 * An IndexedDB write is a transaction that commits some milliseconds later, and a page that ends
 * before it commits (a reload right after Enter, the phone killing the app) loses it, while the
 * composer has already emptied its box. So a message is first written synchronously to a journal
 * (localStorage) in the same task as the Enter, and `start` moves what the journal still holds into
 * the outbox.
 */
import type { Attachment, ChatMessage } from '@contract';

export interface OutboxAttachment {
  url: string;
  file_name: string;
  is_image: boolean;
}

export interface OutboxEntry {
  client_id: string;
  /** The conversation's customer. */
  customer_id: number;
  /** Admins name the customer in the request; customers do not. */
  named: boolean;
  sender_id: number;
  is_admin: boolean;
  message: string;
  attachments: OutboxAttachment[];
  /** When it was written (the client's clock): orders it among the pending ones. */
  created_at: string;
  /** `failed`: the server refused it (the reason is `error`); it waits for Retry or Discard. */
  state: 'queued' | 'failed';
  error?: string;
}

/** Where the outbox lives: IndexedDB in the app, a Map in tests. `update` must be atomic. */
export interface OutboxStorage {
  read(): Promise<OutboxEntry[]>;
  update(change: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]>;
}

/** Messages handed over and not yet in storage, written synchronously (localStorage in the app). */
export interface OutboxJournal {
  add(entry: OutboxEntry): void;
  remove(clientId: string): void;
  /** What it holds, checked: what fails its check is dropped, what could not be checked kept. */
  read(): Promise<OutboxEntry[]>;
}

export type SendOutcome =
  | { ok: true; message: ChatMessage }
  /** No answer (offline, time-out, server unreachable): try again later, in order. */
  | { ok: false; transient: true }
  /** An answer that refused it: show why, and wait for the user. */
  | { ok: false; transient: false; reason: string };

export interface OutboxOptions {
  storage: OutboxStorage;
  journal?: OutboxJournal;
  send(entry: OutboxEntry): Promise<SendOutcome>;
  isOnline(): boolean;
  /** Waits between tries while the server cannot be reached. */
  retryDelaysMs?: readonly number[];
  /** Runs `drain` with no other tab draining (Web Locks); the default runs it as is. */
  exclusive?<T>(drain: () => Promise<T>): Promise<T>;
}

export interface OutboxState {
  entries: readonly OutboxEntry[];
  /** The one being sent now. */
  sending: string | null;
  /** The last try found no server: the composer says the connection is lost. */
  stalled: boolean;
  /**
   * The server's copies of what it sent since it started (the latest SENT_KEPT), by conversation.
   * The conversation shows them until its own messages hold the server's copy: the conversation's
   * cache takes messages only from the server's lists and events (api/chat-cache.ts), and one of
   * those brings it (at once while live, with the next poll otherwise), also when its history has
   * not loaded yet.
   */
  sent: readonly { customerId: number; message: ChatMessage }[];
}

const SENT_KEPT = 20;

const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** A pending entry shown in the conversation as the message it will become. */
export function pendingMessage(entry: OutboxEntry): ChatMessage {
  return {
    id: `pending:${entry.client_id}`,
    client_id: entry.client_id,
    customer_id: entry.customer_id,
    message: entry.message,
    sender_id: entry.sender_id,
    sender: {},
    is_admin: entry.is_admin,
    created_at: entry.created_at,
    read_at: null,
    attachments: entry.attachments.map((a, index): Attachment => ({
      id: `${entry.client_id}:${index}`,
      download_url: a.url,
      ...a,
    })),
  };
}

/** Sorted by when each was written; the sort is stable, so those of one millisecond keep their order. */
const inOrderWritten = (entries: OutboxEntry[]) =>
  entries.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));

/** `all` and then those of `more` it does not hold yet (by client id): a message is queued once. */
function withAll(all: OutboxEntry[], more: readonly OutboxEntry[]): OutboxEntry[] {
  const held = new Set(all.map((entry) => entry.client_id));
  return [...all, ...more.filter((entry) => !held.has(entry.client_id))];
}

export function createOutbox(options: OutboxOptions) {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const exclusive = options.exclusive ?? ((drain) => drain());
  const empty: OutboxState = { entries: [], sending: null, stalled: false, sent: [] };
  let state = empty;
  const listeners = new Set<() => void>();
  let draining: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Counts stops: work begun before a sign-out must not write into the next user's state. */
  let stops = 0;
  /** Whether the work begun now has since been stopped (a sign-out): ask after each await. */
  const stopWatch = () => {
    const run = stops;
    return () => stopped || run !== stops;
  };

  const set = (patch: Partial<OutboxState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const drainOnce = async () => {
    const ended = stopWatch();
    for (;;) {
      const entries = await options.storage.read();
      // Stopped while it waited (sign-out): what it brings back must not show again.
      if (ended()) return;
      set({ entries });
      const next = entries.find((entry) => entry.state === 'queued');
      if (!next) return;
      if (!options.isOnline()) return set({ stalled: true });
      set({ sending: next.client_id });
      const outcome = await options.send(next).catch((): SendOutcome => ({ ok: false, transient: true }));
      set({ sending: null });
      if (ended()) return;
      if (outcome.ok) {
        failures = 0;
        const left = await options.storage.update((all) => all.filter((e) => e.client_id !== next.client_id));
        if (ended()) return;
        const sent = { customerId: next.customer_id, message: outcome.message };
        set({ entries: left, stalled: false, sent: [...state.sent, sent].slice(-SENT_KEPT) });
        continue;
      }
      if (outcome.transient) {
        // Later messages wait behind it: they must arrive in the order written.
        set({ stalled: true });
        const delay = delays[Math.min(failures, delays.length - 1)]!;
        failures += 1;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void outbox.flush(), delay);
        return;
      }
      failures = 0;
      const left = await options.storage.update((all) =>
        all.map((e) =>
          e.client_id === next.client_id ? { ...e, state: 'failed', error: outcome.reason } : e,
        ),
      );
      if (ended()) return;
      set({ entries: left, stalled: false });
    }
  };

  const outbox = {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /**
     * Loads what an earlier visit left and starts sending it, with the journal's messages put in
     * their place in the order written (another tab's later messages may be stored already).
     */
    async start() {
      stopped = false;
      const ended = stopWatch();
      const journaled = (await options.journal?.read()) ?? [];
      // Signed out while the journal was read: the wipe came first, and nothing may be written back.
      if (ended()) return;
      const entries =
        journaled.length === 0
          ? await options.storage.read()
          : await options.storage.update((all) => inOrderWritten(withAll(all, journaled)));
      journaled.forEach((entry) => options.journal?.remove(entry.client_id));
      if (ended()) return;
      set({ entries });
      await outbox.flush();
    },
    /**
     * Writes the message durably, then sends what is queued. Its journal entry is written before the
     * first await, so a caller that empties its box in the same task has the message kept either
     * way. Resolves once it is in storage.
     */
    async enqueue(newEntry: Omit<OutboxEntry, 'state'>) {
      const ended = stopWatch();
      const entry: OutboxEntry = { ...newEntry, state: 'queued' };
      options.journal?.add(entry);
      let entries: OutboxEntry[];
      try {
        entries = await options.storage.update((all) => withAll(all, [entry]));
      } finally {
        // Stored, or refused: a refusal rejects to the composer, which gives the text back to the
        // writer, so a journal entry left behind would send it at the next start a second time.
        options.journal?.remove(entry.client_id);
      }
      // A sign-out meanwhile emptied the state: this user's queue must not come back into it.
      if (ended()) return;
      set({ entries });
      void outbox.flush();
    },
    /** Sends the queue now (the network came back, the connection is live again). */
    flush(): Promise<void> {
      clearTimeout(retryTimer);
      if (draining) {
        again = true;
        return draining;
      }
      draining = exclusive(drainOnce)
        .catch((error: unknown) => console.error('[chat] the outbox could not be sent', error))
        .finally(() => {
          draining = null;
          if (again && !stopped) {
            again = false;
            void outbox.flush();
          }
        });
      return draining;
    },
    /** A refused message goes back in the queue, at its place in the order written. */
    async retry(clientId: string) {
      const entries = await options.storage.update((all) =>
        all.map((e) => (e.client_id === clientId ? { ...e, state: 'queued', error: undefined } : e)),
      );
      set({ entries });
      failures = 0;
      await outbox.flush();
    },
    async discard(clientId: string) {
      set({ entries: await options.storage.update((all) => all.filter((e) => e.client_id !== clientId)) });
    },
    /** Sign-out: stop sending, forget everything (storage is wiped by the caller). */
    stop() {
      stopped = true;
      stops += 1;
      clearTimeout(retryTimer);
      set(empty);
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;
