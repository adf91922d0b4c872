import { readableAccent } from './accent';
import { accentProperties } from './theme.css';

/**
 * Applies the tenant's accent, made readable in the light and the dark theme; the colour was
 * validated as plain hex by the settings schema. Without one, the built-in accent stands.
 */
export function applyAccent(color: string | null | undefined, root: HTMLElement = document.documentElement) {
  for (const theme of ['light', 'dark'] as const) {
    const names = accentProperties[theme];
    if (!color) {
      root.style.removeProperty(names.accent);
      root.style.removeProperty(names.accentText);
      continue;
    }
    const pair = readableAccent(color, theme);
    root.style.setProperty(names.accent, pair.accent);
    root.style.setProperty(names.accentText, pair.accentText);
  }
}
