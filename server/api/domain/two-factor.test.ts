/**
 * The authenticator app's codes (RFC 6238: SHA-1, 6 digits, 30 s, a step either side) on the store's
 * clock, each accepted once; recovery codes kept only as hashes and each good once.
 */
import { Secret, TOTP } from 'otpauth';
import { createBackend, type Backend } from '..';
import type { UserRecord } from '../types';
import {
  acceptRecoveryCode,
  acceptTotp,
  confirmTwoFactor,
  RECOVERY_CODE_COUNT,
  startTwoFactor,
  twoFactorOn,
} from './two-factor';

/** A time step's start: codes change at multiples of 30 s. */
const STEP_START = Date.parse('2026-03-18T12:00:00Z');
let clock = STEP_START;
let backend: Backend;
let user: UserRecord;

beforeAll(() => {
  backend = createBackend({ now: () => clock });
});
beforeEach(() => {
  clock = STEP_START;
  backend.reset();
  user = backend.store.userByEmail('kenji@example.com')!;
});
afterAll(() => backend.dispose());

/** What the user's app shows at `at` for `secret`, computed independently of the server's own TOTP. */
const appCode = (secret: string, at: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });

const record = () => backend.store.state.twoFactor.get(user.id)!;

describe('setting up', () => {
  it('gives a 160-bit secret and the URI an app reads, on until a code of it is confirmed', async () => {
    const { secret, uri } = startTwoFactor(backend, user);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
      issuer: 'Northwind Markets',
    });
    expect(decodeURIComponent(parsed.pathname)).toBe('/Northwind Markets:kenji@example.com');
    expect(twoFactorOn(backend, user)).toBe(false);

    expect(await confirmTwoFactor(backend, user, record(), '000000')).toBeUndefined();
    expect(twoFactorOn(backend, user)).toBe(false);
    const codes = await confirmTwoFactor(backend, user, record(), appCode(secret, clock));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(twoFactorOn(backend, user)).toBe(true);
  });
});

describe('TOTP codes', () => {
  let secret: string;
  beforeEach(() => {
    ({ secret } = startTwoFactor(backend, user));
    record().enabled = true;
  });

  it('accepts the code of now and of one step either side, not two', () => {
    clock = STEP_START + 45_000; // in the second step
    expect(acceptTotp(backend, user, record(), appCode(secret, clock - 60_000))).toBe(false);
    expect(acceptTotp(backend, user, record(), appCode(secret, clock + 60_000))).toBe(false);
    expect(acceptTotp(backend, user, record(), appCode(secret, clock - 30_000))).toBe(true);
    expect(acceptTotp(backend, user, record(), appCode(secret, clock))).toBe(true);
    expect(acceptTotp(backend, user, record(), appCode(secret, clock + 30_000))).toBe(true);
  });

  it('accepts a code once only, in its whole window, and none of an earlier step after it', () => {
    const code = appCode(secret, clock);
    expect(acceptTotp(backend, user, record(), code)).toBe(true);
    expect(acceptTotp(backend, user, record(), code)).toBe(false);
    clock += 29_999;
    expect(acceptTotp(backend, user, record(), code)).toBe(false);
    clock += 1; // the next step: the previous one's code is still in the window, but was used
    expect(acceptTotp(backend, user, record(), code)).toBe(false);
    expect(acceptTotp(backend, user, record(), appCode(secret, clock - 60_000))).toBe(false);
    expect(acceptTotp(backend, user, record(), appCode(secret, clock))).toBe(true);
  });

  it('takes the code as apps show it, with a space, and nothing that is not digits', () => {
    const code = appCode(secret, clock);
    expect(acceptTotp(backend, user, record(), `abc${code}`)).toBe(false);
    expect(acceptTotp(backend, user, record(), `${code.slice(0, 3)} ${code.slice(3)}`)).toBe(true);
  });
});

describe('recovery codes', () => {
  it('are kept only as SHA-256 hashes, each good once, typed in any case and with or without its dash', async () => {
    const { secret } = startTwoFactor(backend, user);
    const codes = (await confirmTwoFactor(backend, user, record(), appCode(secret, clock)))!;
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const kept = JSON.stringify(record());
    for (const code of codes) {
      expect(kept).not.toContain(code);
      expect(kept).not.toContain(code.replace('-', ''));
    }
    expect(record().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const hash of record().recoveryCodes) expect(hash).toMatch(/^[0-9a-f]{64}$/);

    const [first, second] = codes as [string, string];
    expect(await acceptRecoveryCode(record(), first.toUpperCase())).toBe(true);
    expect(await acceptRecoveryCode(record(), first)).toBe(false);
    expect(await acceptRecoveryCode(record(), second.replace('-', ''))).toBe(true);
    expect(await acceptRecoveryCode(record(), 'aaaaa-aaaaa')).toBe(false);
    expect(record().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT - 2);
  });
});
