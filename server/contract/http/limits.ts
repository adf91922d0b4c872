import { uploadLimits } from '@/lib/contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, invalidField } from './errors';

/** Room for the multipart envelope around a file of the largest allowed size. */
const UPLOAD_BODY_MAX = uploadLimits.maxBytes + 256 * 1024;
const JSON_BODY_MAX = 256 * 1024;

const limitUpload = bodyLimit({
  maxSize: UPLOAD_BODY_MAX,
  onError: () => {
    throw invalidField(
      'file',
      `The file may not be greater than ${uploadLimits.maxBytes / (1024 * 1024)} MB.`,
    );
  },
});

const limitJson = bodyLimit({
  maxSize: JSON_BODY_MAX,
  onError: () => {
    throw new ApiError(413, { message: 'The request body is too large.' });
  },
});

/** Bodies are read into memory, so their size is capped before anything parses them. */
export function limitBodies(uploadPaths: readonly string[]): MiddlewareHandler {
  const uploads = new Set(uploadPaths);
  return (c, next) => (uploads.has(c.req.path) ? limitUpload : limitJson)(c, next);
}
