/**
 * The conversation's messages, virtualised (a 10,000-message history keeps about a screenful of
 * elements in the page): day headings, times, sender, text, attachments, 'Read' under the reader's
 * own messages, and the outbox's pending or refused ones at the end. It opens at the newest message
 * and stays there as messages arrive, unless the reader has scrolled up; older pages load within
 * 100 px of the top, without moving what the reader is looking at.
 *
 * For the keyboard the list is one tab stop, whatever it holds: the arrow keys move between messages
 * (a roving tab index: the message last moved to is the stop), and Tab from a message reaches its
 * attachments and then leaves the list. A failed message's Retry and Discard stay in the tab order.
 */
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Icon } from '@/components/ui/icon';
import type { ChatMessage } from '@contract';
import { formatDate, formatTime } from '@contract/rules/format';
import { m } from '@/i18n';
import { rangeKeeping } from '@/lib/virtual-range';
import { isOwnSide } from '../model/messages';
import * as s from './chat.css';

/** Within this of the top, older messages load; beyond this from the bottom, the button shows. */
export const EDGE_PX = 100;

export interface PendingState {
  state: 'queued' | 'sending' | 'failed';
  error?: string;
}

interface Props {
  messages: readonly ChatMessage[];
  readerIsAdmin: boolean;
  /** Outbox state by client id, for messages not yet on the server. */
  pending: ReadonlyMap<string, PendingState>;
  /** The other side's name for its messages (the customer's name for an admin). */
  otherName: (message: ChatMessage) => string;
  /**
   * Whether older messages are on the server; null while the conversation's history has not loaded
   * (only what was written here shows): its top then says nothing, neither older nor the start.
   */
  hasOlder: boolean | null;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Shown instead of the list when there are no messages. */
  empty: ReactNode;
  /** A message to scroll to and focus; older pages load until it is there, at most MAX_SEEK_PAGES. */
  focusId?: number | string | undefined;
}

/**
 * The list's rows: a day heading before the first message of each day (the reader's local day), then
 * the messages. The list is virtualised, so headings are rows like messages.
 */
export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

export type ListRow<T> =
  { kind: 'day'; key: string; label: DayLabel } | { kind: 'message'; key: string; item: T };

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

export function dayLabel(date: Date, now: Date): DayLabel {
  const today = dayKey(now);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const key = dayKey(date);
  if (key === today) return { kind: 'today' };
  if (key === dayKey(yesterday)) return { kind: 'yesterday' };
  return { kind: 'date', date };
}

