/**
 * The desk's saved replies, to add, change and remove: the list, each with Edit and Delete, and one
 * form that adds a reply or, after Edit, changes that one. The server's refusal of a field shows
 * under it; nothing typed is lost.
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { ApiError, messageOf } from '@/lib/api';
import { MAX_CANNED_TEXT, MAX_CANNED_TITLE, type CannedReply } from '@/lib/contract';
import { m } from '@/i18n';
import { cannedRepliesQuery, deleteCannedReply, saveCannedReply } from '../api/canned-replies';
import * as s from './canned-manager.css';

const t = m.chat.canned;

export function CannedManager() {
  const queryClient = useQueryClient();
  const replies = useQuery(cannedRepliesQuery());
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setEditing(null);
    setTitle('');
    setText('');
    setErrors({});
  };
  const edit = (reply: CannedReply) => {
    setEditing(reply);
    setTitle(reply.title);
    setText(reply.text);
    setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(title.trim() === '' ? { title: m.validation.required } : {}),
      ...(text.trim() === '' ? { text: m.validation.required } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await saveCannedReply(queryClient, { title, text }, editing?.id);
      showToast({ id: 'canned-saved', variant: 'success', description: t.saved });
      reset();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(
        Object.keys(fields).length > 0 ? fields : { form: messageOf(error, m.chat.deskActionFailed) },
      );
    } finally {
      setBusy(false);
    }
  };
  const remove = async (reply: CannedReply) => {
    try {
      await deleteCannedReply(queryClient, reply.id);
      if (editing?.id === reply.id) reset();
      showToast({ id: 'canned-deleted', variant: 'success', description: t.deleted });
    } catch (error) {
      showToast({
        id: 'canned-deleted',
        variant: 'destructive',
        description: messageOf(error, m.chat.deskActionFailed),
      });
    }
  };

  return (
    <div className={s.manager}>
      <h2 className={s.title}>{t.manage}</h2>
      {replies.isPending ? (
        <p className={s.muted}>{t.loading}</p>
      ) : replies.isError ? (
        <p className={s.muted} role="alert">
          {t.failed}
        </p>
      ) : replies.data.length === 0 ? (
        <p className={s.muted}>{t.empty}</p>
      ) : (
        <ul className={s.list}>
          {replies.data.map((reply) => (
            <li key={reply.id} className={s.item}>
              <span className={s.itemTitle}>{reply.title}</span>
              <span className={s.itemText}>{reply.text}</span>
              <span className={s.itemActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t.edit(reply.title)}
                  onClick={() => edit(reply)}
                >
                  {t.editButton}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t.remove(reply.title)}
                  onClick={() => void remove(reply)}
                >
                  {t.deleteButton}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t.title}
          value={title}
          maxLength={MAX_CANNED_TITLE}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label={t.text}
          value={text}
          maxLength={MAX_CANNED_TEXT}
          hint={t.placeholders}
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        {errors.form && (
          <p className={s.error} role="alert">
            {errors.form}
          </p>
        )}
        <span className={s.itemActions}>
          <Button type="submit" size="sm" busy={busy}>
            {editing ? t.save : t.add}
          </Button>
          {editing && (
            <Button type="button" size="sm" variant="secondary" onClick={reset}>
              {t.cancel}
            </Button>
          )}
        </span>
      </form>
    </div>
  );
}
