/** The composer's rules: what may be sent, and which key sends. */

/** Text that is only whitespace is no message; an attachment alone is. */
export const canSend = (text: string, attachments: number) => text.trim() !== '' || attachments > 0;

/** Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is neither. */
export const isSendKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;
