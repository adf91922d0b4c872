import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { initialTypeahead, isTyping, typeahead } from './typeahead';
import * as field from './text-field.css';
import * as s from './select.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  /** Decorative (a flag, an icon): hidden from screen readers, which read the label. */
  icon?: ReactNode;
}

interface SelectProps<V extends string> {
  label: ReactNode;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  placeholder: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

const PAGE_STEP = 10;

/**
 * A select-only combobox (the WAI-ARIA pattern): a focusable combobox that opens a listbox, with the
 * active option announced through aria-activedescendant, so focus never leaves the combobox.
 * Keys: arrows, Home/End, PageUp/PageDown, Enter/Space to choose, Escape to close, Tab chooses and
 * moves on, Alt+ArrowUp chooses, and typing jumps to matching labels (the search resets after 1 s).
 * A native <select> cannot show a flag beside each option on every platform, hence this widget.
 */
export function Select<V extends string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  required,
  disabled,
  className,
}: SelectProps<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const search = useRef(initialTypeahead);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const last = options.length - 1;

  // Keeps the active option visible while it moves through a long list.
  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.children[active];
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const clamp = (index: number) => Math.max(0, Math.min(last, index));
  const openAt = (index: number) => {
    setActive(clamp(index));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
    setOpen(false);
  };

  /** The list's response to a navigation key while open, or undefined when the key is not one. */
  function moveFor(key: string): number | undefined {
    switch (key) {
      case 'ArrowDown':
        return clamp(active + 1);
      case 'ArrowUp':
        return clamp(active - 1);
      case 'Home':
        return 0;
      case 'End':
        return last;
      case 'PageDown':
        return clamp(active + PAGE_STEP);
      case 'PageUp':
        return clamp(active - PAGE_STEP);
      default:
        return undefined;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled || options.length === 0) return;
    const { key } = event;
    const now = Date.now();
    const current = selectedIndex >= 0 ? selectedIndex : 0;

    if (!open) {
      const opening: Record<string, number> = {
        ArrowDown: current,
        ArrowUp: current,
        Enter: current,
        ' ': current,
        Home: 0,
        End: last,
      };
      if (Object.hasOwn(opening, key)) {
        event.preventDefault();
        openAt(opening[key] ?? current);
        return;
      }
    } else {
      if (key === 'ArrowUp' && event.altKey) {
        event.preventDefault();
        choose(active);
        return;
      }
      const move = moveFor(key);
      if (move !== undefined) {
        event.preventDefault();
        setActive(move);
        return;
      }
      if (key === 'Escape') {
        // Escape only closes the list; a surrounding dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        return;
      }
      // Tab keeps its default (focus moves on) and takes the active option, as the pattern asks.
      if (key === 'Tab') return choose(active);
      // A space in the middle of a search ("United K...") is part of it, not a choice.
      if (key === 'Enter' || (key === ' ' && !isTyping(search.current, now))) {
        event.preventDefault();
        choose(active);
        return;
      }
    }

    const printable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable) return;
    event.preventDefault();
    const labels = options.map((option) => option.label);
    const result = typeahead(search.current, key, now, labels, open ? active : selectedIndex);
    search.current = result.state;
    openAt(result.index >= 0 ? result.index : open ? active : current);
  }

  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      {/* Not a <label>: the combobox is a div. Clicking the text still focuses it, as a label would. */}
      <span id={labelId} className={field.label} onClick={() => comboRef.current?.focus()}>
        {label}
      </span>
      <div className={s.wrap}>
        <div
          ref={comboRef}
          id={id}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          className={s.trigger}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-controls={listId}
          aria-expanded={open}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (disabled) return;
            if (open) setOpen(false);
            else openAt(selectedIndex >= 0 ? selectedIndex : 0);
          }}
          onBlur={() => setOpen(false)}
        >
          {selected ? (
            <span className={s.value}>
              {selected.icon && (
                <span className={s.icon} aria-hidden="true">
                  {selected.icon}
                </span>
              )}
              <span className={s.text}>{selected.label}</span>
            </span>
          ) : (
            <span className={[s.value, s.placeholder].join(' ')}>{placeholder}</span>
          )}
          <span className={s.chevron} aria-hidden="true" />
        </div>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!open}
          className={s.listbox}
          // Keeps focus on the combobox while an option is clicked, so blur does not close the list first.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              data-active={index === active || undefined}
              className={s.option}
              onClick={() => choose(index)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              {option.icon && (
                <span className={s.icon} aria-hidden="true">
                  {option.icon}
                </span>
              )}
              <span className={s.text}>{option.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
