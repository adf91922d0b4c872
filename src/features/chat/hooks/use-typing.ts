/**
 * Typing indicators of one conversation, both ways, through whispers on its private channel (client
 * events, which the server passes only between the channel's members: the customer and the admins).
 * Each whisper names its side; a reader hears the other side only: a customer hears support ("Support
 * is typing…"), an admin hears the customer, by name. Returns whether the other side is typing, a way
 * to clear that, and what the composer calls as its text changes.
 */
import { useEffect, useMemo, useState } from 'react';
import { channels, listen, whisper } from '@/lib/realtime';
import { createTypingSignal, TYPING_SILENCE_MS, type TypingSignal } from '../model/typing';

export function useTyping(customerId: number, readerIsAdmin: boolean) {
  const channel = channels.chatCustomer(customerId);
  const [otherTyping, setOtherTyping] = useState(false);
  const ownSide = readerIsAdmin ? 'support' : 'customer';

  useEffect(() => {
    let silence: ReturnType<typeof setTimeout> | undefined;
    const stopListening = listen(channel, 'client-typing', ({ typing, side }) => {
      if (side === ownSide) return;
      clearTimeout(silence);
      setOtherTyping(typing);
      if (typing) silence = setTimeout(() => setOtherTyping(false), TYPING_SILENCE_MS);
    });
    return () => {
      clearTimeout(silence);
      stopListening();
    };
  }, [channel, ownSide]);

  const signal: TypingSignal = useMemo(
    () => createTypingSignal((typing) => whisper(channel, 'typing', { typing, side: ownSide })),
    [channel, ownSide],
  );
  // Leaving the conversation is stopping.
  useEffect(() => () => signal.stop(), [signal]);

  return { otherTyping, setOtherTyping, signal };
}
