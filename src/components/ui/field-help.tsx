import type { ReactNode } from 'react';
import * as s from './text-field.css';

/**
 * Under a field, its error or else its hint: an error takes the hint's place, as the two would say the
 * same thing twice, or disagree. One rule for every kind of field (text, select, file).
 */
export function helpIds(id: string, error: string | undefined, hint: ReactNode) {
  return {
    errorId: error ? `${id}-error` : undefined,
    hintId: hint && !error ? `${id}-hint` : undefined,
  };
}

/** The ids a control is described by, in order, or nothing. */
export const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function FieldHelp({ id, error, hint }: { id: string; error: string | undefined; hint: ReactNode }) {
  const { errorId, hintId } = helpIds(id, error, hint);
  return (
    <>
      {errorId && (
        <p id={errorId} className={s.error}>
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
    </>
  );
}
