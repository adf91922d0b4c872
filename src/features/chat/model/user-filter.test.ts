import type { ChatUser } from '@contract';
import { filterUsers, searchable, type StatusFilter, type UserTab } from './user-filter';

const user = (
  id: number,
  first_name: string,
  last_name: string,
  email: string,
  is_online = false,
  unread_count = 0,
): ChatUser => ({
  id,
  first_name,
  last_name,
  email,
  avatar: null,
  account_id: `ACC-${id}`,
  status: 'active',
  is_online,
  unread_count,
});

const users = [
  user(1, 'Ada', 'Lovelace', 'ada@example.com', true, 0),
  user(2, 'Grace', 'Hopper', 'g.hopper@navy.mil', false, 3),
  user(3, 'Élodie', 'Durand', 'elodie@exemple.fr', true, 1),
  user(4, 'Alan', 'Turing', 'ALAN@Bletchley.UK', false, 0),
];
users[1] = { ...users[1]!, conversation_status: 'resolved', assignee: { id: 90, name: 'Jordan Lee' } };
users[2] = { ...users[2]!, conversation_status: 'open', assignee: { id: 91, name: 'Sam Park' } };
const list = searchable(users);

const idsOf = (
  query: string,
  tab: UserTab = 'all',
  status: StatusFilter = 'any',
  me: number | undefined = 90,
) => filterUsers(list, { query, tab, status, me }).map((u) => u.id);

describe('filterUsers: search', () => {
  it('matches the first name, the last name or the email, in any case', () => {
    expect(idsOf('ada')).toEqual([1]);
    expect(idsOf('ADA')).toEqual([1]);
    expect(idsOf('hOPPer')).toEqual([2]);
    expect(idsOf('love')).toEqual([1]);
    expect(idsOf('navy.MIL')).toEqual([2]);
    expect(idsOf('bletchley')).toEqual([4]);
    expect(idsOf('alan@bletchley.uk')).toEqual([4]);
  });

  it('matches part of a field, and letters outside ASCII in any case', () => {
    expect(idsOf('urin')).toEqual([4]);
    expect(idsOf('ÉLO')).toEqual([3]);
    expect(idsOf('élodie')).toEqual([3]);
    expect(idsOf('exemple.fr')).toEqual([3]);
  });

  it('matches every user a query fits', () => {
    expect(idsOf('a')).toEqual([1, 2, 3, 4]);
    expect(idsOf('@')).toEqual([1, 2, 3, 4]);
    expect(idsOf('ex')).toEqual([1, 3]);
  });

  it('does not match across two fields', () => {
    expect(idsOf('ada lovelace')).toEqual([]);
    expect(idsOf('adalovelace')).toEqual([]);
    // The end of the last name and the start of the email: "lovelace" + "ada@".
    expect(idsOf('cead')).toEqual([]);
    expect(idsOf('turingalan')).toEqual([]);
    expect(idsOf('graceh')).toEqual([]);
  });

  it('ignores spaces around the query, and an empty query matches everyone', () => {
    expect(idsOf('  ada ')).toEqual([1]);
    expect(idsOf('')).toEqual([1, 2, 3, 4]);
    expect(idsOf('   ')).toEqual([1, 2, 3, 4]);
  });

  it('matches nobody for a query that fits no field', () => {
    expect(idsOf('zz')).toEqual([]);
  });

  it('gives the users themselves, in the order of the list', () => {
    const found = filterUsers(list, { query: 'a', tab: 'all', status: 'any', me: undefined });
    found.forEach((u, i) => expect(u).toBe(users[i]));
  });
});

describe('filterUsers: tabs', () => {
  it('All is everyone', () => {
    expect(idsOf('', 'all')).toEqual([1, 2, 3, 4]);
  });

  it('Online is the users online', () => {
    expect(idsOf('', 'online')).toEqual([1, 3]);
  });

  it('Unread is the users with an unread count above 0', () => {
    expect(idsOf('', 'unread')).toEqual([2, 3]);
  });

  it('Mine is the conversations assigned to the signed-in admin, none without one', () => {
    expect(idsOf('', 'mine')).toEqual([2]);
    expect(idsOf('', 'mine', 'any', 91)).toEqual([3]);
    expect(filterUsers(list, { query: '', tab: 'mine', status: 'any', me: undefined })).toEqual([]);
  });

  it('narrows by status, a conversation without one counting as open', () => {
    expect(idsOf('', 'all', 'resolved')).toEqual([2]);
    expect(idsOf('', 'all', 'open')).toEqual([1, 3, 4]);
    expect(idsOf('', 'unread', 'open')).toEqual([3]);
  });

  it('searches within the tab', () => {
    expect(idsOf('ada', 'online')).toEqual([1]);
    expect(idsOf('ada', 'unread')).toEqual([]);
    expect(idsOf('e', 'unread')).toEqual([2, 3]);
    expect(idsOf('alan', 'online')).toEqual([]);
  });
});

describe('filterUsers: 10,000 users', () => {
  const FIRST = ['Anna', 'Boris', 'Chen', 'Dmitri', 'Emma', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas'];
  const LAST = [
    'Schmidt',
    'Novak',
    'García',
    'Okafor',
    'Larsen',
    'Rossi',
    'Kowalski',
    'Müller',
    'Silva',
    'Tan',
  ];
  const many = Array.from({ length: 10_000 }, (_, i) =>
    user(
      i + 1,
      FIRST[i % 10]!,
      LAST[Math.floor(i / 10) % 10]!,
      `client${i + 1}@mail${i % 7}.example`,
      i % 3 === 0,
      i % 4,
    ),
  );
  const manyList = searchable(many);

  it('filters per keystroke in well under a frame (16 ms)', () => {
    // Typing "Kowalski" and erasing it again, then "client9999": 20 keystrokes.
    const typed = 'kowalski';
    const queries = [
      ...Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1)),
      ...Array.from({ length: 2 }, (_, i) => typed.slice(0, typed.length - i - 1)),
      ...Array.from({ length: 10 }, (_, i) => 'client9999'.slice(0, i + 1)),
    ];
    expect(queries).toHaveLength(20);
    filterUsers(manyList, { query: 'warm up', tab: 'all', status: 'any', me: undefined });

    const counts: number[] = [];
    const start = performance.now();
    for (const query of queries)
      counts.push(filterUsers(manyList, { query, tab: 'all', status: 'any', me: undefined }).length);
    const mean = (performance.now() - start) / queries.length;
    console.info(`[chat] filterUsers, 10,000 users: ${mean.toFixed(3)} ms per keystroke (mean of 20)`);

    expect(mean).toBeLessThan(16);
    // And the answers are right: every tenth block of 10 is Kowalski (1,000 users).
    expect(counts[7]).toBe(1000); // "kowalski"
    expect(counts[19]).toBe(1); // "client9999"
    expect(
      filterUsers(manyList, { query: 'client9999', tab: 'all', status: 'any', me: undefined }).map(
        (u) => u.id,
      ),
    ).toEqual([9999]);
    // User 9999 is number 9998 from 0: not online (i % 3), unread 2 (i % 4).
    expect(
      filterUsers(manyList, { query: 'client9999', tab: 'online', status: 'any', me: undefined }),
    ).toEqual([]);
    expect(
      filterUsers(manyList, { query: 'client9999', tab: 'unread', status: 'any', me: undefined }).map(
        (u) => u.id,
      ),
    ).toEqual([9999]);
  });
});
