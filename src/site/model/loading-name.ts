/**
 * The name the loading screen shows. The screen paints before settings arrive, so on a first visit
 * it does not know the tenant's name yet. Showing the default brand then would make the screen flip
 * from one name to another halfway through the bar; instead it shows no name until one is known,
 * and once it has shown a name it keeps it for as long as the bar runs.
 *
 * `offered`: a string is the tenant's name; `null` means the tenant is known to have none (or the
 * settings failed), so the default brand stands in; `undefined` means not known yet.
 */
export function loadingName(
  shown: string | undefined,
  offered: string | null | undefined,
  fallback: string,
): string | undefined {
  if (shown !== undefined) return shown;
  if (offered === undefined) return undefined;
  return offered?.trim() || fallback;
}
