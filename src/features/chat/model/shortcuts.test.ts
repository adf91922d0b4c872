import { isTextField, neighbour, shortcutFor, type KeyPress } from './shortcuts';

const press = (over: Partial<KeyPress>): KeyPress => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...over,
});

describe('shortcutFor', () => {
  it('reads Alt with a letter by its place, in a field or not (macOS Option makes other characters)', () => {
    expect(shortcutFor(press({ altKey: true, code: 'KeyJ', key: 'j' }), false)).toBe('next');
    expect(shortcutFor(press({ altKey: true, code: 'KeyK', key: '˚' }), true)).toBe('previous');
    expect(shortcutFor(press({ altKey: true, code: 'KeyR', key: 'r' }), true)).toBe('resolve');
    expect(shortcutFor(press({ altKey: true, code: 'KeyN', key: 'n' }), false)).toBe('resolveAndNext');
    expect(shortcutFor(press({ altKey: true, code: 'KeyC', key: 'ç' }), true)).toBe('compose');
  });

  it('leaves the browser its own: Alt+E and Alt+F, Ctrl or Cmd with anything, Alt+Shift', () => {
    expect(shortcutFor(press({ altKey: true, code: 'KeyE', key: 'e' }), false)).toBeNull();
    expect(shortcutFor(press({ altKey: true, code: 'KeyF', key: 'f' }), false)).toBeNull();
    expect(shortcutFor(press({ ctrlKey: true, code: 'KeyJ', key: 'j' }), false)).toBeNull();
    expect(shortcutFor(press({ metaKey: true, altKey: true, code: 'KeyJ', key: 'j' }), false)).toBeNull();
    expect(shortcutFor(press({ altKey: true, shiftKey: true, code: 'KeyJ', key: 'J' }), false)).toBeNull();
  });

  it("takes '/' and '?' only outside a text field, where they would be typed", () => {
    expect(shortcutFor(press({ key: '/', code: 'Slash' }), false)).toBe('search');
    expect(shortcutFor(press({ key: '?', code: 'Slash', shiftKey: true }), false)).toBe('help');
    expect(shortcutFor(press({ key: '/', code: 'Slash' }), true)).toBeNull();
    expect(shortcutFor(press({ key: '?', code: 'Slash', shiftKey: true }), true)).toBeNull();
    expect(shortcutFor(press({ key: 'j', code: 'KeyJ' }), false)).toBeNull();
  });
});

describe('isTextField', () => {
  it('is a text input, a text area, a select or editable text; not a checkbox or a button', () => {
    expect(isTextField({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTextField({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextField({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextField({ tagName: 'SELECT' })).toBe(true);
    expect(isTextField({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextField({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextField({ tagName: 'BUTTON', isContentEditable: false })).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('neighbour', () => {
  const shown = [{ id: 5 }, { id: 9 }, { id: 2 }];

  it('steps through the list as shown, wrapping at its ends', () => {
    expect(neighbour(shown, 5, 1)?.id).toBe(9);
    expect(neighbour(shown, 2, 1)?.id).toBe(5);
    expect(neighbour(shown, 5, -1)?.id).toBe(2);
  });

  it('starts at an end when nothing shown is open, and is nothing in an empty list', () => {
    expect(neighbour(shown, undefined, 1)?.id).toBe(5);
    expect(neighbour(shown, 42, -1)?.id).toBe(2);
    expect(neighbour([], 5, 1)).toBeUndefined();
  });
});
