/**
 * After a rejected submit, puts focus on the first field marked invalid, so a keyboard or screen
 * reader user lands on the problem and hears its message. Call it once the errors are rendered.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
