/**
 * Typing indicators: the writer's side says "typing" when text is written, again every few seconds
 * while it goes on (a whisper can be lost, and the other side forgets after a silence), and "stopped"
 * when the box is emptied or the message sent; the reader's side shows it until "stopped" or a
 * silence. Far below the server's limit of 10 client events a second.
 */

/** While typing goes on, "typing" is said again this often. */
export const TYPING_REPEAT_MS = 3_000;
/** The reader forgets a "typing" not repeated within this long: the writer went away mid-word. */
export const TYPING_SILENCE_MS = 6_000;

export interface TypingSignal {
  /** The box's text changed (by the writer). */
  input(text: string): void;
  /** The message went, or the writer left the conversation. */
  stop(): void;
}

export function createTypingSignal(
  send: (typing: boolean) => void,
  now: () => number = Date.now,
): TypingSignal {
  let typingSince: number | null = null;
  const stop = () => {
    if (typingSince === null) return;
    typingSince = null;
    send(false);
  };
  return {
    input(text) {
      if (text.trim() === '') return stop();
      const at = now();
      if (typingSince !== null && at - typingSince < TYPING_REPEAT_MS) return;
      typingSince = at;
      send(true);
    },
    stop,
  };
}
