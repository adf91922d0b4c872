/** POST /chat/upload (multipart): one file, with progress. A failure is `m.chat.uploadFailed` (or the server's message). */
import { upload } from '@/lib/api';
import { api } from '@contract';

export const uploadChatFile = async (
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) => {
  const form = new FormData();
  form.append('file', file);
  return (await upload(api.chatUpload, '/chat/upload', form, onProgress, signal)).data;
};
