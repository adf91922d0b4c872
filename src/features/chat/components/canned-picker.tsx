/**
 * The saved replies the composer offers while its box holds '/…' (model/canned.ts): a list above the
 * box that the keyboard drives from the box itself (up and down to choose, Enter or Tab to insert,
 * Escape to leave it and keep the text), as a combobox's list does; a tap inserts too. Enter on a
 * query with no match does nothing, so a half-typed query never goes to the customer.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { CannedReply } from '@contract';
import { m } from '@/i18n';
import { matchReplies, slashQuery } from '../model/canned';
import * as s from './chat.css';

export interface Suggestions {
  replies: readonly CannedReply[];
  /** The reply's text for this conversation (placeholders filled). */
  fill: (text: string) => string;
}

export function useCannedPicker(
  text: string,
  suggestions: Suggestions | undefined,
  insert: (text: string) => void,
) {
  const listId = useId();
  const query = suggestions ? slashQuery(text) : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [choice, setChoice] = useState({ query: '', index: 0 });
  const matches = useMemo(
    () => (query === null || !suggestions ? [] : matchReplies(suggestions.replies, query)),
    [query, suggestions],
  );
  const open = query !== null && dismissed !== text;
  // A new query starts again at the first match.
  const active = choice.query === query ? Math.min(choice.index, matches.length - 1) : 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const take = (reply: CannedReply) => suggestions && insert(suggestions.fill(reply.text));

  /** Handles the box's key if the list is open; says whether it did. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open || query === null) return false;
    if (event.key === 'Escape') {
      setDismissed(text);
      return true;
    }
    const enter = event.key === 'Enter' && !event.shiftKey;
    // A query that matches nothing is still a query, not a message: Enter keeps it in the box
    // instead of sending '/curr' to the customer (Escape first sends it as typed).
    if (matches.length === 0) return enter;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChoice({ query, index: (active + step + matches.length) % matches.length });
      return true;
    }
    if (enter || event.key === 'Tab') {
      take(matches[active]!);
      return true;
    }
    return false;
  };

  const boxProps = open
    ? {
        'aria-controls': listId,
        'aria-activedescendant': matches.length > 0 ? optionId(active) : undefined,
        'aria-autocomplete': 'list' as const,
      }
    : {};

  const list = open ? (
    <div className={s.picker}>
      {matches.length === 0 ? (
        <p className={s.pickerEmpty} role="status">
          {m.chat.canned.none}
        </p>
      ) : (
        <ul id={listId} role="listbox" aria-label={m.chat.canned.label} className={s.pickerList}>
          {matches.map((reply, index) => (
            <li
              key={reply.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={s.pickerOption}
              // The box keeps the focus: a tap must not take it away before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => take(reply)}
            >
              <span className={s.pickerTitle}>{reply.title}</span>
              <span className={s.pickerText}>{suggestions?.fill(reply.text)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {matches.length > 0 ? m.chat.canned.found(matches.length) : ''}
      </p>
    </div>
  ) : null;

  return { onKeyDown, boxProps, list };
}
