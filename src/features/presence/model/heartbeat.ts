/**
 * When the heartbeat is sent: at start, every 60 s while the tab is visible, and when the tab
 * becomes visible again; never while it is hidden (the user is not looking, and a phone in a pocket
 * should not keep the radio awake), unless the visibility given says it always is (an admin's desk,
 * which works hidden too). Timers and visibility are injected, so this runs the same under
 * fake timers as in the browser.
 */
export const HEARTBEAT_MS = 60_000;

export interface HeartbeatTimers {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export interface Visibility {
  isVisible(): boolean;
  /** Calls `changed` whenever visibility may have changed; returns the unsubscribe. */
  subscribe(changed: () => void): () => void;
}

export interface HeartbeatOptions {
  send: () => void;
  timers: HeartbeatTimers;
  visibility: Visibility;
  intervalMs?: number;
}

/** Starts the heartbeat; returns the stop (sign-out). */
export function startHeartbeat({
  send,
  timers,
  visibility,
  intervalMs = HEARTBEAT_MS,
}: HeartbeatOptions): () => void {
  let interval: unknown = null;
  let stopped = false;

  const pause = () => {
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
  };

  // A beat now, then one per interval counted from it.
  const beat = () => {
    pause();
    send();
    interval = timers.setInterval(() => {
      if (visibility.isVisible()) send();
      else pause();
    }, intervalMs);
  };

  const onVisibility = () => {
    if (stopped) return;
    const visible = visibility.isVisible();
    if (!visible) pause();
    // Only a change to visible beats: a repeated "visible" event must not add calls.
    else if (interval === null) beat();
  };

  const unsubscribe = visibility.subscribe(onVisibility);
  if (visibility.isVisible()) beat();

  return () => {
    stopped = true;
    unsubscribe();
    pause();
  };
}
