import { useCallback, useState } from 'react';

/** Runs an async action and reports whether it is still running (for a button's busy state). */
export function useBusy(action: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }, [action]);
  return [busy, run] as const;
}
