/**
 * Limits on the tenant settings the demo control accepts. The schema only checks types; these keep
 * out what a real tenant would never set and what breaks the screens showing it (a 40-character name
 * once made the phone page 727 px wide): empty or very long text, control characters, script URLs.
 */
import type { Settings } from '@contract/schemas';
import { type } from 'arktype';
import type { FieldErrors } from '../http/errors';

export const SETTINGS_LIMITS = {
  name: 60,
  status: 32,
  maintenanceMessage: 500,
  contactEmail: 254,
  url: 2048,
} as const;

const CONTROL_CHARACTER = /\p{Cc}/u;
const isEmail = type('string.email');
const URL_FIELDS = ['website_url', 'logo', 'favicon'] as const;

const labels: Record<string, string> = {
  name: 'name',
  status: 'status',
  maintenanceMessage: 'maintenance message',
  contactEmail: 'contact email',
  website_url: 'website url',
  logo: 'logo',
  favicon: 'favicon',
};

/** Counted in characters as a reader sees them, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/** An absolute http(s) URL, or a path on this site ('/icons/logo.svg'; '//host' is another site). */
function isWebAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Text problems common to every field: too long, or control characters (newlines included). */
function textProblem(field: string, value: string, max: number): string | undefined {
  if (lengthOf(value) > max) return `The ${labels[field]} may not be greater than ${max} characters.`;
  if (CONTROL_CHARACTER.test(value)) return `The ${labels[field]} may not contain control characters.`;
  return undefined;
}

/** Field errors of a settings change (only the fields it sets are judged); empty when it is fine. */
export function settingsLimitErrors(changes: Partial<Settings>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | undefined) => {
    if (message !== undefined) (errors[field] ??= []).push(message);
  };

  for (const field of ['name', 'status'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value.trim() === '') add(field, `The ${labels[field]} field is required.`);
    else add(field, textProblem(field, value, SETTINGS_LIMITS[field]));
  }

  const { margin_call_level: call, stop_out_level: stopOut } = changes;
  if (call !== undefined && stopOut !== undefined && stopOut >= call) {
    add('stop_out_level', 'The stop-out level must be below the margin-call level.');
  }

  const message = changes.maintenanceMessage;
  if (typeof message === 'string') {
    add('maintenanceMessage', textProblem('maintenanceMessage', message, SETTINGS_LIMITS.maintenanceMessage));
  }

  const email = changes.contactEmail;
  if (typeof email === 'string') {
    const problem = textProblem('contactEmail', email, SETTINGS_LIMITS.contactEmail);
    add(
      'contactEmail',
      problem ?? (isEmail.allows(email) ? undefined : 'The contact email must be a valid email address.'),
    );
  }

  for (const field of URL_FIELDS) {
    const value = changes[field];
    if (typeof value !== 'string') continue;
    const problem = textProblem(field, value, SETTINGS_LIMITS.url);
    add(
      field,
      problem ??
        (isWebAddress(value)
          ? undefined
          : `The ${labels[field]} must be an http or https URL, or a path on this site.`),
    );
  }
  return errors;
}
