/**
 * The composer hands each message over the moment Enter is pressed: a second message written while
 * the first is still being stored is sent too, and the box loses only what it handed over. A draft
 * still to be written when the session ends is never written after the sign-out's wipe. Its rules
 * (what may be sent, which key sends) are tested last.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftStorage, wipeChatStorage } from '../model/chat-storage';
import { canSend, Composer, isSendKey } from './composer';

/** An onSend whose calls stay pending until the test settles them. */
function heldSends() {
  const calls: { text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const onSend = vi.fn(
    (text: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ text, resolve, reject });
      }),
  );
  return { calls, onSend };
}

const box = () => screen.getByRole('textbox', { name: 'Message' });

describe('Composer', () => {
  it('sends a message typed while the previous one is still being stored', async () => {
    const user = userEvent.setup();
    const { calls, onSend } = heldSends();
    render(<Composer draftKey="quick" onSend={onSend} />);
    await user.type(box(), 'first{Enter}');
    expect(box()).toHaveValue('');
    await user.type(box(), 'second{Enter}third');
    expect(calls.map((call) => call.text)).toEqual(['first', 'second']);
    // The first one's storing ends: what was typed since stays.
    calls[0]!.resolve();
    calls[1]!.resolve();
    await waitFor(() => expect(box()).toHaveValue('third'));
  });

  it('puts a message that could not be stored back, ahead of what was typed since', async () => {
    const user = userEvent.setup();
    const { calls, onSend } = heldSends();
    render(<Composer draftKey="failing" onSend={onSend} />);
    await user.type(box(), 'keep me{Enter}and this');
    calls[0]!.reject(new Error('The message could not be saved on this device.'));
    await waitFor(() => expect(box()).toHaveValue('keep me\nand this'));
    expect(screen.getByRole('alert')).toHaveTextContent('The message could not be saved on this device.');
  });

  it('writes no draft typed before the sign-out after its wipe, when the conversation closes', async () => {
    const user = userEvent.setup();
    const { onSend } = heldSends();
    const { unmount } = render(<Composer draftKey="ended" onSend={onSend} />);
    // Typed, and the sign-out comes before the pause after which the draft is written.
    await user.type(box(), 'half a secret');
    await wipeChatStorage();
    // The sign-out closes the conversation, which writes what its box still holds.
    unmount();
    expect(await draftStorage.read()).toEqual({});
  });
});

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
