/**
 * The desk's saved replies, to add, change and remove: the list, each with Edit and Delete, and one
 * form that adds a reply or, after Edit, changes that one. The server's refusal of a field shows
 * under it; nothing typed is lost.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api';
import { MAX_CANNED_TEXT, MAX_CANNED_TITLE, type CannedReply } from '@contract';
import { m } from '@/i18n';
import { cannedRepliesQuery, deleteCannedReply, saveCannedReply } from '../api/canned-replies';
import * as s from './canned-manager.css';

const t = m.chat.canned;

const fields = ['title', 'text'] as const;

export function CannedManager() {
  const queryClient = useQueryClient();
  const replies = useQuery(cannedRepliesQuery());
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');

  const form = useFormSubmit({
    fields,
    validate: () => ({
      title: title.trim() === '' ? m.validation.required : undefined,
      text: text.trim() === '' ? m.validation.required : undefined,
    }),
    send: () => saveCannedReply(queryClient, { title, text }, editing?.id),
    onSuccess: () => {
      showToast({ id: 'canned-saved', variant: 'success', description: t.saved });
      fill(null);
    },
    fallback: m.chat.deskActionFailed,
  });
  /** The form for `reply` (Edit), or empty for a new one: the last one's errors go with it. */
  const fill = (reply: CannedReply | null) => {
    setEditing(reply);
    setTitle(reply?.title ?? '');
    setText(reply?.text ?? '');
    fields.forEach(form.clearFieldError);
    form.dismissFormError();
  };
  const remove = async (reply: CannedReply) => {
    try {
      await deleteCannedReply(queryClient, reply.id);
      if (editing?.id === reply.id) fill(null);
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
                  onClick={() => fill(reply)}
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
      <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate>
        <TextField
          label={t.title}
          value={title}
          maxLength={MAX_CANNED_TITLE}
          error={form.fieldErrors.title}
          onChange={(event) => {
            setTitle(event.target.value);
            form.clearFieldError('title');
          }}
        />
        <TextAreaField
          label={t.text}
          value={text}
          maxLength={MAX_CANNED_TEXT}
          hint={t.placeholders}
          error={form.fieldErrors.text}
          onChange={(event) => {
            setText(event.target.value);
            form.clearFieldError('text');
          }}
        />
        <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
        <span className={s.itemActions}>
          <Button type="submit" size="sm" busy={form.busy}>
            {editing ? t.save : t.add}
          </Button>
          {editing && (
            <Button type="button" size="sm" variant="secondary" onClick={() => fill(null)}>
              {t.cancel}
            </Button>
          )}
        </span>
      </form>
    </div>
  );
}
