/**
 * Volumes in an instrument's units (0.01 BTC, 1,000 EUR/USD) are counted in whole steps: 0.07 is 7
 * steps of 0.01, although as floats 0.07 / 0.01 is 7.000000000000001. A volume is on the step when it
 * is a whole number of steps to within a billionth of a step, which no real order size is near.
 */

/** How many steps `volume` is, or undefined when it is not a whole number of them. */
export function stepsOf(volume: number, step: number): number | undefined {
  const steps = Math.round(volume / step);
  return Math.abs(volume - steps * step) <= step * 1e-9 ? steps : undefined;
}

/** Decimals of the step (0.01 → 2, 1000 → 0), so a volume made of steps prints without float noise. */
export function stepDecimals(step: number): number {
  const text = String(step);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
}

/** `steps` steps as a volume, exact to the step's decimals. */
export const volumeOf = (steps: number, step: number): number =>
  Number((steps * step).toFixed(stepDecimals(step)));
