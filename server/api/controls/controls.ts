/**
 * State behind the /__demo test controls that outlives a single request: injected faults, the
 * host's realtime-drop hook and pending hangs (which dispose() releases so a host can stop at once).
 */

/** Laravel-like messages for the statuses tests usually inject. */
const faultMessages: Record<number, string> = {
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not found.',
  422: 'The given data was invalid.',
  429: 'Too Many Attempts.',
  500: 'Server Error.',
  502: 'Bad Gateway.',
  503: 'Service Unavailable.',
  504: 'Gateway Timeout.',
};

export function faultMessage(status: number): string {
  return faultMessages[status] ?? `Injected fault (${status}).`;
}

export interface Controls {
  readonly enabled: boolean;
  /** Arms the next `times` calls of an API path (relative to /api/v1) to fail; status 0 hangs. */
  setFault(path: string, status: number, times: number): void;
  /** The injected status for this call, consuming one use; undefined when none is armed. */
  takeFault(path: string): number | undefined;
  clearFaults(): void;
  /** Waits as long as a hanging fault lasts, or less if the request goes away. */
  hang(signal?: AbortSignal): Promise<void>;
  /** A host with realtime servers registers how to drop them. Returns the unregister function. */
  onRealtimeDrop(listener: (ms: number) => void): () => void;
  /** False when no host registered realtime servers (msw, tests without a server). */
  dropRealtime(ms: number): boolean;
  /**
   * A host registers what a reset must also undo (a realtime drop still refusing connections, so a
   * test's drop cannot outlast it into the next test). Returns the unregister function.
   */
  onReset(listener: () => void): () => void;
  /** Runs every reset listener (the backend's reset calls it). */
  resetHost(): void;
  dispose(): void;
}

export function createControls(options: { enabled: boolean; hangMs: number }): Controls {
  const faults = new Map<string, { status: number; remaining: number }>();
  const dropListeners = new Set<(ms: number) => void>();
  const resetListeners = new Set<() => void>();
  const lifetime = new AbortController();

  return {
    enabled: options.enabled,
    setFault(path, status, times) {
      faults.set(path, { status, remaining: times });
    },
    takeFault(path) {
      const fault = faults.get(path);
      if (!fault) return undefined;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults.delete(path);
      return fault.status;
    },
    clearFaults() {
      faults.clear();
    },
    hang(signal) {
      return new Promise((resolve) => {
        const stop = AbortSignal.any([lifetime.signal, ...(signal ? [signal] : [])]);
        if (stop.aborted) return resolve();
        const timer = setTimeout(resolve, options.hangMs);
        stop.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    onRealtimeDrop(listener) {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },
    dropRealtime(ms) {
      for (const listener of dropListeners) listener(ms);
      return dropListeners.size > 0;
    },
    onReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    resetHost() {
      for (const listener of resetListeners) listener();
    },
    dispose() {
      lifetime.abort();
      faults.clear();
      dropListeners.clear();
      resetListeners.clear();
    },
  };
}
