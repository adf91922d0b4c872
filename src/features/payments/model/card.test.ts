import { isCardNumber, passesLuhn } from '@contract';
import { cardProblems, formatExpiry, groupCardNumber, parseExpiry } from './card';

const NOW = new Date('2026-11-23T12:00:00Z');
const good = { number: '4111 1111 1111 1111', expiry: '12/28', cvc: '123', holder: 'Alex Morgan' };

describe('card rules', () => {
  it("checks numbers with Luhn's rule, spaces allowed", () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isCardNumber('1234')).toBe(false);
    expect(isCardNumber('4111 1111 1111 111a')).toBe(false);
  });

  it('groups digits by four as typed and reads expiry dates', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('41x1')).toBe('411');
    expect(formatExpiry('0427')).toBe('04/27');
    expect(formatExpiry('04')).toBe('04');
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('0427')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4/2027')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('13/27')).toBeUndefined();
    expect(parseExpiry('april')).toBeUndefined();
  });

  it('says what is wrong with each field', () => {
    expect(cardProblems(good, NOW)).toEqual({});
    expect(cardProblems({ number: '', expiry: '', cvc: '', holder: '' }, NOW)).toEqual({
      card_number: 'required',
      expiry: 'required',
      cvc: 'required',
      holder: 'required',
    });
    expect(cardProblems({ ...good, number: '4111 1111 1111 1112' }, NOW).card_number).toBe('invalid');
    // A card is valid to the end of its month.
    expect(cardProblems({ ...good, expiry: '11/26' }, NOW).expiry).toBeUndefined();
    expect(cardProblems({ ...good, expiry: '10/26' }, NOW).expiry).toBe('expired');
    expect(cardProblems({ ...good, cvc: '12' }, NOW).cvc).toBe('invalid');
    expect(cardProblems({ ...good, holder: 'A' }, NOW).holder).toBe('invalid');
  });
});
