import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { checkEmailFailureMessage, readCheckEmailAnswer } from './check-email';
import { percentOf, validateDocumentFile } from './documents';
import { registerEntry } from './entry';
import { financialOptions, validateFinancialProfile, emptyFinancialDraft } from './financial-profile';
import { logoHref, splitAround, tenantSiteUrl } from './links';
import { isStageDone, nextStage } from './stages';

describe('readCheckEmailAnswer', () => {
  it('lets the visitor on only when success and available are both true', () => {
    expect(readCheckEmailAnswer({ success: true, data: { available: true, country: 'GB' } })).toEqual({
      available: true,
      countryCode: 'GB',
    });
    expect(readCheckEmailAnswer({ success: true, data: { available: true, country: null } })).toEqual({
      available: true,
      countryCode: 'US',
    });
  });

  it('answers the server message, else the spec message, when the address cannot be used', () => {
    expect(
      readCheckEmailAnswer({
        success: false,
        message: 'Taken here',
        data: { available: false, country: 'US' },
      }),
    ).toEqual({ available: false, message: 'Taken here' });
    expect(readCheckEmailAnswer({ success: true, data: { available: false } })).toEqual({
      available: false,
      message: 'Email is already registered',
    });
    expect(readCheckEmailAnswer({ success: false })).toEqual({
      available: false,
      message: 'Email is already registered',
    });
  });
});

describe('checkEmailFailureMessage', () => {
  it('shows the server message of a failed answer, else the spec fallback', () => {
    expect(checkEmailFailureMessage(new ApiError('x', 'http', 500, { message: 'Server Error.' }))).toBe(
      'Server Error.',
    );
    expect(checkEmailFailureMessage(new ApiError('x', 'http', 502))).toBe(
      'Failed to check email availability',
    );
  });

  it('uses the generic message when no answer came', () => {
    expect(checkEmailFailureMessage(new ApiError('x', 'network'))).toBe(
      'An error occurred. Please try again.',
    );
    expect(checkEmailFailureMessage(new ApiError('x', 'timeout'))).toBe(
      'An error occurred. Please try again.',
    );
    expect(checkEmailFailureMessage(new TypeError('boom'))).toBe('An error occurred. Please try again.');
  });

  it('says so when the answer broke the contract', () => {
    expect(checkEmailFailureMessage(new ApiError('Invalid response from server.', 'invalid'))).toBe(
      'Invalid response from server.',
    );
  });
});

describe('registerEntry', () => {
  const draft = { email: 'a@example.com', password: 'password-1', country: 'france', timestamp: '' };

  it('continues a signed-in user with the later stages', () => {
    expect(registerEntry({ signedIn: true, draft: undefined })).toBe('stages');
  });

  it('needs a draft, then the privacy tick, from a visitor', () => {
    expect(registerEntry({ signedIn: false, draft: undefined })).toBe('no-draft');
    expect(registerEntry({ signedIn: false, draft })).toBe('no-privacy');
    expect(registerEntry({ signedIn: false, draft: { ...draft, agreePrivacy: false } })).toBe('no-privacy');
    expect(registerEntry({ signedIn: false, draft: { ...draft, agreePrivacy: true } })).toBe('set-up');
  });
});

describe('logoHref', () => {
  it('adds the stored license as q to the website', () => {
    expect(logoHref('https://broker.example/', 'DEMO-LICENSE-2026')).toBe(
      'https://broker.example/?q=DEMO-LICENSE-2026',
    );
    expect(logoHref('https://broker.example/home?lang=en', 'abc def')).toBe(
      'https://broker.example/home?lang=en&q=abc+def',
    );
  });

  it('leaves q out without a license and stays in the app without a usable website', () => {
    expect(logoHref('https://broker.example/', null)).toBe('https://broker.example/');
    expect(logoHref(null, 'LICENSE-1')).toBe('/');
    expect(logoHref('not a url', 'LICENSE-1')).toBe('/');
    expect(logoHref('javascript:alert(1)', 'LICENSE-1')).toBe('/');
  });
});

