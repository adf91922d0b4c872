/**
 * What a refused or failed submit tells a form, the one mapping every form uses: a 422's field errors
 * go beside the form's own fields (renamed where the form joins two server fields into one, like a
 * card's expiry month and year); an error on a field the form does not show, or any other failure,
 * becomes one message for the whole form (the server's words when it sent some, else the form's
 * fallback). Never both lost: a refusal always names a field or says a message.
 */
import { isApiError, messageOf } from '@/lib/api';

/** The message to show beside each field; a field without one is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const hasErrors = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

export interface Refusal<F extends string> {
  fields: FieldErrors<F>;
  /** Null when the fields say it all. */
  message: string | null;
}

export interface RefusalOptions<F extends string> {
  /** The fields the form shows an error beside. */
  fields: readonly F[];
  /** What the form says when the server gave no words of its own. */
  fallback: string;
  /** Server field name to the form's field it belongs to, where the two differ. */
  rename?: Readonly<Partial<Record<string, F>>>;
}

export function refusalOf<F extends string>(error: unknown, options: RefusalOptions<F>): Refusal<F> {
  if (isApiError(error) && error.status === 422) {
    const fields: FieldErrors<F> = {};
    const elsewhere: string[] = [];
    for (const [serverField, text] of Object.entries(error.fieldErrors)) {
      const name = options.rename?.[serverField] ?? serverField;
      if ((options.fields as readonly string[]).includes(name)) fields[name as F] ??= text;
      else if (!elsewhere.includes(text)) elsewhere.push(text);
    }
    if (elsewhere.length > 0) return { fields, message: elsewhere.join(' ') };
    if (hasErrors(fields)) return { fields, message: null };
  }
  return { fields: {}, message: messageOf(error, options.fallback) };
}
