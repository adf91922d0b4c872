import { requests } from './endpoints.ts';
import { ageOn, birthDateProblem, isCalendarDate, isPlainText } from './predicates.ts';

describe('isPlainText', () => {
  it.each([
    ['plain words', 'Hello there'],
    ['line breaks and tabs', 'one\ntwo\r\nthree\tfour'],
    ['accents and scripts', 'Zoë, Łukasz, 山田, محمد'],
    ['whole emoji, flags and joined ones', '👍🏽 🇬🇧 👩‍👩‍👧'],
    ['nothing', ''],
  ])('accepts %s', (_, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'ding\u0007'],
    ['escape sequences', '\u001b[31mred'],
    ['DEL', 'x\u007f'],
    ['a lone high surrogate at the end', 'ok \ud83d'],
    ['a lone high surrogate before text', '\ud83dabc'],
    ['a lone low surrogate', 'abc\ude00'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it('is the rule of the free-text request fields', () => {
    expect(requests.chatSend.allows({ message: 'hi\u0000' })).toBe(false);
    expect(requests.chatSend.allows({ message: 'hi', client_id: 'id\ud800' })).toBe(false);
    expect(requests.register.get('first_name').allows('Ann\u0000')).toBe(false);
    expect(requests.register.get('last_name').allows('Lee')).toBe(true);
  });
});

describe('dates of birth', () => {
  it.each(['2000-02-29', '1990-12-31', '2024-02-29'])('%s is a real date', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([
    '9999-99-99',
    '2023-02-29',
    '1900-02-29',
    '1990-13-01',
    '1990-00-10',
    '1990-04-31',
    '1990-4-1',
    '',
  ])('%j is not a real date', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });

  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2008-03-16', '2026-03-15')).toBe(17);
    expect(ageOn('2008-03-16', '2026-03-16')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2030-01-01', '2026-03-16')).toBe(-4);
    expect(ageOn('2008-02-30', '2026-03-16')).toBeUndefined();
  });

  it.each([
    ['9999-99-99', 'invalid'],
    ['2026-03-17', 'future'],
    ['2025-06-01', 'under-age'],
    ['2008-03-17', 'under-age'],
    ['2008-03-16', undefined],
    ['1906-03-16', undefined],
    ['1905-03-15', 'too-old'],
  ])('on 2026-03-16, %s is %s', (date, problem) => {
    expect(birthDateProblem(date, '2026-03-16')).toBe(problem);
  });

  it('is what the sign-up schema accepts as a date, and countries are the offered ones', () => {
    expect(requests.register.get('date_of_birth').allows('2023-02-29')).toBe(false);
    expect(requests.register.get('date_of_birth').allows('2000-02-29')).toBe(true);
    expect(requests.register.get('nationality').allows('france')).toBe(true);
    expect(requests.register.get('nationality').allows('xx')).toBe(false);
  });
});
