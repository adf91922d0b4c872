/**
 * Uploaded files behind capability URLs: whoever holds the URL may fetch the file (an <img> cannot
 * send a bearer token), so the id is long and random. Uploads are bounded three ways, because the
 * bytes cost the host memory or disk: a size per file (the body limit), a quota per user and in all
 * (the file store), and a number of uploads per user in a sliding window (checked before the body
 * is read, so a refused upload costs nothing).
 */
import { uploadLimits } from '@contract/schemas';
import type { MiddlewareHandler } from 'hono';
import { API_BASE, type AppEnv, type Core } from '../core';
import { randomToken } from '../crypto';
import {
  DEFAULT_PER_USER_BYTES,
  FileStore,
  MB,
  type FileQuota,
  type FileStorage,
  type PutRefusal,
} from '../file-store';
import { ApiError, invalidField, tooManyAttempts } from '../http/errors';
import { createRateLimiter, retryAfterSeconds, tryAgainIn, type RateLimiter } from '../http/rate-limit';
import { matchesDeclaredType } from './file-signature';
import type { StoredFile, UserRecord } from '../types';

const MAX_MB = uploadLimits.maxBytes / MB;
/** The file signatures we check are all within the first 16 bytes. */
const SIGNATURE_BYTES = 16;

export const FILES_PATH = `${API_BASE}/files/`;

export interface UploadLimits extends FileQuota {
  /** Upload attempts one user may make per window. */
  uploadsPerWindow: number;
  windowMs: number;
}

export const DEFAULT_UPLOAD_RATE = { uploadsPerWindow: 20, windowMs: 10 * 60_000 };

/** The core's file store and upload rate; the total quota defaults to what the storage can hold. */
export function createUploads(options: {
  storage: FileStorage;
  limits?: Partial<UploadLimits>;
  now: () => number;
}): { files: FileStore; uploadRate: RateLimiter } {
  const limits: UploadLimits = {
    perUserBytes: DEFAULT_PER_USER_BYTES,
    totalBytes: options.storage.capacityBytes,
    ...DEFAULT_UPLOAD_RATE,
    ...options.limits,
  };
  return {
    files: new FileStore(options.storage, limits),
    uploadRate: createRateLimiter({
      limit: limits.uploadsPerWindow,
      windowMs: limits.windowMs,
      now: options.now,
    }),
  };
}

export const quotaMessages = {
  user: (perUserBytes: number) =>
    `Your upload quota is used up: you can keep up to ${Number((perUserBytes / MB).toFixed(1))} MB of files.`,
  total: 'The server cannot accept more files right now.',
};

function quotaError(core: Core, refusal: PutRefusal, field: string): ApiError {
  if (refusal === 'user') return invalidField(field, quotaMessages.user(core.files.quota.perUserBytes));
  if (refusal === 'total') return invalidField(field, quotaMessages.total);
  return new ApiError(409, { message: 'The demo data was reset during the upload. Send the file again.' });
}

/**
 * Before an upload's body is read: refuses a user whose quota is already used up, or who has made
 * too many upload attempts lately (429 with Retry-After). Every admitted attempt counts, valid or not,
 * since reading and checking the body is the work being limited. `field` is the form field the file
 * goes in, where a refusal is reported.
 */
export function admitUpload(core: Core, field = 'file'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (core.files.usage(user.id) >= core.files.quota.perUserBytes) throw quotaError(core, 'user', field);
    if (core.files.total() >= core.files.quota.totalBytes) throw quotaError(core, 'total', field);
    const waitMs = core.uploadRate.take(String(user.id));
    if (waitMs > 0) {
      const seconds = retryAfterSeconds(waitMs);
      throw tooManyAttempts(field, `Too many uploads. Please try again in ${tryAgainIn(seconds)}.`, seconds);
    }
    await next();
  };
}

export function isImageType(mime: string): boolean {
  return mime.startsWith('image/');
}

export async function saveUpload(
  core: Core,
  owner: UserRecord,
  file: File,
  allowed: readonly string[],
  wrongTypeMessage: string,
  field = 'file',
): Promise<StoredFile> {
  if (!allowed.includes(file.type)) throw invalidField(field, wrongTypeMessage);
  if (file.size > uploadLimits.maxBytes) {
    throw invalidField(field, `The ${field} may not be greater than ${MAX_MB} MB.`);
  }
  if (file.size === 0) throw invalidField(field, `The ${field} is empty.`);
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  if (!matchesDeclaredType(file.type, head)) throw invalidField(field, wrongTypeMessage);
  const stored: StoredFile = {
    id: randomToken(),
    owner_id: owner.id,
    name: displayFileName(file.name),
    type: file.type,
    size: file.size,
  };
  // Streamed into the storage, so the host keeps no copy once the request is done.
  const refusal = await core.files.put(stored, file.stream());
  if (refusal) throw quotaError(core, refusal, field);
  return stored;
}

// Control characters (NUL included) and the marks that reorder text (right-to-left overrides,
// embeddings and isolates): a name is shown to people, and these let `invoice\u202Efdp.exe` read as
// `invoiceexe.pdf`.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_OR_REORDERING = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is kept and shown under: the last part of what the sender's device called it (no
 * `../` or folders), without hidden or reordering characters or leading dots, at most 255 characters;
 * `file` when nothing is left.
 */
export function displayFileName(sent: string): string {
  const visible = sent.replace(HIDDEN_OR_REORDERING, '');
  const base = visible.split(/[\\/]/).pop() ?? '';
  const name = Array.from(base.replace(/^[.\s]+/, '').trim())
    .slice(0, 255)
    .join('');
  return name || 'file';
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
  return core.files.meta(parsed.pathname.slice(FILES_PATH.length));
}
