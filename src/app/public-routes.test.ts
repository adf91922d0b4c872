import { describe, expect, it } from 'vitest';
import { isPublicPath, signsOutOn401 } from './public-routes';

describe('isPublicPath', () => {
  it('knows the seven public routes of the spec', () => {
    for (const p of [
      '/register/country-residence',
      '/signup',
      '/',
      '/login',
      '/auto-login',
      '/register',
      '/forgot-password',
    ]) {
      expect(isPublicPath(p)).toBe(true);
    }
  });
  it('treats the app as protected', () => {
    for (const p of ['/main', '/main/dashboard', '/trading', '/admin/chat', '/registered'])
      expect(isPublicPath(p)).toBe(false);
  });
});

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
