import { act } from '@testing-library/react';
import { expect } from 'vitest';
import { registeredChannels } from '@/lib/realtime/registry';
import type { EventName } from '@/lib/realtime/channels';

/**
 * Delivers an event on a channel the way the live connection does: to the channel's one receiver of
 * it, which checks the payload and hands it to every listener.
 */
export async function deliver(channel: string, event: string, payload: unknown): Promise<void> {
  const receive = registeredChannels()
    .get(channel)
    ?.get(event as EventName);
  expect(receive, `a listener of .${event} on ${channel}`).toBeDefined();
  // As React handles a socket's message: then what the handlers started settles.
  await act(async () => receive!(payload));
}
