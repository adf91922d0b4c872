/**
 * The margin-level warning (issue 8, beyond the spec): below the warning level the dashboard warns,
 * below the danger level the warning is destructive. No margin in use (∞) never warns.
 */
import type { TradingConfig } from '@/config/runtime-config';

export type MarginAlert = 'warning' | 'destructive' | null;

export function marginAlert(
  level: number | null,
  { marginWarningLevel, marginDangerLevel }: Pick<TradingConfig, 'marginWarningLevel' | 'marginDangerLevel'>,
): MarginAlert {
  if (level === null) return null;
  if (level < marginDangerLevel) return 'destructive';
  if (level < marginWarningLevel) return 'warning';
  return null;
}
