/**
 * The large data sets of the demo tenant: busy@example.com's 10,000-message support conversation
 * (always seeded, for the long chat screens) and the optional bulk customers (for the admin list).
 * Both draw from their own stream forked off the store's random source, so one never shifts the
 * other and the rest of the tenant stays what it was for a seed. Messages come without ids (0):
 * seed.ts hands ids out in time order over all conversations.
 */
import type { AssetSpec } from './assets';
import type { Random } from './random';
import type { AttachmentRecord, MessageRecord, UserRecord } from './types';

export const BUSY_MESSAGES = 10_000;
/** The newest messages of the busy conversation, all the admin's, that the customer has not read. */
export const BUSY_UNREAD = 3;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Shared by every seeded message: none has attachments, and ten thousand empty arrays add up. */
const NO_ATTACHMENTS: readonly AttachmentRecord[] = Object.freeze([]);

function seeded(
  customerId: number,
  senderId: number,
  isAdmin: boolean,
  message: string,
  at: number,
  readAt: number | null,
): MessageRecord {
  return {
    id: 0,
    customer_id: customerId,
    sender_id: senderId,
    is_admin: isAdmin,
    message,
    attachments: NO_ATTACHMENTS,
    created_at: at,
    read_at: readAt,
    client_id: null,
  };
}

const customerLines = [
  'Hi, is anyone there?',
  'I have a question about my {asset} position.',
  'Why did the spread on {asset} widen this morning?',
  'Can I withdraw ${amount} today?',
  'My deposit of ${amount} has not shown up yet.',
  'Is there a fee for closing a trade early?',
  'What leverage do you offer on {asset}?',
  'The chart for {asset} stopped moving for a minute.',
  'I sent the documents yesterday, did you get them?',
  'How do I switch to my demo account?',
  'Can I set a stop loss on {asset} from the app?',
  'The app logged me out twice today.',
  'Where do I see my closed trades from last month?',
  'Do you accept USDT on Tron?',
  'Is the market open on Sunday for {asset}?',
  'I would like to raise my credit limit.',
  'My margin level looks wrong after the last close.',
  'Could you explain the swap charge on {asset}?',
  'I changed my phone number, how do I update it?',
  'Is my card payment refunded if the deposit fails?',
];

const adminLines = [
  'Let me check that for you.',
  'Your deposit of ${amount} was credited a few minutes ago.',
  'Withdrawals are processed within one business day.',
  'The spread on {asset} widens around the daily rollover, then narrows again.',
  'Leverage on {asset} is set by the instrument; you can see it on the trade ticket.',
  'We received your documents and they are being reviewed.',
  'There is no fee for closing a trade early.',
  'You can switch accounts from the menu at the top of the dashboard.',
  'Stop losses can be set when you open the trade or afterwards from the position.',
  'The price feed had a short gap, it is back to normal now.',
  'Closed trades are listed under History, newest first.',
  'Yes, USDT on both Ethereum and Tron is accepted.',
  'Swaps are charged at the rollover for positions kept open overnight.',
  'Please update your phone number in your profile settings.',
  'A failed card payment is never charged; nothing to refund.',
  'I have passed this on to the trading desk.',
  'Your margin level includes the open P&L, so it moves with the prices.',
  'I raised your request with the risk team, they answer within a day.',
  'Anything else I can do for you?',
];

const customerShort = ['Thanks!', 'OK', 'Got it', 'Great, thank you.', 'One more thing.', 'Hmm', 'Perfect.'];
const adminShort = ['You are welcome!', 'Sure.', 'One moment please.', 'Done.', 'Of course.'];

const customerMore = [
  'I have been trading with you for a while and this is the first time I see this.',
  'It happened on both my phone and my laptop.',
  'Please tell me if you need a screenshot.',
  'I am travelling next week, so it would be good to sort it out before then.',
];
const adminMore = [
  'If it happens again, tell me the time and I will look at the logs.',
  'You will get a notification as soon as it is done.',
  'Nothing is needed from your side for now.',
  'I have added a note to your account so colleagues see it too.',
];

/** Each template with its placeholders filled in every way, so a message is picked, not built. */
interface LineBank {
  customer: readonly (readonly string[])[];
  admin: readonly (readonly string[])[];
}

