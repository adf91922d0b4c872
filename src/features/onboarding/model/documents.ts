import { uploadLimits } from '@contract';
import { m } from '@/i18n';

/** Checks a chosen identity document before any byte is sent: an image or PDF, not empty, at most 10 MB. */
export function validateDocumentFile(
  file: Pick<File, 'type' | 'size'> | null | undefined,
): string | undefined {
  if (!file) return m.onboarding.idCheck.fileRequired;
  if (!(uploadLimits.documentMimeTypes as readonly string[]).includes(file.type)) {
    return m.onboarding.idCheck.fileWrongType;
  }
  if (file.size === 0) return m.onboarding.idCheck.fileEmpty;
  return file.size > uploadLimits.maxBytes ? m.onboarding.idCheck.fileTooLarge : undefined;
}

/** Upload progress as a whole percentage for the bar and the live text. */
export const percentOf = (fraction: number) => Math.max(0, Math.min(100, Math.round(fraction * 100)));
