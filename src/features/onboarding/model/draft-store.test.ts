// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDraft, DRAFT_MAX_AGE_MS } from './draft';
import { loadDraft, saveDraft } from './draft-store';
import { clearDraft, removeStaleDraft } from './stored-draft';

const KEY = 'registration_data';
const signedUpAt = new Date('2026-03-01T10:00:00.000Z');
const t0 = signedUpAt.getTime();
const draft = createDraft({ email: 'a@example.com', password: 'secret-123', countryCode: 'GB' }, signedUpAt);

afterEach(() => localStorage.clear());

describe('removeStaleDraft', async () => {
  it('removes a draft whose hour is over', async () => {
    saveDraft(draft);
    await removeStaleDraft(t0 + DRAFT_MAX_AGE_MS + 1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('removes what is not a draft at all', async () => {
    localStorage.setItem(KEY, '{"password":"left-behind"');
    await removeStaleDraft(t0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a fresh draft, so the visitor can finish signing up', async () => {
    saveDraft(draft);
    await removeStaleDraft(t0 + 60_000);
    expect(await loadDraft(t0 + 60_000)).toEqual(draft);
  });
});

describe('clearDraft', async () => {
  it('removes even a fresh draft, and with it the password', async () => {
    saveDraft(draft);
    clearDraft();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
