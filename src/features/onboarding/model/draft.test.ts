import { describe, expect, it } from 'vitest';
import { createDraft, DRAFT_MAX_AGE_MS, isDraftExpired, readDraft, withCountryChoice } from './draft';

const signedUpAt = new Date('2026-03-01T10:00:00.000Z');
const t0 = signedUpAt.getTime();

describe('createDraft', () => {
  it('stores the trimmed email, the password, the country slug and an ISO timestamp', () => {
    expect(
      createDraft({ email: ' new@example.com ', password: 'secret-123', countryCode: 'GB' }, signedUpAt),
    ).toEqual({
      email: 'new@example.com',
      password: 'secret-123',
      country: 'united-kingdom',
      timestamp: '2026-03-01T10:00:00.000Z',
    });
  });

  it('uses united-states when the check gave no or an unknown country', () => {
    expect(
      createDraft({ email: 'a@example.com', password: 'x', countryCode: undefined }, signedUpAt).country,
    ).toBe('united-states');
    expect(
      createDraft({ email: 'a@example.com', password: 'x', countryCode: 'QQ' }, signedUpAt).country,
    ).toBe('united-states');
  });
});

describe('isDraftExpired', () => {
  const draft = { timestamp: signedUpAt.toISOString() };

  it('keeps a draft for up to one hour', () => {
    expect(DRAFT_MAX_AGE_MS).toBe(3_600_000);
    expect(isDraftExpired(draft, t0)).toBe(false);
    expect(isDraftExpired(draft, t0 + 59 * 60_000)).toBe(false);
    expect(isDraftExpired(draft, t0 + DRAFT_MAX_AGE_MS)).toBe(false);
  });

  it('discards a draft older than one hour', () => {
    expect(isDraftExpired(draft, t0 + DRAFT_MAX_AGE_MS + 1)).toBe(true);
    expect(isDraftExpired(draft, t0 + 24 * DRAFT_MAX_AGE_MS)).toBe(true);
  });

  it('discards a draft stamped in the future or with no real date', () => {
    expect(isDraftExpired(draft, t0 - 1000)).toBe(true);
    expect(isDraftExpired({ timestamp: 'yesterday' }, t0)).toBe(true);
  });
});

describe('readDraft', () => {
  const fresh = createDraft(
    { email: 'a@example.com', password: 'password-1', countryCode: 'FR' },
    signedUpAt,
  );

  it('accepts a fresh, well-formed draft with or without the country step', async () => {
    expect(await readDraft(fresh, t0 + 1000)).toEqual({ kind: 'ok', draft: fresh });
    const full = withCountryChoice(fresh, {
      countryOfResidence: 'france',
      nationality: 'germany',
      agreePrivacy: true,
    });
    expect(await readDraft(full, t0 + 1000)).toEqual({ kind: 'ok', draft: full });
  });

  it('reports nothing stored', async () => {
    expect(await readDraft(undefined, t0)).toEqual({ kind: 'none' });
    expect(await readDraft(null, t0)).toEqual({ kind: 'none' });
  });

  it('rejects whatever does not have the draft shape', async () => {
    expect((await readDraft('a string', t0)).kind).toBe('invalid');
    expect((await readDraft({ ...fresh, email: 'not-an-email' }, t0)).kind).toBe('invalid');
    expect((await readDraft({ ...fresh, password: undefined }, t0)).kind).toBe('invalid');
    expect((await readDraft({ ...fresh, agreePrivacy: 'yes' }, t0)).kind).toBe('invalid');
  });

  it('reports an old draft as expired', async () => {
    expect((await readDraft(fresh, t0 + DRAFT_MAX_AGE_MS + 1)).kind).toBe('expired');
  });
});

describe('withCountryChoice', () => {
  it('merges the answers and keeps the sign-up timestamp', () => {
    const draft = createDraft(
      { email: 'a@example.com', password: 'password-1', countryCode: 'US' },
      signedUpAt,
    );
    const merged = withCountryChoice(draft, {
      countryOfResidence: 'spain',
      nationality: 'italy',
      agreePrivacy: true,
    });
    expect(merged).toEqual({
      ...draft,
      countryOfResidence: 'spain',
      nationality: 'italy',
      agreePrivacy: true,
    });
    expect(merged.timestamp).toBe(draft.timestamp);
  });
});
