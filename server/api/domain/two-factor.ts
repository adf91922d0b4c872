/**
 * Authenticator-app two-factor (RFC 6238 through `otpauth`: SHA-1, 6 digits, 30 s, one step either
 * side for a clock that drifts) and its ten recovery codes, kept only as hashes and each good once.
 * A code is good once too: the last time step accepted is remembered, and only a later one passes, so
 * a code read over a shoulder or from a log cannot be used again in its 30 s.
 */
import { Secret, TOTP } from 'otpauth';
import type { Core } from '../core';
import { randomToken, sha256Hex } from '../crypto';
import type { TwoFactorRecord, UserRecord } from '../types';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still pass. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait for its code. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60 * 1000;
/** 160 bits, RFC 4226's recommended secret length. */
const SECRET_BYTES = 20;
/** Recovery codes are written in these: no 0/o or 1/l to confuse when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const totpOf = (core: Core, user: UserRecord, secret: string) =>
  new TOTP({
    issuer: core.store.state.settings.name,
    label: user.email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export function twoFactorOn(core: Core, user: UserRecord): boolean {
  return core.store.state.twoFactor.get(user.id)?.enabled === true;
}

/** A new secret for the user's app (replacing one not yet confirmed), and the URI its QR code carries. */
export function startTwoFactor(core: Core, user: UserRecord): { secret: string; uri: string } {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const record: TwoFactorRecord = { secret, enabled: false, recoveryCodes: [], lastStep: -1 };
  core.store.state.twoFactor.set(user.id, record);
  return { secret, uri: totpOf(core, user, secret).toString() };
}

/** Digits only: apps show the code as '123 456'. */
const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '');
/** Lower case without separators: 'ABCDE-FGHIJ' and 'abcdefghij' are the same code. */
const normalRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (typed: string) => sha256Hex(new TextEncoder().encode(normalRecoveryCode(typed)));

/**
 * Whether `typed` is the app's code now (a step either side), and not of a step already accepted; an
 * accepted step is remembered, so the same code never passes twice.
 */
export function acceptTotp(core: Core, user: UserRecord, record: TwoFactorRecord, typed: string): boolean {
  const token = digitsOf(typed);
  if (!/^\d+$/.test(token)) return false;
  const totp = totpOf(core, user, record.secret);
  const timestamp = core.store.now();
  const delta = totp.validate({ token, timestamp, window: TOTP_WINDOW });
  if (delta === null) return false;
  const step = totp.counter({ timestamp }) + delta;
  if (step <= record.lastStep) return false;
  record.lastStep = step;
  return true;
}

/** Whether `typed` is one of the user's unused recovery codes; a code that passes is used up. */
export async function acceptRecoveryCode(record: TwoFactorRecord, typed: string): Promise<boolean> {
  const hash = await hashRecoveryCode(typed);
  const index = record.recoveryCodes.indexOf(hash);
  if (index === -1) return false;
  record.recoveryCodes.splice(index, 1);
  return true;
}

function newRecoveryCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(10));
  const letters = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/**
 * Turns two-factor on once the user typed a code of the secret they were given (so their app has it),
 * and answers the ten recovery codes, in clear this once; undefined when the code is wrong.
 */
export async function confirmTwoFactor(
  core: Core,
  user: UserRecord,
  record: TwoFactorRecord,
  typed: string,
): Promise<string[] | undefined> {
  if (!acceptTotp(core, user, record, typed)) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  record.recoveryCodes = await Promise.all(codes.map(hashRecoveryCode));
  record.enabled = true;
  return codes;
}

export function turnOffTwoFactor(core: Core, user: UserRecord): void {
  core.store.state.twoFactor.delete(user.id);
}

/** The second step of a sign-in: an id the password step hands out, good for a few minutes. */
export function newSignInChallenge(core: Core, user: UserRecord): string {
  const challenges = core.store.state.signInChallenges;
  const now = core.store.now();
  for (const [id, open] of challenges) if (open.expiresAt <= now) challenges.delete(id);
  const challenge = randomToken();
  challenges.set(challenge, {
    userId: user.id,
    expiresAt: now + SIGN_IN_CHALLENGE_MS,
  });
  return challenge;
}

/** The user a sign-in challenge is for, while it is still good. */
export function challengeUser(core: Core, challenge: string): UserRecord | undefined {
  const found = core.store.state.signInChallenges.get(challenge);
  if (!found) return undefined;
  if (found.expiresAt <= core.store.now()) {
    core.store.state.signInChallenges.delete(challenge);
    return undefined;
  }
  return core.store.user(found.userId);
}