const greeting = (name: string) => `Hi ${name}, happy to help.`;

const AMOUNTS = [250, 500, 1000, 1500, 2500, 5000, 7500, 10000];
/** At most this many instruments are named in the texts, however many the tenant lists. */
const NAMED_ASSETS = 16;
const banks = new WeakMap<readonly AssetSpec[], LineBank>();

function lineBank(assets: readonly AssetSpec[]): LineBank {
  const known = banks.get(assets);
  if (known) return known;
  const step = Math.max(1, Math.ceil(assets.length / NAMED_ASSETS));
  const symbols = assets.filter((_, index) => index % step === 0).map((asset) => asset.symbol);
  const expand = (template: string) => {
    if (template.includes('{asset}')) return symbols.map((symbol) => template.replace('{asset}', symbol));
    if (template.includes('{amount}'))
      return AMOUNTS.map((amount) => template.replace('{amount}', String(amount)));
    return [template];
  };
  const bank = { customer: customerLines.map(expand), admin: adminLines.map(expand) };
  banks.set(assets, bank);
  return bank;
}

/** A line of one side: mostly one sentence, sometimes an acknowledgement, sometimes a longer paragraph. */
function line(random: Random, admin: boolean, bank: LineBank): string {
  const roll = random.next();
  if (roll < 0.2) return random.pick(admin ? adminShort : customerShort);
  const text = random.pick(random.pick(admin ? bank.admin : bank.customer));
  if (roll < 0.8) return text;
  const more = admin ? adminMore : customerMore;
  return roll < 0.95
    ? `${text} ${random.pick(more)}`
    : `${text} ${random.pick(more)}\n\n${random.pick(more)}`;
}

/** How many messages one side sends before the other answers: mostly one, now and then several. */
function runLength(random: Random): number {
  const roll = random.next();
  if (roll < 0.6) return 1;
  if (roll < 0.85) return 2;
  if (roll < 0.95) return 3;
  return random.int(4, 6);
}

/**
 * busy@example.com's conversation with the admin, oldest first, ending 45 minutes before the seed
 * (behind demo@example.com's newest message, so the admin list opens as it always did). Visits of
 * 10 to 50 messages, hours apart, go back about seven weeks; within a visit each side writes runs
 * seconds apart and answers within minutes. All is read but the last BUSY_UNREAD, which are the
 * admin's: the admins' own unread count stays what the small demo has.
 */
export function busyConversation(
  random: Random,
  now: number,
  customer: UserRecord,
  admin: UserRecord,
  assets: readonly AssetSpec[],
): MessageRecord[] {
  const sides: boolean[] = [];
  const gaps: number[] = [];
  /** Indexes of the admin's first message of a visit that opens with a greeting. */
  const greetings = new Set<number>();
  const body = BUSY_MESSAGES - BUSY_UNREAD;
  while (sides.length < body) {
    const visit = Math.min(random.int(10, 50), body - sides.length);
    let adminWrites = random.next() < 0.2;
    let first = true;
    let adminSpoke = false;
    for (let written = 0; written < visit; adminWrites = !adminWrites) {
      const run = Math.min(runLength(random), visit - written);
      if (adminWrites && !adminSpoke) {
        adminSpoke = true;
        if (random.next() < 0.4) greetings.add(sides.length);
      }
      for (let i = 0; i < run; i++, written++) {
        sides.push(adminWrites);
        const next = random.next();
        if (first) gaps.push(15 * MINUTE + next * next * 8 * HOUR);
        else if (i > 0) gaps.push(random.int(4, 45) * SECOND);
        else gaps.push(20 * SECOND + next * next * 6 * MINUTE);
        first = false;
      }
    }
  }
  for (let i = 0; i < BUSY_UNREAD; i++) {
    sides.push(true);
    gaps.push(i === 0 ? random.int(1, 5) * MINUTE : random.int(4, 45) * SECOND);
  }

  // Times run back from the newest: whole seconds, so two messages never share a millisecond.
  const times = new Array<number>(sides.length);
  let at = Math.floor((now - 45 * MINUTE) / SECOND) * SECOND;
  for (let i = sides.length - 1; i >= 0; i--) {
    times[i] = at;
    at -= Math.round(gaps[i]! / SECOND) * SECOND;
  }

  const bank = lineBank(assets);
  return sides.map((isAdmin, i) => {
    const created = times[i]!;
    const following = times[i + 1];
    const readDelay = random.int(3, 120) * SECOND;
    const readAt =
      i >= sides.length - BUSY_UNREAD
        ? null
        : following === undefined
          ? created + readDelay
          : Math.min(created + readDelay, following);
    const sender = isAdmin ? admin.id : customer.id;
    const text = greetings.has(i) ? greeting(customer.first_name) : line(random, isAdmin, bank);
    return seeded(customer.id, sender, isAdmin, text, created, readAt);
  });
}

