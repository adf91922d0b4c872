import { ApiError } from '@/lib/api';
import { refusalOf } from './refusal';

const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError('x', 'http', 422, { message, errors });

const card = {
  fields: ['amount', 'card_number', 'expiry', 'cvc'] as const,
  fallback: 'Failed.',
  rename: { expiry_month: 'expiry', expiry_year: 'expiry' } as const,
};

describe('refusalOf', () => {
  it('puts the errors of fields the form shows beside them, with no message', () => {
    expect(refusalOf(invalid({ amount: ['Too much.'], cvc: ['Bad CVC.'] }), card)).toEqual({
      fields: { amount: 'Too much.', cvc: 'Bad CVC.' },
      message: null,
    });
  });

  it('renames server fields the form joins, the first message winning', () => {
    expect(refusalOf(invalid({ expiry_month: ['Bad month.'], expiry_year: ['Bad year.'] }), card)).toEqual({
      fields: { expiry: 'Bad month.' },
      message: null,
    });
  });

  it('says an error on a field the form does not show for the whole form, beside the shown ones', () => {
    expect(
      refusalOf(
        invalid({ cvc: ['Bad CVC.'], email: ['Taken.'], wallet_id: ['Unknown.'], other: ['Taken.'] }),
        card,
      ),
    ).toEqual({ fields: { cvc: 'Bad CVC.' }, message: 'Taken. Unknown.' });
  });

  it("uses the server's message, else the fallback, for a 422 without field errors and any other failure", () => {
    expect(refusalOf(invalid({}, 'Not now.'), card)).toEqual({ fields: {}, message: 'Not now.' });
    expect(refusalOf(invalid({}, ''), card)).toEqual({ fields: {}, message: 'Failed.' });
    expect(refusalOf(new ApiError('x', 'http', 403, { message: 'Verify first.' }), card)).toEqual({
      fields: {},
      message: 'Verify first.',
    });
    expect(refusalOf(new ApiError('x', 'network'), card)).toEqual({ fields: {}, message: 'Failed.' });
    expect(refusalOf(new Error('boom'), card)).toEqual({ fields: {}, message: 'Failed.' });
  });

  it('reads a field errors of a status other than 422 as a message only', () => {
    const throttled = new ApiError('x', 'http', 429, { message: 'Slow down.', errors: { cvc: ['Slow.'] } });
    expect(refusalOf(throttled, card)).toEqual({ fields: {}, message: 'Slow down.' });
  });
});
