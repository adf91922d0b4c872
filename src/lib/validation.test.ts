import { describe, expect, it } from 'vitest';
import { validateEmail, validateNewPassword, validateRequired } from './validation';

describe('validateEmail', () => {
  it.each(['demo@example.com', ' a.b+c@sub.example.co.uk '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });
  it.each(['', 'demo', 'demo@', '@example.com', 'de mo@example.com', 'demo@example', 'demo@example.c'])(
    'rejects %j with the spec message',
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address');
    },
  );
});

describe('validateNewPassword', () => {
  it('needs at least 8 characters', () => {
    expect(validateNewPassword('1234567')).toBe('Password must be at least 8 characters');
    expect(validateNewPassword('12345678')).toBeUndefined();
  });
});

describe('validateRequired', () => {
  it('treats whitespace as empty', () => {
    expect(validateRequired('  ')).toBe('This field is required');
    expect(validateRequired('x')).toBeUndefined();
  });
});
