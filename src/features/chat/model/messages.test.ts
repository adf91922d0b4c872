import fc from 'fast-check';
import type { ChatMessage } from '@contract';
import { markRead, mergeMessages, missingFrom, newestTime, unreadFromOtherSide } from './messages';

const CUSTOMER = 7;
const ADMIN = 1;

/** 10:00:00 on 10 March 2026 (UTC) plus `seconds`. */
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 10, 10, 0, 0) + seconds * 1000).toISOString();

const message = (id: ChatMessage['id'], seconds: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message: `message ${id}`,
  sender_id: CUSTOMER,
  sender: {},
  is_admin: false,
  created_at: at(seconds),
  read_at: null,
  attachments: [],
  ...extra,
});

/** The copy the outbox shows while it has not heard from the server (outbox.ts, pendingMessage). */
const pending = (clientId: string, seconds: number, extra: Partial<ChatMessage> = {}) =>
  message(`pending:${clientId}`, seconds, { client_id: clientId, ...extra });

const ids = (messages: readonly ChatMessage[]) => messages.map((m) => m.id);

describe('mergeMessages', () => {
  it('inserts new messages in time order, and those of the same millisecond by id as a number', () => {
    const held = [message(1, 0), message(3, 20)];
    expect(ids(mergeMessages(held, [message(2, 10), message(4, 30)]))).toEqual([1, 2, 3, 4]);
    // 9 before 10: ids compare as numbers, not as text.
    expect(ids(mergeMessages([message(10, 5)], [message(9, 5), message(11, 5)]))).toEqual([9, 10, 11]);
    expect(ids(mergeMessages([], [message(30, 3), message(10, 1), message(20, 2)]))).toEqual([10, 20, 30]);
  });

  it('returns the same array when nothing changed', () => {
    const held = [message(1, 0), message(2, 10, { read_at: at(15) })];
    expect(mergeMessages(held, [])).toBe(held);
    // An equal copy (a new object, as every fetch and event brings) changes nothing either.
    expect(mergeMessages(held, [message(2, 10, { read_at: at(15) }), message(1, 0)])).toBe(held);
  });

  it('is idempotent: merging the same messages again changes nothing', () => {
    const held = [message(1, 0), message(4, 40)];
    const incoming = [message(3, 30), message(2, 20, { read_at: at(25) }), message(5, 50)];
    const once = mergeMessages(held, incoming);
    expect(ids(once)).toEqual([1, 2, 3, 4, 5]);
    expect(mergeMessages(once, incoming)).toBe(once);
    expect(mergeMessages(once, [...incoming].reverse())).toBe(once);
  });

  it('shows a message that came twice in one batch once', () => {
    expect(ids(mergeMessages([], [message(1, 0), message(2, 5), message(1, 0)]))).toEqual([1, 2]);
  });

  it('does not change the array it was given', () => {
    const held = [message(1, 0), message(3, 30)];
    const copy = structuredClone(held);
    mergeMessages(held, [message(2, 10), message(3, 30, { read_at: at(40) })]);
    expect(held).toEqual(copy);
  });

  it('replaces the pending copy by the server copy with the same client id and sender', () => {
    const held = [message(1, 0), pending('c-1', 10)];
    const server = message(42, 10, { client_id: 'c-1' });
    const merged = mergeMessages(held, [server]);
    expect(merged).toEqual([message(1, 0), server]);
  });

  it('keeps the time order when the server time of a message differs from the client clock', () => {
    // The client clock ran 30 s ahead: the pending copy sat after the admin's reply at 20 s.
    const held = [message(1, 0), message(2, 20, { is_admin: true, sender_id: ADMIN }), pending('c-1', 40)];
    const server = message(42, 10, { client_id: 'c-1' });
    expect(ids(mergeMessages(held, [server]))).toEqual([1, 42, 2]);
  });

  it('keeps the server copy when the pending copy comes after it (the outbox was not told yet)', () => {
    // The live event can bring the server copy before the answer to the POST reaches the outbox.
    const held = [message(1, 0), message(42, 10, { client_id: 'c-1' })];
    expect(mergeMessages(held, [pending('c-1', 12)])).toBe(held);
  });

  it('does not take a message of the other sender with the same client id for the same message', () => {
    const mine = pending('c-1', 10);
    const theirs = message(42, 11, { client_id: 'c-1', is_admin: true, sender_id: ADMIN });
    expect(ids(mergeMessages([mine], [theirs]))).toEqual(['pending:c-1', 42]);
  });

  it('replaces a message by its copy with a read marker', () => {
    const held = [message(1, 0), message(2, 10), message(3, 20)];
    const read = message(2, 10, { read_at: at(30) });
    const merged = mergeMessages(held, [read]);
    expect(merged).not.toBe(held);
    expect(merged).toEqual([message(1, 0), read, message(3, 20)]);
    expect(held[1]!.read_at).toBeNull();
  });

  it('takes a changed text or a changed attachment list of the same message', () => {
    const held = [message(1, 0)];
    expect(mergeMessages(held, [message(1, 0, { message: 'edited' })])[0]!.message).toBe('edited');
    const attachment = { id: 5, file_name: 'a.pdf', download_url: 'https://x.test/a.pdf', is_image: false };
    expect(mergeMessages(held, [message(1, 0, { attachments: [attachment] })])[0]!.attachments).toEqual([
      attachment,
    ]);
  });

  describe('property: the order and the repetition of what arrives do not matter', () => {
    interface Spec {
      id: number;
      second: number;
      admin: boolean;
      read: boolean;
      /** server: on the server only; both: also in the outbox; outbox: not sent yet. */
      where: 'server' | 'both' | 'outbox';
      /** How far the client clock was off when the outbox wrote it. */
      skew: number;
    }

    const build = (spec: Spec) => {
      const sender = spec.admin
        ? { is_admin: true, sender_id: ADMIN }
        : { is_admin: false, sender_id: CUSTOMER };
      const clientId = `c${spec.id}`;
      const server = message(spec.id, spec.second, {
        ...sender,
        client_id: clientId,
        read_at: spec.read ? at(100) : null,
      });
      const local = pending(clientId, spec.second + spec.skew, sender);
      const copies = spec.where === 'server' ? [server] : spec.where === 'both' ? [server, local] : [local];
      return { copies, shown: spec.where === 'outbox' ? local : server };
    };

    const conversation = fc
      .uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 1000 }),
          // A few distinct seconds only, so that many messages share a time.
          second: fc.integer({ min: 0, max: 4 }),
          admin: fc.boolean(),
          read: fc.boolean(),
          where: fc.constantFrom('server' as const, 'both' as const, 'outbox' as const),
          skew: fc.integer({ min: -3, max: 3 }),
        }),
        { selector: (spec) => spec.id, maxLength: 20 },
      )
      .map((specs) => specs.map(build));

    /** Every copy, some repeated, in any order, cut into batches at any points. */
    const arrivals = conversation.chain((built) => {
      const copies = built.flatMap((b) => b.copies);
      const repeated = copies.length
        ? fc.array(fc.constantFrom(...copies), { maxLength: 10 })
        : fc.constant([]);
      return repeated.chain((extra) =>
        fc.record({
          built: fc.constant(built),
          order: fc.shuffledSubarray([...copies, ...extra], {
            minLength: copies.length + extra.length,
            maxLength: copies.length + extra.length,
          }),
          cuts: fc.array(fc.nat({ max: 40 }), { maxLength: 5 }),
        }),
      );
    });

    const inBatches = (order: ChatMessage[], cuts: number[]) => {
      const points = [...new Set([0, ...cuts.filter((c) => c < order.length), order.length])].sort(
        (a, b) => a - b,
      );
      let held: ChatMessage[] = [];
      for (let i = 1; i < points.length; i += 1)
        held = mergeMessages(held, order.slice(points[i - 1], points[i]));
      return held;
    };

    it('merges to the same ordered list, each message once, its server copy when there is one', () => {
      fc.assert(
        fc.property(arrivals, ({ built, order, cuts }) => {
          const merged = inBatches(order, cuts);
          const canonical = mergeMessages(
            [],
            built.flatMap((b) => b.copies),
          );
          expect(merged).toEqual(canonical);

          // Exactly the messages to show: one each, the server's copy where the server has it.
          const expected = built.map((b) => b.shown);
          expect(merged).toHaveLength(expected.length);
          expect(new Set(ids(merged))).toEqual(new Set(ids(expected)));
          for (const m of merged) expect(m).toEqual(expected.find((e) => e.id === m.id));

          // In time order.
          const times = merged.map((m) => Date.parse(m.created_at));
          expect(times).toEqual([...times].sort((a, b) => a - b));

          // Merging any of it again changes nothing.
          expect(mergeMessages(merged, order)).toBe(merged);
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('missingFrom', () => {
  it('keeps only what the history does not hold, by id or by client id and sender', () => {
    const history = [message(1, 0), message(2, 10, { client_id: 'c2' }), message(3, 20, { read_at: at(30) })];
    const kept = [
      message(3, 20), // the history's copy is newer (read): it stands
      message(4, 25, { client_id: 'c2' }), // the same send, known to the history by its client id
      message(5, 40, { client_id: 'c5' }), // stored after the history's page was read
      message(6, 45, { client_id: 'c2', sender_id: ADMIN }), // another sender's client id
    ];
    expect(ids(missingFrom(history, kept))).toEqual([5, 6]);
    expect(missingFrom(history, [])).toEqual([]);
  });
});

describe('markRead', () => {
  afterEach(() => vi.useRealTimers());

  it('marks the message with that id read at the time given', () => {
    const held = [message(1, 0), message(2, 10)];
    const next = markRead(held, 2, at(60));
    expect(next).toEqual([message(1, 0), message(2, 10, { read_at: at(60) })]);
    expect(held[1]!.read_at).toBeNull();
  });

  it('finds a numeric id given as text, as an event may carry it', () => {
    expect(markRead([message(2, 10)], '2', at(60))[0]!.read_at).toBe(at(60));
  });

  it('uses the time now when the event does not say', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:34:56.000Z'));
    expect(markRead([message(1, 0)], 1, undefined)[0]!.read_at).toBe('2026-03-10T12:34:56.000Z');
    expect(markRead([message(1, 0)], 1, null)[0]!.read_at).toBe('2026-03-10T12:34:56.000Z');
  });

  it('returns the same array for an unknown id or a message already read (the first read time stays)', () => {
    const held = [message(1, 0), message(2, 10, { read_at: at(20) })];
    expect(markRead(held, 3, at(60))).toBe(held);
    expect(markRead(held, 2, at(60))).toBe(held);
  });
});

describe('newestTime', () => {
  it('is the time of the newest message, whatever the order of the list', () => {
    expect(newestTime([message(1, 10), message(2, 30), message(3, 20)])).toBe(at(30));
    expect(newestTime([message(1, 10)])).toBe(at(10));
  });

  it('is undefined for no messages', () => {
    expect(newestTime([])).toBeUndefined();
  });
});

describe('unreadFromOtherSide', () => {
  const conversation = [
    message(1, 0), // the customer's, unread
    message(2, 1, { read_at: at(2) }), // the customer's, read
    message(3, 2), // the customer's, unread
    message(4, 3, { is_admin: true, sender_id: ADMIN }), // support's, unread
    message(5, 4, { is_admin: true, sender_id: ADMIN, read_at: at(5) }), // support's, read
    message(6, 5, { is_admin: true, sender_id: 2 }), // another admin's, unread
    pending('c-1', 6), // the customer's, not sent yet
  ];

  it("counts for a customer the support side's unread messages", () => {
    expect(unreadFromOtherSide(conversation, false)).toBe(2);
  });

  it("counts for an admin the customer's unread messages", () => {
    expect(unreadFromOtherSide(conversation, true)).toBe(3);
  });

  it('is 0 when everything is read or nothing is there', () => {
    expect(unreadFromOtherSide([], false)).toBe(0);
    expect(unreadFromOtherSide([message(1, 0, { is_admin: true, read_at: at(1) })], false)).toBe(0);
  });
});

describe('read markers', () => {
  it('survive an older copy of the message arriving later (a send answered after the other side read it)', () => {
    const read = {
      id: 7,
      message: 'hi',
      sender_id: 1,
      sender: {},
      is_admin: false,
      created_at: '2026-11-23T10:00:00.000Z',
      read_at: '2026-11-23T10:00:02.000Z',
      attachments: [],
      client_id: 'c-7',
    };
    const answer = { ...read, read_at: null };
    const merged = mergeMessages([read], [answer]);
    expect(merged[0]!.read_at).toBe('2026-11-23T10:00:02.000Z');
    expect(merged).toEqual([read]);
  });
});
