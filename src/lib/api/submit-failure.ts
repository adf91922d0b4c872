/**
 * What a refused or failed money request tells the form: the server's field errors beside their
 * fields (renamed where the form joins two, like expiry), or one message for the whole form. The
 * form keeps everything typed either way.
 */
import { isApiError, messageOf } from './errors';

export interface SubmitFailure {
  fields: Record<string, string>;
  message: string | null;
}

export function submitFailure(
  error: unknown,
  fallback: string,
  rename: Record<string, string> = {},
  /** The fields the form shows an error beside; a refusal of any other is said for the whole form. */
  shown?: readonly string[],
): SubmitFailure {
  if (isApiError(error) && error.status === 422) {
    const fields: Record<string, string> = {};
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      const name = rename[field] ?? field;
      fields[name] ??= message;
    }
    const unshown = shown ? Object.entries(fields).find(([name]) => !shown.includes(name)) : undefined;
    if (Object.keys(fields).length > 0) return { fields, message: unshown ? unshown[1] : null };
  }
  return { fields: {}, message: messageOf(error, fallback) };
}
