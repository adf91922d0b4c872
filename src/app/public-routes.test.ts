import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-routes';

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
