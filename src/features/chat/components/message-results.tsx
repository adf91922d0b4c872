/**
 * The desk's search in the messages' text, under the customer search: what the server found for the
 * same words (asked once typing pauses), each opening its conversation at that message.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatRecent } from '@contract/rules/format';
import { m } from '@/i18n';
import { messageSearchQuery, MIN_SEARCH_LENGTH } from '../api/message-search';
import * as s from './user-list.css';

/** How long typing must pause before the server is asked. */
const PAUSE_MS = 300;

export function MessageResults({
  query,
  onOpen,
}: {
  query: string;
  onOpen: (customerId: number, messageId: number | string) => void;
}) {
  const [asked, setAsked] = useState('');
  const wanted = query.trim();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const results = useQuery(messageSearchQuery(asked));
  if (wanted.length < MIN_SEARCH_LENGTH) return null;
  return (
    <section className={s.results} aria-label={m.chat.search.label}>
      <h3 className={s.resultsTitle}>{m.chat.search.label}</h3>
      {results.isError ? (
        <p className={s.resultsNote} role="alert">
          {m.chat.search.failed}
        </p>
      ) : !results.data || asked !== wanted ? (
        <p className={s.resultsNote}>{m.chat.search.searching}</p>
      ) : results.data.length === 0 ? (
        <p className={s.resultsNote}>{m.chat.search.none}</p>
      ) : (
        <ul className={s.resultList}>
          {results.data.map(({ message, customer }) => (
            <li key={message.id}>
              <button type="button" className={s.result} onClick={() => onOpen(customer.id, message.id)}>
                <span className={s.line}>
                  <span className={s.name}>
                    {customer.first_name} {customer.last_name}
                  </span>
                  <time className={s.time} dateTime={message.created_at}>
                    {formatRecent(new Date(message.created_at))}
                  </time>
                </span>
                <span className={s.preview}>{message.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
