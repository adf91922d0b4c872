import { describe, expect, it } from 'vitest';
import { signsOutOn401 } from './unauthorized';

describe('signsOutOn401', () => {
  it('does not sign out on the login, register and forgot-password pages', () => {
    for (const path of ['/', '/login', '/login/', '/register', '/forgot-password'])
      expect(signsOutOn401(path)).toBe(false);
  });

  it('signs out everywhere else, including other public pages', () => {
    for (const path of [
      '/main/dashboard',
      '/admin/chat',
      '/trading',
      '/signup',
      '/auto-login',
      '/register/country-residence',
    ]) {
      expect(signsOutOn401(path)).toBe(true);
    }
  });
});
