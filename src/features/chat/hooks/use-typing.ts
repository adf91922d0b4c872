/**
 * Typing indicators of one conversation, both ways, through whispers on its private channel (client
 * events: the server only passes them between the channel's members, with the sender's user id).
 * A customer hears any admin ("Support is typing…"); an admin hears the customer, by name. Returns
 * whether the other side is typing and what the composer calls as its text changes.
 */
import { useEffect, useMemo, useState } from 'react';
import { channels, listen, whisper } from '@/lib/realtime';
import { createTypingSignal, TYPING_SILENCE_MS, type TypingSignal } from '../model/typing';

export function useTyping(customerId: number, reader: { id: number; isAdmin: boolean } | null) {
  const channel = channels.chatCustomer(customerId);
  const [otherTyping, setOtherTyping] = useState(false);
  const readerId = reader?.id;
  const readerIsAdmin = reader?.isAdmin ?? false;

  useEffect(() => {
    if (readerId === undefined) return;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const stopListening = listen(channel, 'client-typing', ({ typing }, { userId }) => {
      // The other side only: an admin hears the customer (not another admin), a customer any admin.
      const fromOtherSide = readerIsAdmin
        ? userId === customerId
        : userId !== undefined && userId !== readerId;
      if (!fromOtherSide) return;
      clearTimeout(silence);
      setOtherTyping(typing);
      if (typing) silence = setTimeout(() => setOtherTyping(false), TYPING_SILENCE_MS);
    });
    return () => {
      clearTimeout(silence);
      stopListening();
    };
  }, [channel, customerId, readerId, readerIsAdmin]);

  const signal: TypingSignal = useMemo(
    () => createTypingSignal((typing) => whisper(channel, 'typing', { typing })),
    [channel],
  );
  // Leaving the conversation is stopping.
  useEffect(() => () => signal.stop(), [signal]);

  return { otherTyping, setOtherTyping, signal };
}
