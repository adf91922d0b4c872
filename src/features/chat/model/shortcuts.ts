/**
 * The support desk's keyboard shortcuts. None clashes with a browser's own: Alt with J, K, R, N or C
 * opens no menu in Chrome, Edge or Firefox (their menus take Alt+F, E, V, S, B, T and H; Alt+E is
 * Chrome's menu on Windows), and '/' and '?' act only outside a text field, where they type nothing.
 * The letter is read from the key's place (`code`), since macOS's Option turns it into another
 * character.
 */
export type ShortcutId = 'next' | 'previous' | 'resolve' | 'resolveAndNext' | 'search' | 'compose' | 'help';

export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** In the order the help sheet lists them, each with the keys it shows. */
export const SHORTCUTS: readonly { id: ShortcutId; keys: readonly string[] }[] = [
  { id: 'next', keys: ['Alt', 'J'] },
  { id: 'previous', keys: ['Alt', 'K'] },
  { id: 'resolve', keys: ['Alt', 'R'] },
  { id: 'resolveAndNext', keys: ['Alt', 'N'] },
  { id: 'compose', keys: ['Alt', 'C'] },
  { id: 'search', keys: ['/'] },
  { id: 'help', keys: ['?'] },
];

const WITH_ALT: Readonly<Record<string, ShortcutId>> = {
  KeyJ: 'next',
  KeyK: 'previous',
  KeyR: 'resolve',
  KeyN: 'resolveAndNext',
  KeyC: 'compose',
};

/** The shortcut a key press means, if any; `inField` is whether a text field has the focus. */
export function shortcutFor(press: KeyPress, inField: boolean): ShortcutId | null {
  if (press.ctrlKey || press.metaKey) return null;
  if (press.altKey) return press.shiftKey ? null : (WITH_ALT[press.code] ?? null);
  if (inField) return null;
  if (press.key === '/') return 'search';
  if (press.key === '?') return 'help';
  return null;
}

/** Whether the element takes typed text, so that '/' and '?' are the user's, not shortcuts. */
export function isTextField(
  element: { tagName: string; type?: string; isContentEditable?: boolean } | null,
): boolean {
  if (!element) return false;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NOT_TEXT.has(element.type ?? 'text');
  return element.isContentEditable === true;
}

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color']);

/** The customer before or after `currentId` in the list as shown, wrapping at its ends. */
export function neighbour<T extends { id: number }>(
  shown: readonly T[],
  currentId: number | undefined,
  step: 1 | -1,
): T | undefined {
  if (shown.length === 0) return undefined;
  const at = shown.findIndex((entry) => entry.id === currentId);
  if (at < 0) return step === 1 ? shown[0] : shown[shown.length - 1];
  return shown[(at + step + shown.length) % shown.length];
}
