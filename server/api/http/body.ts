/**
 * A request in, its envelope out: reading and validating request input with the contract's own
 * request schemas, and the Laravel envelope a successful call answers with.
 * Malformed input is always a 4xx with a message, never an exception that reaches the host.
 */
import { type } from 'arktype';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { stillAdmitted } from './auth';
import { badRequest, invalid, invalidField, type FieldErrors } from './errors';
import { BODY, BODY_NOT_AN_OBJECT, fieldMessage, isUndeclaredKey, type SchemaIssue } from './messages';

interface Schema<T> {
  (input: unknown): T | InstanceType<typeof type.errors>;
}

function schemaErrors(out: Iterable<SchemaIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of out) {
    const { field, message } = fieldMessage(error);
    if (!errors[field]?.includes(message)) (errors[field] ??= []).push(message);
  }
  return errors;
}

const strictSchemas = new WeakMap<Schema<unknown>, Schema<unknown>>();

/**
 * One rule for every request body: a key its schema does not declare, at any depth, is a 422 on
 * `body` (`The request contains fields that are not allowed.`), never silently dropped or kept, so
 * a caller learns at once that a field it sent means nothing here. Queries stay lenient: caches and
 * proxies add parameters of their own.
 */
function strict<T>(schema: Schema<T>): Schema<T> {
  let found = strictSchemas.get(schema);
  if (!found) {
    const typed = schema as Schema<T> & { onDeepUndeclaredKey?: (rule: 'reject') => Schema<T> };
    found = typeof typed.onDeepUndeclaredKey === 'function' ? typed.onDeepUndeclaredKey('reject') : schema;
    strictSchemas.set(schema, found);
  }
  return found as Schema<T>;
}

/**
 * Every request schema describes an object, and an object schema whose keys are all optional takes
 * an array too (`[]` would be an empty change): anything but a plain object is refused first.
 */
function assertObject(input: unknown): asserts input is Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalidField(BODY, BODY_NOT_AN_OBJECT);
  }
}

export function check<T>(schema: Schema<T>, input: unknown): T {
  assertObject(input);
  const out = schema(input);
  if (out instanceof type.errors) throw invalid(schemaErrors(out));
  return out;
}

/**
 * The schema (strict, as validBody's), then rules it cannot express (a range in the tenant's
 * currency, a card's check digit), and every problem answered at once, so a form shows them all after
 * one submit. The rules see the fields the schema accepted (by their top-level name) and only those;
 * a field already wrong keeps the schema's message alone. A rule may word an undeclared key itself
 * (`The date of birth cannot be changed here.`): that key then has the rule's message instead of
 * the general one on `body`.
 */
export function checkWithRules<T extends object>(
  schema: Schema<T>,
  input: unknown,
  rules: (accepted: Partial<T>) => FieldErrors,
): T {
  assertObject(input);
  const out = strict(schema)(input);
  const issues = out instanceof type.errors ? [...out] : [];
  const wrong = new Set(issues.map((error) => String(error.path[0] ?? '')));
  let ruled: FieldErrors = {};
  if (!wrong.has('')) {
    const accepted = Object.fromEntries(Object.entries(input).filter(([key]) => !wrong.has(key)));
    ruled = rules(accepted as Partial<T>);
  }
  const worded = (issue: (typeof issues)[number]) =>
    isUndeclaredKey(issue) && (ruled[String(issue.path[0])]?.length ?? 0) > 0;
  const errors = schemaErrors(issues.filter((issue) => !worded(issue)));
  for (const [field, messages] of Object.entries(ruled)) {
    if (messages.length > 0 && !errors[field]) errors[field] = messages;
  }
  if (out instanceof type.errors || Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

function isForm(c: Context): boolean {
  const contentType = c.req.header('Content-Type') ?? '';
  return (
    contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data')
  );
}

/**
 * Every number the API takes is finite. JSON has no Infinity, but a number beyond a double's range
 * (`1e309`) parses as one, and it passes every "> 0" a schema asks; read as NaN instead, it is
 * refused by every number schema ("The stop loss field must be a number.", on that field, with the
 * body's other problems), so no route needs a check of its own.
 */
const finiteNumbers = (_key: string, value: unknown) =>
  typeof value === 'number' && !Number.isFinite(value) ? Number.NaN : value;

/**
 * JSON by default; forms too, because pusher-js posts its channel authorisation as a form.
 * An empty body counts as `{}` so "missing field" errors name the fields. Once the body is in, the
 * caller's session is checked again: it may have ended while the body was on its way.
 */
export async function readBody(c: Context): Promise<unknown> {
  if (isForm(c)) {
    let form: unknown;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest('The request body is not a valid form.');
    }
    stillAdmitted(c);
    return form;
  }
  const text = await c.req.text();
  stillAdmitted(c);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text, finiteNumbers) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

export async function validBody<T>(c: Context, schema: Schema<T>): Promise<T> {
  return check(strict(schema), await readBody(c));
}

/** The multipart form of an upload, whose file goes in `field`: anything else is refused on that field. */
export async function readUploadForm(c: Context, field = 'file'): Promise<FormData> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.includes('multipart/form-data')) {
    throw invalidField(field, `The ${field} must be sent as multipart/form-data.`);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('The request body is not a valid multipart form.');
  }
  stillAdmitted(c);
  return form;
}

/** Multipart fields for uploads: a form is required, and `field` must be a file, not a string. */
export async function readUpload(c: Context, field = 'file'): Promise<{ form: FormData; file: File }> {
  const form = await readUploadForm(c, field);
  const file = form.get(field);
  if (!(file instanceof File)) throw invalidField(field, `The ${field} field is required.`);
  return { form, file };
}

/** The Laravel envelope every successful call answers with. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  return c.json(message === undefined ? { success: true, data } : { success: true, message, data }, status);
}

/** The same envelope around `data` already written as JSON text. */
export function okJson(c: Context, dataJson: string) {
  return c.body(`{"success":true,"data":${dataJson}}`, 200, { 'Content-Type': 'application/json' });
}
