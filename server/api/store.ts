/**
 * The in-memory store: state, a clock, id counters, bearer tokens and the throttle of failed logins.
 * It holds no data of its own: it starts empty, and whoever makes it loads a tenant into it (the
 * backend loads the demo's with seedDemo(), again after every reset()), so a test or the demo can
 * always start from the same tenant.
 */
import type { Settings } from '@contract/schemas';
import type { SessionEndReason, SignInMethod } from '@contract/schemas/predicates';
import { realtimeUser, type Bus } from './bus';
import { randomToken } from './crypto';
import { IdempotencyLedger, type IdempotencyLimits } from './domain/idempotency-ledger';
import { createRateLimiter, retryAfterSeconds } from './http/rate-limit';
import { createRandom, type Random } from './random';
import type { DeviceRecord, MessageRecord, SessionRecord, StoreState, UserRecord } from './types';

export type IdKind =
  | 'user'
  | 'trade'
  | 'message'
  | 'attachment'
  | 'account'
  | 'deposit'
  | 'withdrawal'
  | 'document'
  | 'savings'
  | 'cannedReply'
  | 'ledger'
  | 'pendingOrder'
  | 'priceAlert'
  | 'pushSubscription'
  | 'passkey';

/** The last id handed out of each kind; the next is one more. */
export type IdCounters = Record<IdKind, number>;

/** A tenant's records and where its ids stand: what load() puts in the store. */
export interface StoreContents {
  state: StoreState;
  counters: IdCounters;
}

/** A tenant with its settings and nothing else: no users, records or sessions, every id yet to come. */
export function emptyContents(settings: Settings): StoreContents {
  return {
    state: {
      settings: { ...settings },
      users: new Map(),
      tokens: new Map(),
      signIns: new Map(),
      twoFactor: new Map(),
      signInChallenges: new Map(),
      accounts: new Map(),
      trades: [],
      messages: [],
      notifications: [],
      licenses: new Set(),
      sentByClientId: new Map(),
      deposits: [],
      withdrawals: [],
      demoBalances: new Map(),
      savings: new Map(),
      autoTraders: new Map(),
      marginCalled: new Set(),
      stopOutWaiting: new Set(),
      cannedReplies: [],
      ledger: [],
      instrumentCosts: new Map(),
      lastRollover: null,
      pendingOrders: [],
      priceAlerts: [],
      pushSubscriptions: [],
      passkeys: [],
      passkeyChallenges: new Map(),
    },
    counters: {
      user: 0,
      trade: 0,
      message: 0,
      attachment: 0,
      account: 0,
      deposit: 0,
      withdrawal: 0,
      document: 0,
      savings: 0,
      cannedReply: 0,
      ledger: 0,
      pendingOrder: 0,
      priceAlert: 0,
      pushSubscription: 0,
      passkey: 0,
    },
  };
}

/** All the numbers in one place. An address is shared by a household or office, so it gets more. */
export const LOGIN_LIMITS = {
  windowMs: 60_000,
  failuresPerAccount: 5,
  failuresPerAddress: 20,
} as const;

export interface LoginAttempt {
  /** The email as typed; compared trimmed and lower case. */
  email: string;
  /** The caller's network address, or 'unknown' when the host does not give one. */
  address: string;
}

/**
 * Throttling of failed logins, per account and per client address. Only failures count, so a user
 * who signs in correctly over and over is never slowed down; a success clears its account's failures.
 */
export class LoginThrottle {
  private readonly accounts;
  private readonly addresses;

  constructor(now: () => number, limits: typeof LOGIN_LIMITS = LOGIN_LIMITS) {
    this.accounts = createRateLimiter({ limit: limits.failuresPerAccount, windowMs: limits.windowMs, now });
    this.addresses = createRateLimiter({ limit: limits.failuresPerAddress, windowMs: limits.windowMs, now });
  }

  private static account(attempt: LoginAttempt): string {
    return attempt.email.trim().toLowerCase();
  }

  /** Whole seconds until this attempt may be tried, or undefined when it may be tried now. */
  retryAfter(attempt: LoginAttempt): number | undefined {
    const waitMs = Math.max(
      this.accounts.wait(LoginThrottle.account(attempt)),
      this.addresses.wait(attempt.address),
    );
    return waitMs > 0 ? retryAfterSeconds(waitMs) : undefined;
  }

  fail(attempt: LoginAttempt): void {
    this.accounts.hit(LoginThrottle.account(attempt));
    this.addresses.hit(attempt.address);
  }

  /** The address keeps its failures: one good account must not unlock guessing at others. */
  succeed(attempt: LoginAttempt): void {
    this.accounts.forget(LoginThrottle.account(attempt));
  }

  clear(): void {
    this.accounts.clear();
    this.addresses.clear();
  }
}

export interface StoreOptions {
  /** Seed of the store's random stream, which starts again from it at reset(). */
  seed: number;
  now: () => number;
  /** The tenant's settings, which even an empty store has (GET /settings answers them to anyone). */
  settings: Settings;
  /** Told when sessions end, so realtime connections end with them. */
  bus: Bus;
  /** How long and how many idempotency answers are kept; defaults in domain/idempotency-ledger.ts. */
  idempotencyLimits?: Partial<IdempotencyLimits>;
}

