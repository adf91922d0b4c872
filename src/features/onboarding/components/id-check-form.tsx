import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { uploadLimits } from '@/lib/contract';
import { m } from '@/i18n';
import { uploadDocument, type DocumentType } from '../api/documents';
import { onboardingKeys } from '../api/onboarding-progress';
import { formatFileSize, percentOf, validateDocumentFile } from '../model/documents';
import { describeFailure, type FieldErrors } from '../model/validators';
import * as s from './onboarding.css';

const t = m.onboarding.idCheck;

const documentOptions = (Object.keys(t.documentTypes) as DocumentType[]).map((value) => ({
  value,
  label: t.documentTypes[value],
}));

type Field = 'documentType' | 'file';
const serverFields: Record<string, Field> = { document_type: 'documentType', file: 'file' };

/** Announce upload progress in quarter steps: every percent would drown a screen reader. */
const announced = (percent: number) => Math.floor(percent / 25) * 25;

/**
 * The ID Check stage: a document type and one file, checked here (type, size) before any byte is
 * sent, then uploaded with a progress bar.
 */
export function IdCheckForm({ onUploaded }: { onUploaded?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const [documentType, setDocumentType] = useState<DocumentType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  // Leaving the screen stops an upload nobody is waiting for.
  useEffect(() => () => inFlight.current?.abort(), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    // Tell at once, not on submit, that this file will not do.
    setErrors((current) => ({ ...current, file: chosen ? validateDocumentFile(chosen) : undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next: FieldErrors<Field> = {
      documentType: documentType ? undefined : t.documentRequired,
      file: validateDocumentFile(file),
    };
    flushSync(() => {
      setErrors(next);
      setFailure(null);
    });
    if (!documentType || !file || next.file) {
      focusFirstInvalid(form.current);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setPercent(0);
    try {
      const progress = await uploadDocument(
        documentType,
        file,
        (f) => setPercent(percentOf(f)),
        controller.signal,
      );
      queryClient.setQueryData(onboardingKeys.progress(), progress);
      onUploaded?.();
      toast.success(t.uploaded);
    } catch (error) {
      if (controller.signal.aborted) return;
      const { byField, message } = describeFailure(error, serverFields, t.failed);
      flushSync(() => {
        setErrors(byField);
        setFailure(message);
      });
      focusFirstInvalid(form.current);
    } finally {
      inFlight.current = null;
      if (!controller.signal.aborted) setPercent(null);
    }
  }

  return (
    <form ref={form} className={s.form} onSubmit={submit} noValidate aria-label={t.title}>
      {failure && <Alert variant="destructive" description={failure} onClose={() => setFailure(null)} />}
      <Select
        label={t.documentType}
        placeholder={t.documentPlaceholder}
        options={documentOptions}
        value={documentType}
        onChange={setDocumentType}
        error={errors.documentType}
        required
      />
      <TextField
        label={t.file}
        type="file"
        name="file"
        accept={uploadLimits.documentMimeTypes.join(',')}
        onChange={choose}
        error={errors.file}
        hint={file ? t.chosen(file.name, formatFileSize(file.size)) : t.fileHint}
        disabled={busy}
        required
      />
      {busy && <ProgressBar value={percent} label={t.progress} />}
      <p className="sr-only" aria-live="polite">
        {busy ? t.busy(announced(percent)) : ''}
      </p>
      <Button type="submit" block busy={busy}>
        {busy ? t.busy(percent) : t.submit}
      </Button>
    </form>
  );
}
