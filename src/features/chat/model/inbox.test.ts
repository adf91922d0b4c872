import type { ChatMessage, ChatUser } from '@contract';
import {
  gainedUnread,
  initialsOf,
  nextOpen,
  orderInbox,
  previewOf,
  tabCounts,
  tabsFor,
  withMessage,
  withUser,
} from './inbox';

const user = (id: number, over: Partial<ChatUser> = {}): ChatUser => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  email: `u${id}@example.com`,
  avatar: null,
  account_id: `ACC-${id}`,
  status: 'active',
  is_online: false,
  unread_count: 0,
  last_message_at: null,
  last_message: null,
  ...over,
});

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 900,
  message: 'Hello',
  sender_id: 2,
  sender: { first_name: 'First2' },
  is_admin: false,
  created_at: at(59),
  read_at: null,
  attachments: [],
  customer_id: 2,
  ...over,
});

describe('orderInbox', () => {
  const users = [
    user(1),
    user(2, { last_message_at: at(5) }),
    user(3, { last_message_at: at(30), unread_count: 0 }),
    user(4, { last_message_at: at(1), unread_count: 2 }),
    user(5),
  ];

  it('puts the latest conversation first, then those who never wrote by id', () => {
    expect(orderInbox(users, false).map((u) => u.id)).toEqual([3, 2, 4, 1, 5]);
  });

  it('puts the customers with unread messages first when asked, each group by activity', () => {
    expect(orderInbox(users, true).map((u) => u.id)).toEqual([4, 3, 2, 1, 5]);
  });

  it('leaves the list it was given as it was', () => {
    orderInbox(users, true);
    expect(users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('tabsFor', () => {
  it("shows 'Mine' only while conversations can be assigned", () => {
    expect(tabsFor(true)).toEqual(['all', 'online', 'unread', 'mine']);
    expect(tabsFor(false)).toEqual(['all', 'online', 'unread']);
  });
});

describe('tabCounts', () => {
  it('counts every customer, the online ones and those with unread messages', () => {
    const users = [
      user(1, { is_online: true }),
      user(2, { unread_count: 4 }),
      user(3, { is_online: true, unread_count: 1 }),
    ];
    users[0] = { ...users[0]!, assignee: { id: 7, name: 'Jordan Lee' } };
    expect(tabCounts(users, 7)).toEqual({ all: 3, online: 2, unread: 2, mine: 1 });
    expect(tabCounts(users, 8)).toMatchObject({ mine: 0 });
    expect(tabCounts([], 7)).toEqual({ all: 0, online: 0, unread: 0, mine: 0 });
  });
});

describe('previewOf', () => {
  it('is the latest text, the file name of a file alone, the admins’ own marked as theirs', () => {
    expect(previewOf(user(1))).toBeNull();
    expect(
      previewOf(user(1, { last_message: { message: 'Hi there', is_admin: false, file_name: null } })),
    ).toBe('Hi there');
    expect(previewOf(user(1, { last_message: { message: ' ', is_admin: false, file_name: 'id.pdf' } }))).toBe(
      '📎 id.pdf',
    );
    expect(previewOf(user(1, { last_message: { message: 'Done', is_admin: true, file_name: null } }))).toBe(
      'You: Done',
    );
    expect(
      previewOf(user(1, { last_message: { message: '', is_admin: false, file_name: null } })),
    ).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name, whole characters, upper case', () => {
    expect(initialsOf({ first_name: 'ada', last_name: 'Lovelace', email: 'a@x' })).toBe('AL');
    expect(initialsOf({ first_name: 'Élodie', last_name: '', email: 'e@x' })).toBe('É');
    expect(initialsOf({ first_name: '𝒜lex', last_name: 'B', email: 'e@x' })).toBe('𝒜B');
    expect(initialsOf({ first_name: ' ', last_name: '', email: 'zoe@x' })).toBe('Z');
  });
});

describe('withMessage', () => {
  const users = [user(1), user(2, { unread_count: 1 }), user(3)];

  it('gives the customer the message’s preview and time, one more unread when they wrote it', () => {
    const next = withMessage(users, message({ message: 'Any news?' }));
    expect(next[1]).toMatchObject({
      last_message_at: at(59),
      last_message: { message: 'Any news?', is_admin: false, file_name: null },
      unread_count: 2,
    });
    expect(next[0]).toBe(users[0]);
    expect(next[2]).toBe(users[2]);
  });

  it('counts no unread for the admins’ own message, and names a file', () => {
    const next = withMessage(
      users,
      message({
        is_admin: true,
        sender_id: 99,
        message: '',
        attachments: [{ id: 1, file_name: 'form.pdf', download_url: '/f', is_image: false }],
      }),
    );
    expect(next[1]).toMatchObject({
      unread_count: 1,
      last_message: { file_name: 'form.pdf', is_admin: true },
    });
  });

  it('reopens a resolved conversation when the customer writes, not when an admin does', () => {
    const resolved = [user(2, { conversation_status: 'resolved' })];
    expect(withMessage(resolved, message({}))[0]?.conversation_status).toBe('open');
    expect(withMessage(resolved, message({ is_admin: true, sender_id: 99 }))[0]?.conversation_status).toBe(
      'resolved',
    );
  });

  it('leaves the list alone for a customer it does not hold', () => {
    expect(withMessage(users, message({ customer_id: 42, sender_id: 42 }))).toBe(users);
  });

  it('counts a message once: told again, or after a refresh that brought it, it changes nothing', () => {
    const once = withMessage(users, message({}));
    expect(withMessage(once, message({}))).toBe(once);
    const refreshed = [user(2, { last_message_at: at(59), unread_count: 1 })];
    expect(withMessage(refreshed, message({}))).toBe(refreshed);
    expect(withMessage(refreshed, message({ created_at: at(58) }))).toBe(refreshed);
  });
});

describe('gainedUnread', () => {
  it('names the customers with more unread than before, none for a list that did not change', () => {
    const before = [user(1, { unread_count: 1 }), user(2), user(3, { unread_count: 2 })];
    const after = [
      user(1, { unread_count: 2 }),
      before[1]!,
      user(3, { unread_count: 0 }),
      user(4, { unread_count: 5 }),
    ];
    expect(gainedUnread(before, after)).toEqual([1]);
    expect(gainedUnread(before, before)).toEqual([]);
  });
});

describe('withUser', () => {
  it('puts the server’s new entry in place of the old, keeping the others', () => {
    const users = [user(1), user(2)];
    const changed = user(2, { conversation_status: 'resolved' });
    const next = withUser(users, changed);
    expect(next[1]).toBe(changed);
    expect(next[0]).toBe(users[0]);
    expect(withUser(users, user(3))).toBe(users);
  });
});

describe('nextOpen', () => {
  const users = [
    user(1, { last_message_at: at(50) }),
    user(2, { last_message_at: at(40), unread_count: 1 }),
    user(3, { last_message_at: at(55), conversation_status: 'resolved', unread_count: 2 }),
    user(4),
  ];

  it('is the most pressing other open conversation: unread first, then the latest', () => {
    expect(nextOpen(users, 1)?.id).toBe(2);
    expect(nextOpen(users, 2)?.id).toBe(1);
    expect(nextOpen(users, undefined)?.id).toBe(2);
  });

  it('skips resolved conversations and customers who never wrote; none left is undefined', () => {
    expect(nextOpen([users[2]!, users[3]!, users[0]!], 1)).toBeUndefined();
  });
});
