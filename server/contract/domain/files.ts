/**
 * Uploaded files live in memory behind capability URLs: whoever holds the URL may fetch the file
 * (an <img> cannot send a bearer token), so the id is long and random.
 */
import { uploadLimits } from '@/lib/contract';
import { API_BASE, type Core } from '../core';
import { randomToken } from '../crypto';
import { invalidField } from '../http/errors';
import { matchesDeclaredType } from './file-signature';
import type { StoredFile, UserRecord } from '../types';

const MAX_MB = uploadLimits.maxBytes / (1024 * 1024);

export const FILES_PATH = `${API_BASE}/files/`;

export function isImageType(mime: string): boolean {
  return mime.startsWith('image/');
}

export async function saveUpload(
  core: Core,
  owner: UserRecord,
  file: File,
  allowed: readonly string[],
  wrongTypeMessage: string,
): Promise<StoredFile> {
  if (!allowed.includes(file.type)) throw invalidField('file', wrongTypeMessage);
  if (file.size > uploadLimits.maxBytes) {
    throw invalidField('file', `The file may not be greater than ${MAX_MB} MB.`);
  }
  if (file.size === 0) throw invalidField('file', 'The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!matchesDeclaredType(file.type, bytes)) throw invalidField('file', wrongTypeMessage);
  const stored: StoredFile = {
    id: randomToken(),
    owner_id: owner.id,
    name: file.name.slice(0, 255) || 'file',
    type: file.type,
    bytes,
  };
  core.store.state.files.set(stored.id, stored);
  return stored;
}

export function fileUrl(origin: string, id: string): string {
  return `${origin}${FILES_PATH}${id}`;
}

/** The stored file a URL of ours points at, or undefined for anything else (other hosts, other paths). */
export function fileForUrl(core: Core, origin: string, url: string): StoredFile | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin || !parsed.pathname.startsWith(FILES_PATH)) return undefined;
  return core.store.state.files.get(parsed.pathname.slice(FILES_PATH.length));
}
