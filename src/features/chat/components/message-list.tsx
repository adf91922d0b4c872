/**
 * The conversation's messages, virtualised (a 10,000-message history keeps about a screenful of
 * elements in the page): day headings, times, sender, text, attachments, 'Read' under the reader's
 * own messages, and the outbox's pending or refused ones at the end. It opens at the newest message
 * and stays there as messages arrive, unless the reader has scrolled up; older pages load within
 * 100 px of the top, without moving what the reader is looking at.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Icon } from '@/components/ui/icon';
import type { ChatMessage } from '@/lib/contract';
import { formatDate, formatTime } from '@/lib/format';
import { m } from '@/i18n';
import { withDayRows, type DayLabel, type ListRow } from '../model/day-groups';
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
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Shown instead of the list when there are no messages. */
  empty: ReactNode;
}

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
      <div
        ref={scroller}
        className={s.scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={m.chat.messagesLabel}
        aria-busy={loadingOlder || undefined}
      >
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
          ) : hasOlder ? null : (
            m.chat.startOfConversation
          )}
        </div>
        <ul className={s.rows} style={{ height: totalSize }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={s.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Row row={row} {...props} />
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

function Row({ row, ...props }: { row: ListRow<ChatMessage> } & Props) {
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
  pending,
  onRetry,
  onDiscard,
}: {
  message: ChatMessage;
  own: boolean;
  name: string;
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
    <article className={className} aria-label={own ? m.chat.you : name}>
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
