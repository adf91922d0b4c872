/**
 * The composer: a text box (Enter sends, Shift+Enter is a new line), an attach button taking one
 * image, PDF, Word or Excel file per pick (at most 10 MB), uploaded at once with its progress, and
 * Send. Whatever is typed is kept as a draft until it is sent. For the support desk, '/' at the start
 * of the box offers the saved replies (canned-picker.tsx).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { ProgressBar } from '@/components/ui/progress-bar';
import { messageOf } from '@/lib/api';
import { m } from '@/i18n';
import { uploadChatFile } from '../api/upload';
import { ACCEPT, fileProblem, firstFile, type FileProblem } from '../model/attachments';
import { currentDraftSession, draftStorage } from '../model/chat-storage';
import type { OutboxAttachment } from '../model/outbox';
import { useCannedPicker, type Suggestions } from './canned-picker';
import * as s from './chat.css';

const MAX_ATTACHMENTS = 5;

const problemText: Record<FileProblem, string> = {
  type: m.chat.fileType,
  size: m.chat.fileTooLarge,
  empty: m.chat.fileEmpty,
};

/** Text that is only whitespace is no message; an attachment alone is. */
export const canSend = (text: string, attachments: number) => text.trim() !== '' || attachments > 0;

/** Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is neither. */
export const isSendKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

const SAVE_AFTER_MS = 300;

/**
 * The composer's unsent text, kept per conversation in IndexedDB: a draft survives a closed app. It
 * is written a moment after typing stops and at once when the page is hidden (the last chance a
 * phone gives before it may end the app).
 */
function useDraft(key: string) {
  const [text, setText] = useState('');
  const typed = useRef(false);
  // What waits to be written, and the session it was typed in.
  const pending = useRef<{ value: string; session: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    const held = pending.current;
    pending.current = null;
    // Typed in a session that has ended: its drafts were wiped, and this one goes with them.
    if (held === null || held.session !== currentDraftSession()) return;
    const { value } = held;
    void draftStorage
      .update((drafts) => {
        const next = { ...drafts };
        if (value === '') delete next[key];
        else next[key] = value;
        return next;
      })
      .catch((error: unknown) => console.error('[chat] the draft could not be kept', error));
  }, [key]);

  useEffect(() => {
    typed.current = false;
    setText('');
    let cancelled = false;
    void draftStorage.read().then((drafts) => {
      // What the user typed meanwhile wins over the stored draft.
      if (!cancelled && !typed.current) setText(drafts[key] ?? '');
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key, save]);

  const change = useCallback(
    (value: string) => {
      typed.current = true;
      setText(value);
      pending.current = { value, session: currentDraftSession() };
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_AFTER_MS);
    },
    [save],
  );

  /** Writes the draft as it is now, without waiting for typing to stop (a sent message left it). */
  const keep = useCallback(() => save(), [save]);

  return { text, change, keep };
}

interface Props {
  /** Names the draft: one per conversation. */
  draftKey: string;
  /** Queues the message; resolves once it is safely stored. Rejects with a message to show. */
  onSend: (text: string, attachments: OutboxAttachment[]) => Promise<void>;
  /** The text box's id: the conversation's skip link leads to it. */
  inputId?: string;
  /** The writer changed the text (typing indicators). */
  onInput?: (text: string) => void;
  /** A message was handed over: the writer is no longer typing it. */
  onSent?: () => void;
  /** Saved replies, offered when the box starts with '/' (the support desk's). */
  suggestions?: Suggestions | undefined;
}

export function Composer({ draftKey, onSend, inputId, onInput, onSent, suggestions }: Props) {
  const draft = useDraft(draftKey);
  const canned = useCannedPicker(draft.text, suggestions, (text) => {
    draft.change(text);
    onInput?.(text);
  });
  const [attachments, setAttachments] = useState<OutboxAttachment[]>([]);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const sendable = canSend(draft.text, attachments.length) && upload === null;

  /**
   * Hands the text and attachments over to the outbox at once and empties the box, so the customer
   * can write the next message while this one is being stored: every Enter on text sends it, and the
   * box loses only what it handed over. If storing fails, what was handed over comes back, ahead of
   * anything typed since.
   */
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // The box as it stands, not as last drawn: a second Enter can come before that.
    const text = box.current?.value ?? draft.text;
    const files = attachments;
    if (!canSend(text, files.length) || upload !== null) return;
    draft.change('');
    setAttachments([]);
    setError(null);
    onSend(text.trim(), files).then(draft.keep, (failure: unknown) => {
      const typedSince = box.current?.value ?? '';
      draft.change(typedSince === '' ? text : `${text}\n${typedSince}`);
      setAttachments((current) => [...files, ...current]);
      setError(messageOf(failure, failure instanceof Error ? failure.message : m.chat.sendFailed));
    });
    // After the hand-over: whatever the typing signal does, the message is already on its way.
    onSent?.();
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (canned.onKeyDown(event)) return event.preventDefault();
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
      return;
    event.preventDefault();
    submit();
  };

  const pick = async (files: FileList | null) => {
    const file = firstFile(files);
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setError(problemText[problem]);
    setError(null);
    setUpload({ name: file.name, fraction: 0 });
    try {
      const stored = await uploadChatFile(file, (fraction) => setUpload({ name: file.name, fraction }));
      setAttachments((current) => [...current, stored]);
    } catch (failure) {
      setError(messageOf(failure, m.chat.uploadFailed));
    } finally {
      setUpload(null);
    }
  };

  return (
    <form className={s.composer} onSubmit={submit} aria-busy={upload !== null || undefined}>
      {attachments.length > 0 && (
        <ul className={s.chips}>
          {attachments.map((file) => (
            <li key={file.url} className={s.chip}>
              <span className={s.chipName}>{file.file_name}</span>
              <button
                type="button"
                className={s.chipRemove}
                aria-label={m.chat.removeAttachment(file.file_name)}
                onClick={() => setAttachments((current) => current.filter((a) => a.url !== file.url))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {upload && (
        <div className={s.progress}>
          <span aria-hidden="true">{m.chat.uploading(upload.name, Math.round(upload.fraction * 100))}</span>
          <ProgressBar
            value={upload.fraction * 100}
            label={m.chat.uploading(upload.name, Math.round(upload.fraction * 100))}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className={s.fieldError} role="alert">
          {error}
        </p>
      )}
      {canned.list}
      <div className={s.composerRow}>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void pick(event.target.files)}
        />
        <button
          type="button"
          className={s.iconButton}
          aria-label={m.chat.attach}
          title={m.chat.attach}
          disabled={upload !== null || attachments.length >= MAX_ATTACHMENTS}
          onClick={() => picker.current?.click()}
        >
          <Icon name="attach" size={20} />
        </button>
        <textarea
          ref={box}
          id={inputId}
          data-composer=""
          className={s.input}
          rows={1}
          value={draft.text}
          aria-label={m.chat.composerLabel}
          aria-describedby={error ? errorId : undefined}
          placeholder={m.chat.composerPlaceholder}
          onChange={(event) => {
            draft.change(event.target.value);
            onInput?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          maxLength={5000}
          {...canned.boxProps}
        />
        <button
          type="submit"
          className={s.sendButton}
          aria-label={m.chat.send}
          title={m.chat.send}
          disabled={!sendable}
        >
          <Icon name="send" size={20} />
        </button>
      </div>
    </form>
  );
}
