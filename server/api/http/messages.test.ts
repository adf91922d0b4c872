import { type } from 'arktype';
import { fieldMessage } from './messages';

const schema = type({
  email: 'string.email',
  password: 'string >= 8',
  first_name: '1 <= string <= 5',
  phone: /^\d+$/,
  agree: 'true',
  kind: "'a' | 'b'",
  count: 'number.integer',
  level: '1 <= number <= 10',
  tags: 'string[] <= 2',
  checked: type('string').narrow((value, ctx) => value === 'ok' || ctx.mustBe('a word we know')),
  'strict?': type({ inner: 'string' }).onUndeclaredKey('reject'),
});

/** The messages for one input, by field. */
function messagesFor(input: unknown): Record<string, string> {
  const out = schema(input);
  if (!(out instanceof type.errors)) return {};
  return Object.fromEntries(
    [...out].map((error) => [fieldMessage(error).field, fieldMessage(error).message]),
  );
}

const EVIL = '<b>evil</b>';

describe('fieldMessage', () => {
  it('names missing fields as required', () => {
    expect(messagesFor({})).toMatchObject({
      email: 'The email field is required.',
      first_name: 'The first name field is required.',
      agree: 'The agree field is required.',
    });
  });

  it('says what each rule wants, in the catalog words, without the value sent', () => {
    const messages = messagesFor({
      email: EVIL,
      password: EVIL.slice(0, 5),
      first_name: EVIL,
      phone: EVIL,
      agree: EVIL,
      kind: EVIL,
      count: 1.5,
      level: 11,
      tags: [EVIL, EVIL, EVIL],
      checked: EVIL,
      strict: { inner: EVIL, [EVIL]: 1 },
    });
    expect(messages).toEqual({
      email: 'The email field must be a valid email address.',
      password: 'The password field must be at least 8 characters.',
      first_name: 'The first name field must not be greater than 5 characters.',
      phone: 'The phone field format is invalid.',
      agree: 'The agree field must be accepted.',
      kind: 'The selected kind is invalid.',
      count: 'The count field must be an integer.',
      level: 'The level field must be at most 10.',
      tags: 'The tags field must not have more than 2 items.',
      checked: 'The checked field must be a word we know.',
      body: 'The request contains fields that are not allowed.',
    });
    expect(JSON.stringify(messages)).not.toContain('evil');
  });

  it('names the wrong kind of value, and an empty text as missing', () => {
    expect(messagesFor({ email: 5, first_name: '', tags: 'one', count: '1' })).toMatchObject({
      email: 'The email field must be a string.',
      first_name: 'The first name field is required.',
      tags: 'The tags field must be an array.',
      count: 'The count field must be a number.',
    });
    expect(messagesFor({ tags: [7] })).toMatchObject({ 'tags.0': 'The tags.0 field must be a string.' });
  });

  it('says a body that is not an object is one', () => {
    expect(messagesFor(EVIL)).toEqual({ body: 'The request body must be a JSON object.' });
  });
});
