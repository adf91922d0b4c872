import { useId } from 'react';
import * as s from './inline-select.css';

export interface InlineOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  label: string;
  value: V;
  options: readonly InlineOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A native select with its label beside it, for a compact choice within a row (a list's filter, a
 * header's setting): the platform's own keys and screen-reader support, and its picker on a phone.
 */
export function InlineSelect<V extends string>({ label, value, options, onChange, className }: Props<V>) {
  const id = useId();
  return (
    <span className={[s.wrap, className].filter(Boolean).join(' ')}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={s.select}
        value={value}
        // The value is always one of the options'.
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
