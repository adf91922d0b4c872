import { accentVarName } from './theme.css';

/** Applies the tenant's accent; the colour was validated as plain hex by the settings schema. */
export function applyAccent(color: string | null | undefined, root: HTMLElement = document.documentElement) {
  if (color) root.style.setProperty(accentVarName, color);
  else root.style.removeProperty(accentVarName);
}
