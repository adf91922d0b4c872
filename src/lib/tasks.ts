/** Lets the browser handle input and paint before what follows runs: a task boundary. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `run` in a task of its own once the browser has drawn the next frame, and answers a function
 * that cancels it. For work that reads layout (focusing an element does): done inside the task that
 * renders a screen it would force the browser to lay the whole new screen out there and then, making
 * that task longer by all of it; after the frame, the layout is already done.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Waits for `work`, `ms` at most: a start must not wait forever on something that may hang (a
 * request, IndexedDB). What `work` rejects with is thrown; what outlasts the wait goes on behind.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Lets at most `perTask` callers through in one task; the others wait for the tasks that follow, in
 * the order they came. Starting a request costs a phone's CPU a few milliseconds of the browser's own
 * work; a screen that mounts and asks for ten things at once would hold input for all of them in one
 * task. The turns are message events, which browsers do not slow down in a hidden page as they do
 * timers, and which fake timers in tests leave alone.
 */
export function inTurns(perTask: number): () => Promise<void> {
  if (!(perTask >= 1)) throw new RangeError(`inTurns: at least one caller per task, not ${perTask}`);
  let used = 0;
  let turnAsked = false;
  const waiting: (() => void)[] = [];
  const channel = new MessageChannel();
  const askForTurn = () => {
    if (turnAsked) return;
    turnAsked = true;
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = () => {
    turnAsked = false;
    const admitted = waiting.splice(0, perTask);
    used = admitted.length;
    for (const admit of admitted) admit();
    // The next task starts a new count, for callers who come meanwhile and for those still waiting.
    if (used > 0) askForTurn();
  };
  // Node (the tests) would otherwise keep running for an open port; setting onmessage refs it.
  (channel.port1 as { unref?: () => void }).unref?.();
  return () => {
    askForTurn();
    if (waiting.length === 0 && used < perTask) {
      used += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
}
