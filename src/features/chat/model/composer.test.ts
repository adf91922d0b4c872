import { canSend, isSendKey } from './composer';

describe('canSend', () => {
  it('sends text', () => {
    expect(canSend('Hello', 0)).toBe(true);
    expect(canSend('  Hello \n', 0)).toBe(true);
    expect(canSend('.', 0)).toBe(true);
  });

  it('does not send text that is only whitespace, with no attachment', () => {
    for (const text of ['', ' ', '   ', '\n', '\n\n  \t', '\u00a0', '\u3000', '\r\n']) {
      expect(canSend(text, 0)).toBe(false);
    }
  });

  it('sends an attachment alone, with or without whitespace', () => {
    expect(canSend('', 1)).toBe(true);
    expect(canSend('  \n', 1)).toBe(true);
    expect(canSend('See this', 1)).toBe(true);
  });
});

describe('isSendKey', () => {
  it('sends with Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
  });

  it('makes a new line with Shift+Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
  });

  it('does not send with the Enter that ends an IME composition', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });

  it('does not send with other keys', () => {
    for (const key of ['a', ' ', 'Tab', 'Escape', 'ArrowUp']) {
      expect(isSendKey({ key, shiftKey: false })).toBe(false);
    }
  });
});