const NO_MESSAGES: readonly MessageRecord[] = Object.freeze([]);
/** Ended sessions whose reason is kept for their device's next call; the oldest go first past this. */
const MAX_ENDED_REASONS = 10_000;

export class Store {
  state!: StoreState;
  /**
   * The tenant's random stream: its seeded data draws from it, then the trades the demo controls and
   * the auto-trader open.
   */
  random!: Random;
  /** Failed logins; kept here so a reset (and /__demo/reset) forgets them with the sessions. */
  readonly loginThrottle = new LoginThrottle(() => this.now());
  /** The answers idempotency keys had, so a retried payment or order is answered, not repeated. */
  readonly idempotency: IdempotencyLedger;
  private counters!: IdCounters;
  private lastStamp = 0;
  /**
   * Customer id -> their messages, the same records as state.messages and in the same order. The admin
   * list asks every customer's conversation at once: filtering all messages per customer would cost
   * customers x messages per call.
   */
  private conversations = new Map<number, MessageRecord[]>();
  /**
   * Each message's text in lower case, in the order of state.messages: the desk's message search reads
   * a million of these per query, and lower-casing them there would be most of its time.
   */
  private searchTexts: string[] = [];
  /**
   * Tokens of sessions ended elsewhere -> why, so the device still holding one is told at its next
   * call (a 401 with the reason). A token here grants nothing; a reset forgets them all.
   */
  private endedReasons = new Map<string, SessionEndReason>();

  constructor(private readonly options: StoreOptions) {
    this.idempotency = new IdempotencyLedger(() => this.now(), options.idempotencyLimits);
    this.empty();
  }

  /**
   * Empties the store: every session ends (its live connections too), the records, id counters,
   * failed logins and idempotency answers go, and the random stream starts again from its seed, so
   * loading the same tenant again (seedDemo) makes the same data.
   */
  reset(): void {
    this.announceEnded([...this.state.tokens.values()]);
    this.empty();
  }

  /**
   * Puts a tenant's records and id counters in place of what the store held (nothing, when it was just
   * made or reset); any sessions it held end, their live connections with them.
   */
  load(contents: StoreContents): void {
    this.announceEnded([...this.state.tokens.values()]);
    this.replace(contents);
  }

  private empty(): void {
    this.random = createRandom(this.options.seed);
    this.lastStamp = 0;
    this.loginThrottle.clear();
    this.idempotency.clear();
    this.endedReasons = new Map();
    this.replace(emptyContents(this.options.settings));
  }

  private replace({ state, counters }: StoreContents): void {
    this.state = state;
    this.counters = { ...counters };
    this.conversations = new Map();
    this.searchTexts = [];
    for (const message of this.state.messages) this.indexMessage(message);
  }

  now(): number {
    return this.options.now();
  }

  /** Epoch ms, strictly increasing, so `after=<last created_at>` never skips a message made in the same ms. */
  stampMs(): number {
    this.lastStamp = Math.max(this.now(), this.lastStamp + 1);
    return this.lastStamp;
  }

  /** stampMs() as an ISO time. */
  stamp(): string {
    return new Date(this.stampMs()).toISOString();
  }

  nextId(kind: IdKind): number {
    this.counters[kind] += 1;
    return this.counters[kind];
  }

  user(id: number): UserRecord | undefined {
    return this.state.users.get(id);
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase();
    for (const user of this.state.users.values()) if (user.email === wanted) return user;
    return undefined;
  }

  users(): UserRecord[] {
    return [...this.state.users.values()];
  }

  /** One customer's messages, oldest first. Read-only: add messages with addMessage(). */
  conversation(customerId: number): readonly MessageRecord[] {
    return this.conversations.get(customerId) ?? NO_MESSAGES;
  }

  addMessage(message: MessageRecord): void {
    this.state.messages.push(message);
    this.indexMessage(message);
  }

  /**
   * The newest messages whose text holds `needle` (already lower case), at most `limit`, newest first.
   */
  searchMessages(needle: string, limit: number): MessageRecord[] {
    const found: MessageRecord[] = [];
    const { messages } = this.state;
    for (let i = messages.length - 1; i >= 0 && found.length < limit; i--) {
      if (this.searchTexts[i]!.includes(needle)) found.push(messages[i]!);
    }
    return found;
  }

  private indexMessage(message: MessageRecord): void {
    this.searchTexts.push(message.message.toLowerCase());
    const conversation = this.conversations.get(message.customer_id);
    if (conversation) conversation.push(message);
    else this.conversations.set(message.customer_id, [message]);
  }

  userForToken(token: string): UserRecord | undefined {
    const session = this.state.tokens.get(token);
    return session === undefined ? undefined : this.user(session.userId);
  }

  /** The Pusher user id of the token's session (see realtimeUser), or undefined for an unknown token. */
  realtimeUserOf(token: string): string | undefined {
    const session = this.state.tokens.get(token);
    return session === undefined ? undefined : realtimeUser(session.userId, session.id);
  }

