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
