import { describe, expect, it } from 'vitest';
import { hasErrors, refusalOf } from '@/components/form/use-form-submit';
import { ApiError } from '@/lib/api';
import {
  calendarDay,
  latestAdultBirthDate,
  setUpFields,
  setUpServerFields,
  validateDateOfBirth,
  validatePhone,
  validateSetUp,
  validateSignUp,
} from './validators';

const today = new Date(2026, 2, 15); // 15 March 2026, local time

describe('validateSignUp', () => {
  it('uses the spec messages for a bad email and a short password', () => {
    expect(validateSignUp({ email: 'nope', password: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });

  it('accepts a valid email and an 8-character password', () => {
    const errors = validateSignUp({ email: 'new@example.com', password: '12345678' });
    expect(hasErrors(errors)).toBe(false);
  });
});

describe('calendarDay', () => {
  it('writes the local calendar day the contract compares', () => {
    expect(calendarDay(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
    expect(calendarDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('validateDateOfBirth', () => {
  it('requires a date, a real one, and 18 or over', () => {
    expect(validateDateOfBirth('', today)).toBe('Please enter your date of birth');
    expect(validateDateOfBirth('2001-13-01', today)).toBe('Please enter a valid date of birth');
    expect(validateDateOfBirth('2030-01-01', today)).toBe('Please enter a valid date of birth');
    expect(validateDateOfBirth('1850-01-01', today)).toBe('Please enter a valid date of birth');
    expect(validateDateOfBirth('2008-03-16', today)).toBe('You must be at least 18 years old');
    expect(validateDateOfBirth('2008-03-15', today)).toBeUndefined();
  });

  it('offers the latest adult birth date for the picker', () => {
    expect(latestAdultBirthDate(today)).toBe('2008-03-15');
    expect(validateDateOfBirth(latestAdultBirthDate(today), today)).toBeUndefined();
  });
});

describe('validatePhone', () => {
  it('accepts what the server accepts', () => {
    expect(validatePhone('+44 20 7946 0958')).toBeUndefined();
    expect(validatePhone('(555) 123-4567')).toBeUndefined();
  });

  it('rejects empty, lettered or too short numbers', () => {
    expect(validatePhone('  ')).toBe('Please enter your phone number');
    expect(validatePhone('call me')).toBe('Please enter a valid phone number');
    expect(validatePhone('123')).toBe('Please enter a valid phone number');
  });
});

describe('validateSetUp', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+44 20 7946 0958',
    dateOfBirth: '1990-05-01',
  };

  it('passes a complete form', () => {
    expect(hasErrors(validateSetUp(valid, today))).toBe(false);
  });

  it('names each missing or wrong field', () => {
    expect(validateSetUp({ firstName: ' ', lastName: '', phone: '', dateOfBirth: '' }, today)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      phone: 'Please enter your phone number',
      dateOfBirth: 'Please enter your date of birth',
    });
    expect(validateSetUp({ ...valid, lastName: 'x'.repeat(101) }, today).lastName).toBe(
      'Please use 100 characters or fewer',
    );
  });
});

describe('a Set Up refusal', () => {
  const invalid = (errors: Record<string, string[]>) =>
    new ApiError('x', 'http', 422, { message: 'The given data was invalid.', errors });
  const setUp = { fields: setUpFields, rename: setUpServerFields, fallback: 'Failed.' };

  it('puts known server fields beside their form field, with no extra message', () => {
    expect(refusalOf(invalid({ first_name: ['Too long.'], date_of_birth: ['Bad date.'] }), setUp)).toEqual({
      fields: { firstName: 'Too long.', dateOfBirth: 'Bad date.' },
      message: null,
    });
  });

  it('tells errors of fields the form does not show as the message', () => {
    expect(
      refusalOf(invalid({ phone: ['Unreachable.'], email: ['The email has already been taken.'] }), setUp),
    ).toEqual({ fields: { phone: 'Unreachable.' }, message: 'The email has already been taken.' });
  });

  it("uses the server's message, else the fallback, for anything else", () => {
    expect(refusalOf(new ApiError('x', 'http', 500, { message: 'Server Error.' }), setUp)).toEqual({
      fields: {},
      message: 'Server Error.',
    });
    expect(refusalOf(new ApiError('x', 'network'), setUp)).toEqual({ fields: {}, message: 'Failed.' });
    expect(refusalOf(invalid({}), setUp)).toEqual({ fields: {}, message: 'The given data was invalid.' });
  });
});
