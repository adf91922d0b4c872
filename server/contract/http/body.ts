/**
 * Reading and validating request input with the contract's own request schemas.
 * Malformed input is always a 4xx with a message, never an exception that reaches the host.
 */
import { type } from 'arktype';
import type { Context } from 'hono';
import { badRequest, invalid, invalidField, type FieldErrors } from './errors';
import { fieldMessage } from './messages';

interface Schema<T> {
  (input: unknown): T | InstanceType<typeof type.errors>;
}

export function check<T>(schema: Schema<T>, input: unknown): T {
  const out = schema(input);
  if (out instanceof type.errors) {
    const errors: FieldErrors = {};
    for (const error of out) {
      const { field, message } = fieldMessage(error);
      if (!errors[field]?.includes(message)) (errors[field] ??= []).push(message);
    }
    throw invalid(errors);
  }
  return out;
}

function isForm(c: Context): boolean {
  const contentType = c.req.header('Content-Type') ?? '';
  return (
    contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data')
  );
}

/**
 * JSON by default; forms too, because pusher-js posts its channel authorisation as a form.
 * An empty body counts as `{}` so "missing field" errors name the fields.
 */
export async function readBody(c: Context): Promise<unknown> {
  if (isForm(c)) {
    try {
      return await c.req.parseBody();
    } catch {
      throw badRequest('The request body is not a valid form.');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

export async function validBody<T>(c: Context, schema: Schema<T>): Promise<T> {
  return check(schema, await readBody(c));
}

/** Multipart fields for uploads: a form is required, and `file` must be a file, not a string. */
export async function readUpload(c: Context): Promise<{ form: FormData; file: File }> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.includes('multipart/form-data')) {
    throw invalidField('file', 'The file must be sent as multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('The request body is not a valid multipart form.');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw invalidField('file', 'The file field is required.');
  return { form, file };
}
