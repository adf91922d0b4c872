import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { isValidLicenseAnswer, licenseFailure, planLicense } from './license';

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

describe('licenseFailure', () => {
  it('reads a refusal from the license server as invalid', () => {
    expect(licenseFailure(new ApiError('Forbidden', 'http', 403))).toBe('invalid');
    expect(licenseFailure(new ApiError('Unprocessable', 'http', 422))).toBe('invalid');
  });

  it('offers a retry when the check got no usable answer', () => {
    for (const error of [
      new ApiError('down', 'network'),
      new ApiError('slow', 'timeout'),
      new ApiError('oops', 'http', 503),
      new ApiError('garbled', 'invalid'),
      new ApiError('no config', 'config'),
      new Error('unexpected'),
    ])
      expect(licenseFailure(error)).toBe('retry');
  });
});
