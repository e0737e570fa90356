/**
 * Checks a submission against its form definition. The same function runs in the browser (before posting)
 * and on the server (for posts with or without JavaScript), so both apply one set of rules.
 */
import { MULTI_SEPARATOR } from './fields';
import type { FieldDefinition, FormDefinition } from './types';

/** Why a field is refused; each code has a message at `forms:fieldErrors.{code}`. */
export const FIELD_ERRORS = ['required', 'tooLong', 'email', 'emailLocalPart', 'url', 'option', 'control', 'bidi'] as const;

export type FieldError = (typeof FIELD_ERRORS)[number];

export type ValidationResult =
  | { ok: true; values: Record<string, string> }
  | { ok: false; errors: Record<string, FieldError> };

/**
 * Control characters: C0 (U+0000-U+001F), DEL and C1 (U+0080-U+009F). Only textareas may hold line breaks
 * and tabs; everything else is refused wherever it appears. One-line fields also refuse the Unicode line and paragraph
 * separators (U+2028, U+2029): a mail reader may break the line there, and a value would start a line of its own in
 * the notification mail, where it could pass for one of the mail's own fields.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). In a one-line field (a name, an
 * address, a company, a subject), shown on one line in a mail or a list of submissions, they make the text display in
 * another order than it was written (a name or an address that reads as someone else's); nobody types them there on
 * purpose. A textarea keeps them: quoted right-to-left text may hold them, and their effect ends with the line.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * The browser's own e-mail check (the HTML standard's "valid e-mail address", which Chromium, Firefox and Safari apply
 * to `type=email`): a local part of ASCII letters, digits and `.!#$%&'*+/=?^_`{|}~-`, and a domain of letter-digit-
 * hyphen labels. The server applies the same rule, so it never refuses what the browser let through, nor takes an
 * address the browser would have stopped. A dotless domain (`jon@hraun`) passes, as in the browser.
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Characters that would change what a host name means to the URL parser used for IDNA below. */
const NOT_IN_DOMAIN = /[\s/?#@:\\[\]%]/u;

/**
 * An internationalized domain in its ASCII form (`dæmi.is` to `xn--dmi-0la.is`), as the browser sends it and as mail
 * needs it without SMTPUTF8; an ASCII domain unchanged; null when it cannot be converted.
 */
function asciiDomain(domain: string): string | null {
  if (/^\p{ASCII}*$/u.test(domain)) return domain;
  if (domain === '' || NOT_IN_DOMAIN.test(domain)) return null;
  try {
    // The URL parser applies UTS #46 (IDNA) to a special scheme's host, in the browser and in Node alike.
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * Why an address is refused, or its normalised form: the domain in ASCII (IDNA). A local part with characters beyond
 * ASCII (`jón@…`) has an error of its own: the browser refuses it too, and mail to it needs SMTPUTF8, which the
 * visitor's own mail provider may not offer; the visitor can act on "use a–z before the @", not on "invalid".
 */
export function checkEmail(value: string): { value: string } | { error: 'email' | 'emailLocalPart' } {
  const at = value.lastIndexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  if (at > 0 && !/^\p{ASCII}*$/u.test(local) && !/[\s@]/u.test(local)) return { error: 'emailLocalPart' };
  const domain = at === -1 ? null : asciiDomain(value.slice(at + 1));
  if (domain === null) return { error: 'email' };
  const address = `${local}@${domain}`;
  return EMAIL.test(address) ? { value: address } : { error: 'email' };
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
  if (field.type !== 'textarea' && BIDI_CONTROL.test(value)) return { error: 'bidi' };
  if (value === '') return field.required ? { error: 'required' } : { value };
  // A choice longer than the limit cannot be one of the options: say so rather than 'too long'.
  if (value.length > field.maxLength) return { error: field.options ? 'option' : 'tooLong' };

  const allowed = new Set((field.options ?? []).map((option) => option.value));
  switch (field.type) {
    case 'email':
      return checkEmail(value);
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
