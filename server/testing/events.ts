import type { Bus, BusMessage } from '../api';

/** Records what the core publishes, so tests can assert on events without sockets. */
export function recordEvents(bus: Bus) {
  const seen: BusMessage[] = [];
  const stop = bus.subscribe((message) => seen.push(message));
  return {
    seen,
    stop,
    named: (event: BusMessage['event']) => seen.filter((message) => message.event === event),
    clear: () => void seen.splice(0),
  };
}
