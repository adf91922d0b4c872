/**
 * Catalog wording for input errors (Laravel's validation sentences), built from what a rule expects
 * and never from what was sent: schema libraries quote the input back ("(was …)"), and an answer
 * that repeats a caller's text is one more place for injected markup to surface.
 */

/** What we read of a schema issue (arktype's ArkError has these). */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  code: string;
  /** A description of the rule; for unions it embeds the input, so it is not used for them. */
  expected?: string;
  rule?: unknown;
  data?: unknown;
}

export interface FieldMessage {
  field: string;
  message: string;
}

/** Type names arktype uses for a wrong kind of value, as a sentence ends. */
const KINDS: Record<string, string> = {
  'a string': 'a string',
  'a number': 'a number',
  'a boolean': 'true or false',
  'an object': 'an object',
  'an array': 'an array',
  'a bigint': 'a number',
  null: 'empty',
};

export const BODY = 'body';
export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** A key the schema does not declare, refused by its undeclared-key rule. */
export const isUndeclaredKey = (issue: SchemaIssue) =>
  issue.code === 'predicate' && issue.expected === 'removed';

export function fieldMessage(issue: SchemaIssue): FieldMessage {
  // An unknown key is chosen by the caller: name the body rather than repeat it.
  if (isUndeclaredKey(issue)) {
    return { field: BODY, message: 'The request contains fields that are not allowed.' };
  }
  // Array.from, not map: arktype's path is an Array subclass whose map builds another of its kind.
  const field = Array.from(issue.path, String).join('.') || BODY;
  if (field === BODY) return { field, message: BODY_NOT_AN_OBJECT };
  const the = `The ${field.replace(/_/g, ' ')} field`;
  const limit = typeof issue.rule === 'number' ? issue.rule : undefined;
  const isText = typeof issue.data === 'string';
  const message = ((): string => {
    switch (issue.code) {
      case 'required':
        return `${the} is required.`;
      case 'domain':
      case 'proto': {
        const kind = KINDS[issue.expected ?? ''];
        return kind ? `${the} must be ${kind}.` : `${the} is invalid.`;
      }
      case 'pattern':
        return issue.expected === 'an email address'
          ? `${the} must be a valid email address.`
          : `${the} format is invalid.`;
      case 'minLength':
        if (limit === undefined) break;
        if (isText)
          return limit === 1 ? `${the} is required.` : `${the} must be at least ${limit} characters.`;
        return `${the} must have at least ${limit} item${limit === 1 ? '' : 's'}.`;
      case 'maxLength':
        if (limit === undefined) break;
        return isText
          ? `${the} must not be greater than ${limit} characters.`
          : `${the} must not have more than ${limit} items.`;
      case 'exactLength':
        if (limit === undefined) break;
        return isText ? `${the} must be ${limit} characters.` : `${the} must contain ${limit} items.`;
      case 'divisor':
        return limit === 1 ? `${the} must be an integer.` : `${the} is invalid.`;
      case 'min':
      case 'max':
      case 'after':
      case 'before':
        // The rule's own description ("at least 1", "positive"), made from the schema.
        return issue.expected ? `${the} must be ${issue.expected}.` : `${the} is invalid.`;
      case 'unit':
        return issue.expected === 'true'
          ? `${the} must be accepted.`
          : `The selected ${field.replace(/_/g, ' ')} is invalid.`;
      case 'union':
        return `The selected ${field.replace(/_/g, ' ')} is invalid.`;
      case 'predicate':
        // Our own narrows say what they need with ctx.mustBe(); anonymous ones say nothing useful.
        return issue.expected && !issue.expected.startsWith('valid according to')
          ? `${the} must be ${issue.expected}.`
          : `${the} is invalid.`;
    }
    return `${the} is invalid.`;
  })();
  return { field, message };
}
