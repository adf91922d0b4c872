import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children just after the first paint of what surrounds it, in a transition: React builds
 * them in slices between which the page answers input, instead of in the same task as the rest of a
 * heavy screen. For the parts of a screen below the fold, which nobody sees in that first moment.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
