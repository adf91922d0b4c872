import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { m } from '@/i18n';
import { describedBy, FieldHelp, helpIds } from './field-help';
import { filterOptions } from './option-filter';
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
 *
 * Touch keyboards send no key events to a div, so the open list also has a search field: tapping it
 * brings up the keyboard and what is typed filters the options (case and accents ignored). The field
 * is a combobox of its own over the same listbox, with the same arrow, Enter, Escape and Tab keys.
 * It is left out of the Tab order: from a hardware keyboard, typing on the combobox already searches.
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
  const searchLabelId = `${id}-search-label`;
  const { errorId, hintId } = helpIds(id, error, hint);
  const optionId = (index: number) => `${id}-option-${index}`;

  const wrapRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const search = useRef(initialTypeahead);
  const [open, setOpen] = useState(false);
  /** The active option, as an index into `options` (not into the filtered list). */
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const labels = useMemo(() => options.map((option) => option.label), [options]);
  /** The options the search leaves, as indices into `options`, in the order they are shown. */
  const shown = useMemo(() => filterOptions(labels, query), [labels, query]);
  const activeShown = open && shown.includes(active) ? active : -1;

  // Keeps the active option visible while it moves through a long list.
  useEffect(() => {
    if (activeShown < 0) return;
    document.getElementById(optionId(activeShown))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeShown]);

  const openAt = (index: number) => {
    setActive(Math.max(0, Math.min(options.length - 1, index)));
    setQuery('');
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
    close();
  };
  /** Choosing or leaving from the search field hands focus back to the combobox (and hides the keyboard). */
  const chooseAndReturn = (index: number) => {
    choose(index);
    comboRef.current?.focus();
  };

  /** The option a navigation key moves to within the shown options, or undefined when the key is not one. */
  function moveFor(key: string, withHomeEnd: boolean): number | undefined {
    if (shown.length === 0) return undefined;
    const position = shown.indexOf(active);
    const at = (offset: number) => shown[Math.max(0, Math.min(shown.length - 1, position + offset))];
    switch (key) {
      case 'ArrowDown':
        return position < 0 ? shown[0] : at(1);
      case 'ArrowUp':
        return position < 0 ? shown[0] : at(-1);
      case 'PageDown':
        return at(PAGE_STEP);
      case 'PageUp':
        return at(-PAGE_STEP);
      case 'Home':
        return withHomeEnd ? shown[0] : undefined;
      case 'End':
        return withHomeEnd ? shown.at(-1) : undefined;
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
        End: options.length - 1,
      };
      if (Object.hasOwn(opening, key)) {
        event.preventDefault();
        openAt(opening[key] ?? current);
        return;
      }
    } else {
      if (key === 'ArrowUp' && event.altKey) {
        event.preventDefault();
        choose(activeShown);
        return;
      }
      const move = moveFor(key, true);
      if (move !== undefined) {
        event.preventDefault();
        setActive(move);
        return;
      }
      if (key === 'Escape') {
        // Escape only closes the list; a surrounding dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      }
      // Tab keeps its default (focus moves on) and takes the active option, as the pattern asks.
      if (key === 'Tab') return choose(activeShown);
      // A space in the middle of a search ("United K...") is part of it, not a choice.
      if (key === 'Enter' || (key === ' ' && !isTyping(search.current, now))) {
        event.preventDefault();
        choose(activeShown);
        return;
      }
    }

    const printable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable) return;
    event.preventDefault();
    // Typing on the combobox jumps among the options on show (all of them unless a search filters).
    const pool = open ? shown : options.map((_, index) => index);
    const from = pool.indexOf(open ? active : selectedIndex);
    const result = typeahead(
      search.current,
      key,
      now,
      pool.map((index) => labels[index] ?? ''),
      from,
    );
    search.current = result.state;
    const found = pool[result.index];
    if (open) {
      if (found !== undefined) setActive(found);
    } else {
      setActive(found ?? current);
      setOpen(true);
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    // Home and End stay with the text field (they move the caret), as in an editable combobox.
    const move = moveFor(key, false);
    if (move !== undefined && !(key === 'ArrowUp' && event.altKey)) {
      event.preventDefault();
      setActive(move);
      return;
    }
    if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      comboRef.current?.focus();
      return;
    }
    if (key === 'Enter' || (key === 'ArrowUp' && event.altKey)) {
      // Enter must not submit the surrounding form.
      event.preventDefault();
      if (activeShown >= 0) chooseAndReturn(activeShown);
      return;
    }
    if (key === 'Tab') choose(activeShown);
  }

  /** The list closes when focus leaves the widget, not when it moves between the combobox and its search. */
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!wrapRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      {/* Not a <label>: the combobox is a div. Clicking the text still focuses it, as a label would. */}
      <span id={labelId} className={field.label} onClick={() => comboRef.current?.focus()}>
        {label}
      </span>
      <div ref={wrapRef} className={s.wrap} onBlur={onBlur}>
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
          aria-activedescendant={activeShown >= 0 ? optionId(activeShown) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId)}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (disabled) return;
            if (open) close();
            else openAt(selectedIndex >= 0 ? selectedIndex : 0);
          }}
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
        <div className={s.popup} hidden={!open}>
          <span id={searchLabelId} hidden>
            {m.common.search}
          </span>
          {open && (
            <input
              type="search"
              role="combobox"
              tabIndex={-1}
              className={s.search}
              value={query}
              placeholder={m.common.search}
              aria-labelledby={`${searchLabelId} ${labelId}`}
              aria-autocomplete="list"
              aria-controls={listId}
              aria-expanded="true"
              aria-activedescendant={activeShown >= 0 ? optionId(activeShown) : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="done"
              onChange={(event) => {
                const next = event.target.value;
                setQuery(next);
                // The best match becomes active, so Enter takes it.
                setActive(filterOptions(labels, next)[0] ?? -1);
              }}
              onKeyDown={onSearchKeyDown}
            />
          )}
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            tabIndex={-1}
            className={s.listbox}
            // Keeps focus where it is while an option is clicked, so blur does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((index) => {
              const option = options[index];
              if (!option) return null;
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === selectedIndex}
                  data-active={index === activeShown || undefined}
                  className={s.option}
                  onClick={() => chooseAndReturn(index)}
                  onMouseMove={() => index !== active && setActive(index)}
                >
                  {option.icon && (
                    <span className={s.icon} aria-hidden="true">
                      {option.icon}
                    </span>
                  )}
                  <span className={s.text}>{option.label}</span>
                </li>
              );
            })}
          </ul>
          {open && shown.length === 0 && (
            <p className={s.empty} role="status">
              {m.common.noMatches}
            </p>
          )}
        </div>
      </div>
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}