/** `items` in time order, with a day row wherever the local day changes. */
export function withDayRows<T>(
  items: readonly T[],
  timeOf: (item: T) => string,
  keyOf: (item: T) => string,
  now: Date,
): ListRow<T>[] {
  const rows: ListRow<T>[] = [];
  let lastDay: string | null = null;
  for (const item of items) {
    const date = new Date(timeOf(item));
    const day = dayKey(date);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day:${day}`, label: dayLabel(date, now) });
      lastDay = day;
    }
    rows.push({ kind: 'message', key: keyOf(item), item });
  }
  return rows;
}

/**
 * The day row that heads row `index`: the nearest day row at or before it, or -1. The list pins its
 * label while that row has scrolled away, so a message weeks back still shows its day.
 */
export function dayRowOf<T>(rows: readonly ListRow<T>[], index: number): number {
  for (let i = Math.min(index, rows.length - 1); i >= 0; i--) if (rows[i]!.kind === 'day') return i;
  return -1;
}

/** How far back a search's message is looked for, in pages of the history, before giving up. */
const MAX_SEEK_PAGES = 40;

const dayText = (label: DayLabel) =>
  label.kind === 'today'
    ? m.chat.today
    : label.kind === 'yesterday'
      ? m.chat.yesterday
      : formatDate(label.date);

const keyOf = (message: ChatMessage) => (message.client_id ? `c:${message.client_id}` : `m:${message.id}`);

export function MessageList(props: Props) {
  const { messages, hasOlder, loadingOlder, loadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // The message that holds the list's tab stop, by row key; until the arrows move, the list itself.
  const [active, setActive] = useState<string | null>(null);
  const rows = useMemo(
    () => withDayRows(messages, (message) => message.created_at, keyOf, new Date()),
    [messages],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? 40 : 76),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    // The message holding the tab stop stays in the page when scrolled away.
    rangeExtractor: useCallback(
      (range: Range) =>
        rangeKeeping(range, active === null ? -1 : rows.findIndex((row) => row.key === active)),
      [rows, active],
    ),
  });

  // Following the newest message: true at the start and whenever the reader is at the bottom.
  const stick = useRef(true);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  // The oldest message on screen and where it was: older messages arriving above must not move it.
  const anchor = useRef<{ key: string; start: number } | null>(null);
  const lastScrollTop = useRef(0);

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measured = virtualizer.measurementsCache;
    // A message, not a day heading: older messages of the same day keep the heading's key.
    const firstIndex = rows.findIndex((row) => row.kind === 'message');
    const first = rows[firstIndex];
    const previous = anchor.current;
    anchor.current =
      first && measured[firstIndex] ? { key: first.key, start: measured[firstIndex].start } : null;
    if (previous && first && previous.key !== first.key && !stick.current) {
      const index = rows.findIndex((row) => row.key === previous.key);
      if (index >= 0 && measured[index]) {
        el.scrollTop = lastScrollTop.current + measured[index].start - previous.start;
        return;
      }
    }
    if (stick.current) toBottom();
  }, [rows, totalSize, toBottom, virtualizer]);

  const focusWanted = useRef(false);
  const hintId = useId();
  const virtualItems = virtualizer.getVirtualItems();
  const activeShown = active !== null && virtualItems.some((item) => item.key === active);
  // The day of the topmost row in view, pinned over the list once its own heading has scrolled away.
  const offset = virtualizer.scrollOffset ?? 0;
  const topIndex = virtualItems.find((item) => item.end > offset)?.index ?? -1;
  const pinnedIndex = topIndex < 0 ? -1 : dayRowOf(rows, topIndex);
  const pinned = pinnedIndex >= 0 && pinnedIndex !== topIndex ? rows[pinnedIndex] : undefined;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (focusWanted.current && active !== null) {
      const target = el.querySelector<HTMLElement>(`[data-key="${CSS.escape(active)}"] article`);
      if (target) {
        focusWanted.current = false;
        target.focus({ preventScroll: true });
      }
    }
  });

  // A message the desk's search led to: in the list, it is centred, marked and given the focus;
  // not yet, the next older page is asked for, as far back as MAX_SEEK_PAGES. One near the top of
  // what is loaded gets an older page above it first: centred within EDGE_PX of the top, it would make
  // the list load that page at once, and the place kept across a load rests on estimated heights, so
  // the message could end out of view.
  const { focusId, olderFailed } = props;
  const [found, setFound] = useState<string | null>(null);
  const seekPages = useRef(0);
  useEffect(() => {
    seekPages.current = 0;
  }, [focusId]);
  useEffect(() => {
    if (focusId === undefined) return;
    const canSeekOlder = hasOlder && !olderFailed && seekPages.current < MAX_SEEK_PAGES;
    const seekOlder = () => {
      if (loadingOlder) return;
      seekPages.current += 1;
      loadOlder();
    };
    const index = rows.findIndex((row) => row.kind === 'message' && row.item.id === focusId);
    if (index < 0) {
      if (canSeekOlder) seekOlder();
      return;
    }
    const key = rows[index]!.key;
    if (found === key) return;
    const start = virtualizer.measurementsCache[index]?.start ?? 0;
    const halfView = (scroller.current?.clientHeight ?? 0) / 2;
    if (canSeekOlder && start - halfView <= EDGE_PX) return seekOlder();
    stick.current = false;
    focusWanted.current = true;
    setFound(key);
    setActive(key);
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [focusId, rows, found, hasOlder, loadingOlder, olderFailed, loadOlder, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const messageIndexes = rows.flatMap((row, index) => (row.kind === 'message' ? [index] : []));
    if (messageIndexes.length === 0) return;
    const at = active === null ? -1 : messageIndexes.findIndex((index) => rows[index]!.key === active);
    const last = messageIndexes.length - 1;
    const next = {
      ArrowUp: at < 0 ? last : Math.max(0, at - 1),
      ArrowDown: at < 0 ? last : Math.min(last, at + 1),
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = messageIndexes[next]!;
    // Moving up to the newest loaded and beyond would leave the bottom: stop following it.
    stick.current = next === last && stick.current;
    focusWanted.current = true;
    setActive(rows[index]!.key);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    lastScrollTop.current = el.scrollTop;
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    stick.current = fromBottom <= 4;
    setAwayFromBottom(fromBottom > EDGE_PX);
    if (el.scrollTop <= EDGE_PX && hasOlder && !loadingOlder && !props.olderFailed) loadOlder();
  };

  if (messages.length === 0) return <div className={s.status}>{props.empty}</div>;

  return (
    <div className={s.listArea}>
      {pinned?.kind === 'day' && (
        // The heading row itself is what a screen reader reads; this copy is for the eye.
        <div className={s.pinnedDay} aria-hidden="true" data-testid="pinned-day">
          <span className={s.pinnedPill}>{dayText(pinned.label)}</span>
        </div>
      )}
      <div
        ref={scroller}
        className={s.scroller}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key;
          if (key !== undefined && rows.some((row) => row.key === key && row.kind === 'message'))
            setActive(key);
        }}
        tabIndex={activeShown ? -1 : 0}
        role="region"
        aria-label={m.chat.messagesLabel}
        aria-describedby={hintId}
        aria-busy={loadingOlder || undefined}
      >
        <span id={hintId} hidden>
          {m.chat.messagesKeys}
        </span>
        <div className={s.olderState}>
          {loadingOlder ? (
            m.chat.loadingOlder
          ) : props.olderFailed ? (
            <>
              {m.chat.olderFailed}
              <button type="button" className={s.textButton} onClick={loadOlder}>
                {m.chat.retry}
              </button>
            </>
          ) : hasOlder === false ? (
            m.chat.startOfConversation
          ) : null}
        </div>
        <ul className={s.rows} style={{ height: totalSize }}>
          {virtualItems.map((item) => {
            const row = rows[item.index]!;
            return (
              <li
                key={item.key}
                data-key={row.key}
                data-index={item.index}
                data-found={row.key === found || undefined}
                ref={virtualizer.measureElement}
                className={s.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Row row={row} active={row.key === active} {...props} />
              </li>
            );
          })}
        </ul>
      </div>
      {awayFromBottom && (
        <button
          type="button"
          className={s.toBottom}
          aria-label={m.chat.scrollToBottom}
          title={m.chat.scrollToBottom}
          onClick={() => {
            stick.current = true;
            toBottom();
          }}
        >
          <Icon name="down" size={20} />
        </button>
      )}
    </div>
  );
}

function Row({ row, active, ...props }: { row: ListRow<ChatMessage>; active: boolean } & Props) {
  if (row.kind === 'day') {
    return (
      <div className={s.day}>
        <span className={s.dayPill}>{dayText(row.label)}</span>
      </div>
    );
  }
  const message = row.item;
  const pending = message.client_id ? props.pending.get(message.client_id) : undefined;
  return (
    <Bubble
      message={message}
      own={isOwnSide(message, props.readerIsAdmin)}
      name={props.otherName(message)}
      active={active}
      pending={typeof message.id === 'string' && message.id.startsWith('pending:') ? pending : undefined}
      onRetry={props.onRetry}
      onDiscard={props.onDiscard}
    />
  );
}

const Bubble = memo(function Bubble({
  message,
  own,
  name,
  active,
  pending,
  onRetry,
  onDiscard,
}: {
  message: ChatMessage;
  own: boolean;
  name: string;
  /** Holds the list's tab stop: it and its attachments are in the tab order. */
  active: boolean;
  pending: PendingState | undefined;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const at = new Date(message.created_at);
  const className = [
    s.bubble[own ? 'own' : 'other'],
    pending && pending.state !== 'failed' ? s.pendingBubble : '',
    pending?.state === 'failed' ? s.failedBubble : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={className} aria-label={own ? m.chat.you : name} tabIndex={active ? 0 : -1}>
      {!own && <span className={s.sender}>{name}</span>}
      {message.message && <p className={s.text}>{message.message}</p>}
      {message.attachments.length > 0 && (
        <div className={s.attachments}>
          {message.attachments.map((file) =>
            file.is_image ? (
              <a
                key={file.id}
                href={file.download_url}
                target="_blank"
                rel="noopener noreferrer"
                className={s.thumbLink}
                tabIndex={active ? 0 : -1}
              >
                <img
                  src={file.download_url}
                  alt={m.chat.image(file.file_name)}
                  className={s.thumb}
                  loading="lazy"
                />
              </a>
            ) : (
              <a
                key={file.id}
                href={file.download_url}
                download={file.file_name}
                className={s.fileLink}
                tabIndex={active ? 0 : -1}
                aria-label={m.chat.download(file.file_name)}
              >
                {file.file_name}
              </a>
            ),
          )}
        </div>
      )}
      <span className={s.meta}>
        <time dateTime={message.created_at}>{formatTime(at)}</time>
        {pending ? (
          pending.state === 'failed' ? null : (
            <span>{pending.state === 'sending' ? m.chat.sending : m.chat.pending}</span>
          )
        ) : (
          own && message.read_at && <span>{m.chat.read}</span>
        )}
      </span>
      {pending?.state === 'failed' && message.client_id && (
        <span className={s.failure} role="alert">
          {pending.error ?? m.chat.sendFailed}
          <button type="button" className={s.textButton} onClick={() => onRetry(message.client_id!)}>
            {m.chat.retry}
          </button>
          <button type="button" className={s.textButton} onClick={() => onDiscard(message.client_id!)}>
            {m.chat.discard}
          </button>
        </span>
      )}
    </article>
  );
});
