/**
 * Checks a submission against its form definition. The same function runs in the browser (before posting)
 * and on the server (for posts with or without JavaScript), so both apply one set of rules.
 */
import { MULTI_SEPARATOR } from './fields';
import type { FieldDefinition, FormDefinition } from './types';

/** Why a field is refused; each code has a message at `forms:fieldErrors.{code}`. */
export const FIELD_ERRORS = ['required', 'tooLong', 'email', 'url', 'option', 'control', 'bidi'] as const;

export type FieldError = (typeof FIELD_ERRORS)[number];

export type ValidationResult =
  | { ok: true; values: Record<string, string> }
  | { ok: false; errors: Record<string, FieldError> };

/**
 * Control characters: C0 (U+0000-U+001F), DEL and C1 (U+0080-U+009F). Only textareas may hold line breaks
 * and tabs; everything else is refused wherever it appears.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). In a name or a subject, shown on
 * one line in a mail or a list of submissions, they make the text display in another order than it was written (a
 * name that reads as someone else's); nobody types them there on purpose.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;
const BIDI_CHECKED_FIELDS: ReadonlySet<string> = new Set(['name', 'subject']);

/**
 * A pragmatic address check: one @, a non-empty local part, a domain of dot-separated non-empty labels, no white
 * space and none of the characters that need quoting in RFC 5322. A dotless domain (`jon@hraun`) passes, as it
 * does the browser's own check (spec section 5: the browser's email type is the only format check); refusing what
 * the browser let through would leave the visitor with an error they cannot act on.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)*$/;

function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** An absolute http or https address with a host. */
function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The submitted multi-selection as a list, or null when an item is empty or not an option. */
function multiValues(value: string, allowed: ReadonlySet<string>): string[] | null {
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => !allowed.has(item))) return null;
  return [...new Set(items)];
}

/** One field: its normalised value, or why it is refused. */
function checkField(field: FieldDefinition, raw: unknown): { value: string } | { error: FieldError } {
  // A hostile client can send anything (a repeated key parsed as a list, a number in JSON): only text is accepted.
  if (raw !== undefined && typeof raw !== 'string') return { error: 'control' };
  const value = (raw ?? '').normalize('NFC').trim();

  if ((field.type === 'textarea' ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) return { error: 'control' };
  if (BIDI_CHECKED_FIELDS.has(field.name) && BIDI_CONTROL.test(value)) return { error: 'bidi' };
  if (value === '') return field.required ? { error: 'required' } : { value };
  // A choice longer than the limit cannot be one of the options: say so rather than 'too long'.
  if (value.length > field.maxLength) return { error: field.options ? 'option' : 'tooLong' };

  const allowed = new Set((field.options ?? []).map((option) => option.value));
  switch (field.type) {
    case 'email':
      return isEmail(value) ? { value } : { error: 'email' };
    case 'url':
      return isWebUrl(value) ? { value } : { error: 'url' };
    case 'select':
    case 'radio':
    case 'package':
      return allowed.has(value) ? { value } : { error: 'option' };
    case 'multi': {
      const items = multiValues(value, allowed);
      return items ? { value: items.join(MULTI_SEPARATOR) } : { error: 'option' };
    }
    default:
      return { value };
  }
}

/**
 * Validates the fields of one submission. Values are trimmed (and NFC-normalised); optional fields may be
 * empty; choice fields accept only their options; a multi-selection is its option values separated by
 * commas (normalised to ", ", duplicates dropped). Keys that are not fields of the form, such as
 * `form-name` and the honeypot, are ignored and left out of `values`.
 */
export function validateSubmission(definition: FormDefinition, fields: Record<string, string>): ValidationResult {
  const values: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  for (const field of definition.fields) {
    const raw: unknown = Object.prototype.hasOwnProperty.call(fields, field.name) ? fields[field.name] : undefined;
    const result = checkField(field, raw);
    if ('error' in result) errors[field.name] = result.error;
    else values[field.name] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/**
 * The i18next keys of a refused field's message, most specific first: the field's own wording
 * (`forms:fieldErrors.fields.{label}.{error}`, by the last part of its label key, so a quote's project description
 * and a contact message are worded apart), then the general `forms:fieldErrors.{error}`. The browser and the
 * server's page for posts without JavaScript both word refusals through this, so they say the same thing.
 */
export function fieldErrorKeys(field: Pick<FieldDefinition, 'labelKey'>, error: FieldError): [specific: string, general: string] {
  return [`forms:fieldErrors.fields.${field.labelKey.split('.').pop()!}.${error}`, `forms:fieldErrors.${error}`];
}
