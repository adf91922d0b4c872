/** What ends the catch-up as the user's own doing: they scroll or move on themselves. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long the page may take to settle; after that the user has seen it as it is. */
const CATCH_UP_MS = 3000;

/**
 * Holds the window at a scroll position while the page settles. The router restores a page's
 * position when its route renders, but parts of a page render a moment later (the deferred parts,
 * rows, answers): the page may be too short for the position then, and what renders later above it
 * moves it on (the browser keeps what is on screen in place). So each time the page changes size
 * this scrolls to the position again, until the user scrolls or types, or the time is up. Answers a
 * function that stops it.
 */
export function holdScrollAt(target: { scrollX: number; scrollY: number }): () => void {
  // At the top nothing is cut short, and nothing above can move it.
  if (target.scrollY <= 0 || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => window.scrollTo({ left: target.scrollX, top: target.scrollY }));
  const timer = setTimeout(() => stop(), CATCH_UP_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of USER_INPUT) addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
