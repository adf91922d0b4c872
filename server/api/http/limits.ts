import { uploadLimits } from '@contract/schemas';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, invalidField } from './errors';

/** Room for the multipart envelope around a file of the largest allowed size. */
const UPLOAD_BODY_MAX = uploadLimits.maxBytes + 256 * 1024;
const JSON_BODY_MAX = 256 * 1024;

const limitUpload = (field: string) =>
  bodyLimit({
    maxSize: UPLOAD_BODY_MAX,
    onError: () => {
      throw invalidField(
        field,
        `The ${field} may not be greater than ${uploadLimits.maxBytes / (1024 * 1024)} MB.`,
      );
    },
  });

const limitJson = bodyLimit({
  maxSize: JSON_BODY_MAX,
  onError: () => {
    throw new ApiError(413, { message: 'The request body is too large.' });
  },
});

/**
 * Bodies are read into memory, so their size is capped before anything parses them. `uploads` maps
 * each upload path to the field its file goes in, which is where a refusal is reported.
 */
export function limitBodies(uploads: Readonly<Record<string, string>>): MiddlewareHandler {
  const limits = new Map(Object.entries(uploads).map(([path, field]) => [path, limitUpload(field)]));
  // A GET or HEAD has no body, and asking for one makes the Node host build a whole Request for it:
  // about 0.15 ms a call, 7 ms of the 44 calls a chart makes paging back through 30 days of minutes.
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (limits.get(c.req.path) ?? limitJson)(c, next);
}
