import { isPlainText, requests } from './endpoints';

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
