/**
 * The one way a form of the app submits: this small hook, not a form library nor TanStack Query's
 * `useMutation`. The login route is the first screen every visitor loads: a form library would add
 * about 15 KB gzipped to it, and `useMutation` would bring TanStack Query's core (a new visitor's start
 * does without it, src/app/session-machine.ts), while these forms are small (2 to 8 fields), already
 * have plain validator functions, and send at once, without waiting for the network or retrying.
 *
 * A submit checks the form's own rules first: their messages go beside the fields and the focus to
 * the first field in error, and nothing is sent. Then the request runs, one at a time (`busy` is
 * true meanwhile, and while what follows a success runs when `onSuccess` returns a promise: a
 * sign-in's way to the dashboard loads the signed-in screens' code, seconds on a slow network, and
 * the form must not look idle and sendable again meanwhile). A refusal is mapped by `refusalOf`:
 * the focus goes to the first field in error, or to the form-level message (`FormError`, given
 * `errorRef`) when no field is named. Nothing the user typed is touched: the form holds its values,
 * this hook only its errors.
 *
 * What a refused or failed submit tells a form is `refusalOf`'s, the one mapping every form uses: a
 * 422's field errors go beside the form's own fields (renamed where the form joins two server fields
 * into one, like a card's expiry month and year); an error on a field the form does not show, or any
 * other failure, becomes one message for the whole form (the server's words when it sent some, else
 * the form's fallback). Never both lost: a refusal always names a field or says a message.
 */
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isApiError, messageOf } from '@/lib/api';

/** The message to show beside each field; a field without one is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What a group of fields needs of the form it sits in (the stops, the expiry): the messages beside
 * its fields, and a way to clear one as the customer changes it.
 */
export interface FieldsForm<F extends string> {
  fieldErrors: FieldErrors<F>;
  clearFieldError(field: F): void;
}

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

export interface FormSubmitOptions<F extends string, T> {
  /** The fields the form shows an error beside, in the order it draws them. */
  fields: readonly F[];
  /** The form's own checks, run before anything is sent. */
  validate?: () => FieldErrors<F>;
  /** The request, built from what the form holds when it is submitted. */
  send: () => Promise<T>;
  /**
   * What follows an answer. A promise it returns keeps the form busy until it settles; its failure is
   * told as the request's would be.
   */
  onSuccess?: (data: T) => void | Promise<unknown>;
  /**
   * Sees every failure first, drawn together with its errors (so a step that hid the form can bring
   * it back before the focus moves). True when the form tells this failure its own way: nothing is
   * then mapped or focused.
   */
  onError?: (error: unknown) => boolean | void;
  /** The form-level message when the server gave no words of its own. */
  fallback: string;
  /** Server field name to the form's field, where they differ. */
  rename?: Readonly<Partial<Record<string, F>>>;
}

/** Only the fields that have a message: an empty object means the form is fine. */
const errorsOnly = <F extends string>(errors: FieldErrors<F>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;

export function useFormSubmit<F extends string, T>(options: FormSubmitOptions<F, T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // `busy` is only seen at the next render; a second click before it must not send again.
  const inFlight = useRef(false);

  /**
   * Each field marks its control `aria-invalid`; the forms draw their fields in `fields` order, so
   * the first marked control is the first field in error. With none, the form-level message.
   */
  function focusFirstError(named: boolean) {
    const field = named ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    (field ?? errorRef.current)?.focus();
  }

  /** Runs the form's own checks and shows their result; true when the form may be sent. */
  function validate(): boolean {
    const errors = errorsOnly(options.validate?.() ?? {});
    flushSync(() => {
      setFieldErrors(errors);
      setFormError(null);
    });
    if (!hasErrors(errors)) return true;
    focusFirstError(true);
    return false;
  }

  /** Sends the form as it is now (already checked), and shows a refusal. */
  async function send(): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      // Each submit sends what its own render holds (`options.send` of that render).
      const data = await options.send();
      await options.onSuccess?.(data);
      setBusy(false);
    } catch (error) {
      const refusal = flushSync((): Refusal<F> | null => {
        setBusy(false);
        if (options.onError?.(error) === true) return null;
        const mapped = refusalOf(error, options);
        setFieldErrors(mapped.fields);
        setFormError(mapped.message);
        return mapped;
      });
      if (refusal) focusFirstError(hasErrors(refusal.fields));
    } finally {
      inFlight.current = false;
    }
  }

  /** The form's `onSubmit`: checks, then sends. */
  function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    if (validate()) void send();
  }

  return {
    formRef,
    errorRef,
    onSubmit,
    validate,
    send,
    busy,
    fieldErrors,
    formError,
    /** For a field's `onChange`: its message goes once the user changes it. */
    clearFieldError: (field: F) =>
      setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    /** For a check that is told at once rather than on submit (a chosen file, say). */
    setFieldError: (field: F, message: string | undefined) =>
      setFieldErrors((current) => ({ ...current, [field]: message })),
    dismissFormError: () => setFormError(null),
  };
}