describe('stages', () => {
  it('goes financial profile, then ID check, then done', () => {
    expect(nextStage({ financial_profile_done: false, id_check_done: false, identity: 'not_started' })).toBe(
      'financial-profile',
    );
    expect(nextStage({ financial_profile_done: false, id_check_done: true, identity: 'in_review' })).toBe(
      'financial-profile',
    );
    expect(nextStage({ financial_profile_done: true, id_check_done: false, identity: 'rejected' })).toBe(
      'id-check',
    );
    expect(nextStage({ financial_profile_done: true, id_check_done: true, identity: 'verified' })).toBe(
      'done',
    );
  });

  it('counts Set Up as done once the account exists', () => {
    const progress = { financial_profile_done: false, id_check_done: true, identity: 'in_review' } as const;
    expect(isStageDone('set-up', progress)).toBe(true);
    expect(isStageDone('financial-profile', progress)).toBe(false);
    expect(isStageDone('id-check', progress)).toBe(true);
  });
});

describe('financial profile', () => {
  it('offers exactly the values of the contract', () => {
    expect(financialOptions('employment_status').map((o) => o.value)).toEqual([
      'employed',
      'self_employed',
      'unemployed',
      'retired',
      'student',
    ]);
    expect(financialOptions('trading_experience').map((o) => o.label)).toEqual([
      'None',
      'Some (less than 2 years)',
      'Experienced (2 years or more)',
    ]);
  });

  it('needs an answer to every question', () => {
    const result = validateFinancialProfile({ ...emptyFinancialDraft, annual_income: 'under_25k' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual([
        'employment_status',
        'net_worth',
        'source_of_funds',
        'trading_experience',
      ]);
      expect(result.errors.net_worth).toBe('Please choose an option');
    }
    const complete = validateFinancialProfile({
      employment_status: 'retired',
      annual_income: 'over_100k',
      net_worth: '100k_500k',
      source_of_funds: 'savings',
      trading_experience: 'some',
    });
    expect(complete.ok).toBe(true);
  });
});

describe('identity documents', () => {
  const mb = 1024 * 1024;

  it('accepts images and PDFs up to 10 MB', () => {
    expect(validateDocumentFile({ type: 'application/pdf', size: 10 * mb })).toBeUndefined();
    expect(validateDocumentFile({ type: 'image/jpeg', size: 200_000 })).toBeUndefined();
  });

  it('refuses a missing, wrong-type, empty or oversized file before any upload', () => {
    expect(validateDocumentFile(null)).toBe('Please choose a file');
    expect(validateDocumentFile({ type: 'application/msword', size: 1000 })).toBe(
      'The document must be a PNG, JPEG or WebP image or a PDF.',
    );
    expect(validateDocumentFile({ type: 'image/png', size: 0 })).toBe('The file is empty.');
    expect(validateDocumentFile({ type: 'image/png', size: 10 * mb + 1 })).toBe(
      'The file must be 10 MB or smaller.',
    );
  });

  it('counts progress in whole percent', () => {
    expect(percentOf(0.424)).toBe(42);
    expect(percentOf(1.2)).toBe(100);
  });
});

describe('tenantSiteUrl', () => {
  it('takes only a web address from settings', () => {
    expect(tenantSiteUrl('https://broker.example/about')?.toString()).toBe('https://broker.example/about');
    expect(tenantSiteUrl('http://broker.example')?.toString()).toBe('http://broker.example/');
    for (const bad of [null, undefined, '', 'not a url', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(tenantSiteUrl(bad)).toBeNull();
    }
  });
});

describe('splitAround', () => {
  it('cuts a sentence around a phrase in it', () => {
    expect(splitAround('I agree to the Privacy Policy and I am over 18.', 'Privacy Policy')).toEqual([
      'I agree to the ',
      'Privacy Policy',
      ' and I am over 18.',
    ]);
    expect(splitAround('Privacy Policy', 'Privacy Policy')).toEqual(['', 'Privacy Policy', '']);
  });

  it('is null when the phrase is not there', () => {
    expect(splitAround('I agree and I am over 18.', 'Privacy Policy')).toBeNull();
    expect(splitAround('I agree', '')).toBeNull();
  });
});
