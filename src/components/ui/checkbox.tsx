import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as field from './text-field.css';
import * as s from './checkbox.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | undefined;
};

/** A native checkbox with its label and an error tied to it for screen readers. */
export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[s.wrap, className].filter(Boolean).join(' ')}>
      <label className={s.row} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={s.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}
