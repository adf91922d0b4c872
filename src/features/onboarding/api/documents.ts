import { upload } from '@/lib/api';
import { api, type requests } from '@contract';

export type DocumentType = typeof requests.documentType.infer;

/** POST /onboarding/documents (multipart): reports upload progress, answers the updated progress. */
export async function uploadDocument(
  documentType: DocumentType,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.set('document_type', documentType);
  form.set('file', file);
  return (await upload(api.onboarding, '/onboarding/documents', form, onProgress, signal)).data;
}
