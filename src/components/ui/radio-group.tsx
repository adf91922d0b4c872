import * as s from './radio-group.css';

interface RadioGroupProps<T extends string> {
  legend: string;
  /** The native group name: arrow keys move between its options. */
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** A choice of one among a few, as native radios in a fieldset with its legend. */
export function RadioGroup<T extends string>({ legend, name, options, value, onChange }: RadioGroupProps<T>) {
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={s.option}>
          <input
            type="radio"
            className={s.control}
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
