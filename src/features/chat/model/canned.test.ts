import type { CannedReply } from '@contract';
import { fillPlaceholders, matchReplies, slashQuery } from './canned';

const alex = { first_name: 'Alex', last_name: 'Morgan', account_id: 'NW-100001' };

describe('fillPlaceholders', () => {
  it('puts in the customer’s first and last name and account id, as often as they appear', () => {
    expect(fillPlaceholders('Hi {first_name}, account {account_id}. {first_name} {last_name}', alex)).toBe(
      'Hi Alex, account NW-100001. Alex Morgan',
    );
  });

  it('leaves no gap for an empty name, and keeps braces it does not know', () => {
    expect(fillPlaceholders('Hi {first_name}, thanks.', { ...alex, first_name: ' ' })).toBe('Hi, thanks.');
    expect(fillPlaceholders('Use {code} or {first_name}', alex)).toBe('Use {code} or Alex');
  });
});

describe('slashQuery', () => {
  it('is what follows a leading slash on one line', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/with')).toBe('with');
    expect(slashQuery('/wire fees')).toBe('wire fees');
  });

  it('is nothing when the slash is not first, or the text runs on to a second line', () => {
    expect(slashQuery('a/b')).toBeNull();
    expect(slashQuery('')).toBeNull();
    expect(slashQuery('/x\ny')).toBeNull();
  });
});

describe('matchReplies', () => {
  const replies: CannedReply[] = [
    { id: 1, title: 'Greeting', text: 'Hi {first_name}, how can I help?' },
    { id: 2, title: 'Withdrawal times', text: 'Withdrawals take one business day.' },
    { id: 3, title: 'Fees for a withdrawal', text: 'There is no fee.' },
  ];

  it('finds by title first (its start before elsewhere), then by text, in any case', () => {
    expect(matchReplies(replies, 'WITH').map((reply) => reply.id)).toEqual([2, 3]);
    expect(matchReplies(replies, 'help').map((reply) => reply.id)).toEqual([1]);
    expect(matchReplies(replies, 'fee').map((reply) => reply.id)).toEqual([3]);
  });

  it('lists every reply for an empty query and none for a query that fits none', () => {
    expect(matchReplies(replies, ' ').map((reply) => reply.id)).toEqual([1, 2, 3]);
    expect(matchReplies(replies, 'zzz')).toEqual([]);
  });
});
