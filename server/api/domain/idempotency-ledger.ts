/**
 * The answers idempotency keys had, bounded in time and in memory. A retry comes seconds or minutes
 * after its lost answer, so an answer is kept for a day (as payment APIs keep theirs) and then
 * forgotten; and at most `perUser` answers per user and `total` in all are kept, the oldest dropped
 * first, so a burst of orders cannot grow the server without end and one busy user cannot push every
 * other user's answers out.
 */
import type { IdempotentAnswer } from '../types';

export interface IdempotencyLimits {
  /** How long an answer is kept, by the store's clock. */
  ttlMs: number;
  perUser: number;
  total: number;
}

/** An answer (a trade, a deposit) and its digest take about 1 KB: the total keeps them near 12 MB. */
export const IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  ttlMs: 24 * 60 * 60 * 1000,
  perUser: 1_000,
  total: 10_000,
};

interface Kept {
  userId: number;
  at: number;
  answer: IdempotentAnswer;
}

// The user id comes first and holds no colon, so no two (user, key) pairs share an entry.
const entryName = (userId: number, key: string) => `${userId}:${key}`;

export class IdempotencyLedger {
  /** Oldest first: a Map keeps the order entries were added in. */
  private readonly entries = new Map<string, Kept>();
  /** Each user's entry names, oldest first. */
  private readonly byUser = new Map<number, Set<string>>();
  private readonly limits: IdempotencyLimits;

  constructor(
    private readonly now: () => number,
    limits: Partial<IdempotencyLimits> = {},
  ) {
    this.limits = { ...IDEMPOTENCY_LIMITS, ...limits };
  }

  /** The answer this user's key had, unless it is older than the time answers are kept. */
  get(userId: number, key: string): IdempotentAnswer | undefined {
    const name = entryName(userId, key);
    const kept = this.entries.get(name);
    if (!kept) return undefined;
    if (this.expired(kept)) {
      this.drop(name);
      return undefined;
    }
    return kept.answer;
  }

  set(userId: number, key: string, answer: IdempotentAnswer): void {
    this.dropExpired();
    const name = entryName(userId, key);
    this.drop(name);
    this.entries.set(name, { userId, at: this.now(), answer });
    let names = this.byUser.get(userId);
    if (!names) this.byUser.set(userId, (names = new Set()));
    names.add(name);
    while (names.size > this.limits.perUser) this.drop(oldest(names));
    while (this.entries.size > this.limits.total) this.drop(oldest(this.entries.keys()));
  }

  /** How many answers are kept (for tests of the bounds). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.byUser.clear();
  }

  private expired(kept: Kept): boolean {
    return this.now() - kept.at >= this.limits.ttlMs;
  }

  /** The oldest entries expire first, so the sweep stops at the first one still kept. */
  private dropExpired(): void {
    for (const [name, kept] of this.entries) {
      if (!this.expired(kept)) return;
      this.drop(name);
    }
  }

  private drop(name: string): void {
    const kept = this.entries.get(name);
    if (!kept) return;
    this.entries.delete(name);
    const names = this.byUser.get(kept.userId);
    names?.delete(name);
    if (names?.size === 0) this.byUser.delete(kept.userId);
  }
}

const oldest = (names: Iterable<string>): string => names[Symbol.iterator]().next().value as string;
