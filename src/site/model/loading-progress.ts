/** The loading bar climbs 1 % every 30 ms. */
export const LOADING_STEP_MS = 30;

export function progressAt(elapsedMs: number): number {
  return Math.max(0, Math.min(100, Math.floor(elapsedMs / LOADING_STEP_MS)));
}
