import { describe, expect, it } from 'vitest';
import { isValidLicenseAnswer, planLicense } from './license';

describe('planLicense', () => {
  it('treats the license as valid when the page does not ask for a check', () => {
    expect(planLicense({ checkEnabled: false, queryCode: null, storedCode: null })).toEqual({
      kind: 'disabled',
    });
  });

  it('prefers the q parameter over the stored code', () => {
    expect(planLicense({ checkEnabled: true, queryCode: 'FROM-QUERY', storedCode: 'FROM-STORE' })).toEqual({
      kind: 'verify',
      code: 'FROM-QUERY',
    });
    expect(planLicense({ checkEnabled: true, queryCode: undefined, storedCode: 'FROM-STORE' })).toEqual({
      kind: 'verify',
      code: 'FROM-STORE',
    });
  });

  it('clears a missing code or one of 5 characters or fewer', () => {
    expect(planLicense({ checkEnabled: true, queryCode: null, storedCode: null })).toEqual({ kind: 'clear' });
    expect(planLicense({ checkEnabled: true, queryCode: '12345', storedCode: null })).toEqual({
      kind: 'clear',
    });
    expect(planLicense({ checkEnabled: true, queryCode: '123456', storedCode: null })).toEqual({
      kind: 'verify',
      code: '123456',
    });
  });
});

describe('isValidLicenseAnswer', () => {
  it('accepts true or success true, nothing else', () => {
    expect(isValidLicenseAnswer(true)).toBe(true);
    expect(isValidLicenseAnswer({ success: true })).toBe(true);
    expect(isValidLicenseAnswer(false)).toBe(false);
    expect(isValidLicenseAnswer({ success: false })).toBe(false);
  });
});