const firstNames = [
  'Ada Ben Chloe Dmitri Elena Farah Gustav Hana Ivan Julia Kofi Lena Mateo Nadia',
  'Omar Paula Quentin Rosa Sven Tariq Uma Victor Wen Yara Zoe Aarav Bianca Carlos',
  'Daria Emil Fatima Georg Ines Jonas Keiko Luca',
]
  .join(' ')
  .split(' ');
const lastNames = [
  'Adams Berg Costa Dubois Eriksen Fischer Garcia Hansen Ito Jansen Kowalski Larsen',
  'Moreau Novak Okafor Petrov Quinn Rahman Schmidt Tanaka Usman Varga Weber Xu',
  'Yilmaz Zhang Almeida Brennan Castillo Demir Engel Fontaine',
]
  .join(' ')
  .split(' ');

export function bulkCustomerEmail(index: number): string {
  return `customer${String(index).padStart(5, '0')}@example.com`;
}

export type BulkCustomerFields = Pick<
  UserRecord,
  'email' | 'status' | 'first_name' | 'last_name' | 'balance' | 'last_seen_at'
>;

/**
 * Extra customers for benchmarks of the admin list, `customer00001@example.com` on. About a third
 * sent a heartbeat in the minute before the seed (online for up to 90 s after it, like a real
 * session that stops beating), the others were seen days ago or never. About half have a short
 * conversation; a third of those end with one to three messages the admins have not read.
 * The caller makes the records: `add` answers the user, whose id the messages then carry.
 */
export function bulkCustomers(
  random: Random,
  now: number,
  count: number,
  admin: UserRecord,
  assets: readonly AssetSpec[],
  add: (fields: BulkCustomerFields) => UserRecord,
): MessageRecord[] {
  const messages: MessageRecord[] = [];
  const bank = lineBank(assets);
  for (let index = 1; index <= count; index++) {
    const status = random.next();
    const seen = random.next();
    const user = add({
      email: bulkCustomerEmail(index),
      status: status < 0.9 ? 'active' : status < 0.96 ? 'pending' : 'deactivated',
      first_name: random.pick(firstNames),
      last_name: random.pick(lastNames),
      balance: random.int(0, 2_500_000) / 100,
      last_seen_at:
        seen < 0.33
          ? now - random.int(0, 60) * SECOND
          : seen < 0.75
            ? now - random.int(10, 43_200) * MINUTE
            : null,
    });
    if (random.next() >= 0.5) continue;

    const read = random.int(1, 5);
    const unread = random.next() < 0.33 ? random.int(1, 3) : 0;
    const total = read + unread;
    const recency = random.next();
    let cursor = Math.floor((now - MINUTE - recency * recency * 30 * DAY) / SECOND) * SECOND;
    const times = new Array<number>(total);
    for (let i = total - 1; i >= 0; i--) {
      times[i] = cursor;
      cursor -= random.int(1, 30) * MINUTE;
    }
    for (let i = 0; i < total; i++) {
      const isAdmin = i < read && i % 2 === 1;
      const at = times[i]!;
      const greets = isAdmin && i === 1 && random.next() < 0.5;
      const text = greets ? greeting(user.first_name) : line(random, isAdmin, bank);
      messages.push(
        seeded(user.id, isAdmin ? admin.id : user.id, isAdmin, text, at, i < read ? at + MINUTE : null),
      );
    }
  }
  return messages;
}