  /** A new session of the user, signed in now by `method` from `device`; answers its bearer token. */
  issueToken(
    userId: number,
    method: SignInMethod = 'password',
    device: DeviceRecord = { user_agent: '', address: 'unknown' },
  ): string {
    const token = randomToken();
    const now = this.now();
    this.state.tokens.set(token, {
      userId,
      id: randomToken(12),
      method,
      ...device,
      signed_in_at: now,
      last_active_at: now,
    });
    return token;
  }

  /**
   * A session for a sign-in link (`/auto-login?token=…`), as a broker's back office sends one: no
   * device yet, and no sign-in recorded until the link is opened.
   */
  issueSignInLink(userId: number): string {
    const token = this.issueToken(userId, 'auto_login');
    this.state.tokens.get(token)!.unopened = true;
    return token;
  }

  /**
   * The first call with a sign-in link's token opens it: the session takes that caller's device.
   * Answers whether this call was the one that opened it.
   */
  openLink(token: string, device: DeviceRecord): boolean {
    const session = this.state.tokens.get(token);
    if (!session?.unopened) return false;
    delete session.unopened;
    Object.assign(session, device, { signed_in_at: this.now() });
    return true;
  }

  /** Marks the token's session active now: one field written per authenticated call. */
  touch(token: string): void {
    const session = this.state.tokens.get(token);
    if (session) session.last_active_at = this.now();
  }

  /** The user's sessions with their tokens, oldest sign-in first. */
  sessionsOf(userId: number): Array<[token: string, session: SessionRecord]> {
    return [...this.state.tokens].filter(([, session]) => session.userId === userId);
  }

  /*
   * Every way a session ends passes through the four functions below, and each tells the bus, so no
   * caller can end a session and forget its realtime connections.
   */

  revokeToken(token: string): void {
    const session = this.state.tokens.get(token);
    if (!session) return;
    this.state.tokens.delete(token);
    this.announceEnded([session]);
    this.forgetDevicesOf([session]);
  }

  /**
   * Why the token's session ended, when it ended elsewhere (see revokeTokensOf); a token never issued,
   * or one from before a reset, is `session_expired`.
   */
  endReasonOf(token: string): SessionEndReason {
    return this.endedReasons.get(token) ?? 'session_expired';
  }

  /** Whether the user is still signed in somewhere. */
  hasSession(userId: number): boolean {
    for (const session of this.state.tokens.values()) if (session.userId === userId) return true;
    return false;
  }

  /**
   * Every token of the user but `keep` (the session that asked, when it stays signed in), each
   * remembered with `reason` for the device that still holds it.
   */
  revokeTokensOf(userId: number, reason: SessionEndReason, keep?: string): number {
    const ended: SessionRecord[] = [];
    for (const [token, session] of this.state.tokens) {
      if (session.userId === userId && token !== keep) {
        this.state.tokens.delete(token);
        this.rememberEnded(token, reason);
        ended.push(session);
      }
    }
    this.announceEnded(ended, reason);
    this.forgetDevicesOf(ended);
    return ended.length;
  }

  /**
   * Ends the user's session with this id (another user's is never found), remembered with `reason`
   * for the device that holds it; answers whether there was one.
   */
  revokeSession(userId: number, sessionId: string, reason: SessionEndReason): boolean {
    for (const [token, session] of this.state.tokens) {
      if (session.userId === userId && session.id === sessionId) {
        this.state.tokens.delete(token);
        this.rememberEnded(token, reason);
        this.announceEnded([session], reason);
        this.forgetDevicesOf([session]);
        return true;
      }
    }
    return false;
  }

  /** A device signed out is sent no more pushes: its subscription went with its session. */
  private forgetDevicesOf(sessions: readonly SessionRecord[]): void {
    if (sessions.length === 0 || this.state.pushSubscriptions.length === 0) return;
    const ended = new Set(sessions.map((session) => session.id));
    this.state.pushSubscriptions = this.state.pushSubscriptions.filter(
      (subscription) => !ended.has(subscription.session_id),
    );
  }

  private rememberEnded(token: string, reason: SessionEndReason): void {
    this.endedReasons.delete(token);
    this.endedReasons.set(token, reason);
    if (this.endedReasons.size > MAX_ENDED_REASONS)
      this.endedReasons.delete(this.endedReasons.keys().next().value!);
  }

  /**
   * Ends the live side of every session of a user whose account was just blocked, tokens kept: the
   * gate screen still reads the user with them, but a blocked account may receive nothing live, and
   * its cached channel authorisations must not outlive the block.
   */
  endRealtimeOf(userId: number): void {
    this.announceEnded([...this.state.tokens.values()].filter((session) => session.userId === userId));
  }

  private announceEnded(sessions: readonly SessionRecord[], reason?: SessionEndReason): void {
    if (sessions.length === 0) return;
    this.options.bus.announce({
      kind: 'ended',
      users: sessions.map((session) => realtimeUser(session.userId, session.id)),
      ...(reason === undefined ? {} : { reason }),
    });
  }
}
