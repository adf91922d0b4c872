import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { FileDrop } from '@/components/ui/file-drop';
import { toast } from '@/components/ui/toast';
import { uploadLimits } from '@contract';
import { m } from '@/i18n';
import { uploadDocument, type DocumentType } from '../api/documents';
import { onboardingKeys } from '../api/onboarding-progress';
import { percentOf, validateDocumentFile } from '../model/documents';
import * as s from './onboarding.css';

const t = m.onboarding.idCheck;

const documentOptions = (Object.keys(t.documentTypes) as DocumentType[]).map((value) => ({
  value,
  label: t.documentTypes[value],
}));

type Field = 'documentType' | 'file';
const fields: readonly Field[] = ['documentType', 'file'];
const serverFields = { document_type: 'documentType' } as const;

/** Announce upload progress in quarter steps: every percent would drown a screen reader. */
const announced = (percent: number) => Math.floor(percent / 25) * 25;

/**
 * The ID Check stage: a document type and one file, checked here (type, size) before any byte is
 * sent, then uploaded with a progress bar.
 */
export function IdCheckForm({ onUploaded }: { onUploaded?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  const inFlight = useRef<AbortController | null>(null);
  const left = useRef(false);
  const [documentType, setDocumentType] = useState<DocumentType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  // Leaving the screen stops an upload nobody is waiting for.
  useEffect(
    () => () => {
      left.current = true;
      inFlight.current?.abort();
    },
    [],
  );

  const form = useFormSubmit({
    fields,
    validate: () => ({
      documentType: documentType ? undefined : t.documentRequired,
      file: validateDocumentFile(file),
    }),
    send: async () => {
      if (!documentType || !file) throw new Error('Checked before sending');
      const controller = new AbortController();
      inFlight.current = controller;
      setPercent(0);
      try {
        return await uploadDocument(documentType, file, (f) => setPercent(percentOf(f)), controller.signal);
      } finally {
        inFlight.current = null;
        if (!controller.signal.aborted) setPercent(null);
      }
    },
    onSuccess: (progress) => {
      queryClient.setQueryData(onboardingKeys.progress(), progress);
      onUploaded?.();
      toast.success(t.uploaded);
    },
    // An upload stopped because the user left has nobody to tell.
    onError: () => left.current,
    fallback: t.failed,
    rename: serverFields,
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    // Tell at once, not on submit, that this file will not do.
    form.setFieldError('file', chosen ? validateDocumentFile(chosen) : undefined);
  }

  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate aria-label={t.title}>
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
      <Select
        label={t.documentType}
        placeholder={t.documentPlaceholder}
        options={documentOptions}
        value={documentType}
        onChange={(value) => {
          setDocumentType(value);
          form.clearFieldError('documentType');
        }}
        error={form.fieldErrors.documentType}
        required
      />
      <FileDrop
        label={t.file}
        accept={uploadLimits.documentMimeTypes.join(',')}
        file={file}
        onChange={choose}
        error={form.fieldErrors.file}
        hint={t.fileHint}
        disabled={busy}
        camera
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
