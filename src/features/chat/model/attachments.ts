/**
 * Which files a chat message can carry (images, PDF, Word and Excel; the first file of a pick
 * only), checked before any byte is sent. The server checks again, by content.
 */
import { uploadLimits } from '@contract';

/** For the file picker: MIME types and the extensions some systems only know files by. */
export const ACCEPT = [...uploadLimits.chatMimeTypes, '.pdf', '.doc', '.docx', '.xls', '.xlsx'].join(',');

const byExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type FileProblem = 'type' | 'size' | 'empty';

/** What is wrong with a picked file, or null. The type is read from the name when the browser gives none. */
export function fileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mime = file.type || byExtension[extension] || '';
  if (!(uploadLimits.chatMimeTypes as readonly string[]).includes(mime)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > uploadLimits.maxBytes) return 'size';
  return null;
}

/** The first file of a pick (the picker may allow one only, but a drop can bring several). */
export const firstFile = (files: ArrayLike<File> | null | undefined): File | undefined => files?.[0];
