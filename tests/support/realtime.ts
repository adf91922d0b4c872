import { act } from '@testing-library/react';
import { expect } from 'vitest';
import { registeredChannels } from '@/lib/realtime/registry';

/**
 * Delivers an event on a channel the way the live connection hands it to the registry, and waits
 * until every listener has it: each payload is checked (lib/check) before its handler runs.
 */
export async function deliver(channel: string, event: string, payload: unknown): Promise<void> {
  const registrations = [...(registeredChannels().get(channel) ?? [])].filter((r) => r.event === event);
  expect(registrations.length, `a listener of .${event} on ${channel}`).toBeGreaterThan(0);
  await act(async () => {
    await Promise.all(registrations.map((r) => r.deliver(payload)));
  });
}
