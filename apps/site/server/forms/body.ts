/**
 * Reading a form body (`application/x-www-form-urlencoded`) strictly: the raw bytes and every
 * percent-encoded run must be valid UTF-8, a key may appear once (except the multi-selection fields, whose
 * repeated values a browser without JavaScript sends for checked checkboxes), and the number of fields is
 * bounded.
 */
import { FORM_NAME_FIELD } from '@hraun/content/forms/types';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** Bytes of a form body at most: the longest real submission is far below it. */
export const BODY_LIMIT = 64 * 1024;
/** Keys of a body at most: the largest form has 11 fields with its hidden ones. */
export const MAX_KEYS = 64;

export type BodyError = 'encoding' | 'repeatedField' | 'tooManyFields';

export type ParsedBody = { ok: true; fields: Record<string, string> } | { ok: false; error: BodyError; field?: string };

/** True when the media type (parameters aside) is the form encoding. */
export function isFormContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type] = header.split(';');
  return (type ?? '').trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** A charset parameter other than UTF-8 (`charset=iso-8859-1`) is refused: browsers send UTF-8. */
export function hasForeignCharset(header: string | undefined): boolean {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(header ?? '');
  return match !== null && !/^utf-?8$/i.test(match[1] ?? '');
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    fatalUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const PERCENT_RUN = /(?:%[0-9a-fA-F]{2})+/g;

/**
 * URLSearchParams turns `%FF` into U+FFFD silently; here each run of percent-escapes must decode to valid
 * UTF-8 (a browser encodes every byte of a character, so a character never straddles a run's edge).
 */
function percentRunsAreUtf8(text: string): boolean {
  for (const [run] of text.matchAll(PERCENT_RUN)) {
    if (!/%[89a-fA-F]/.test(run)) continue; // ASCII only
    if (!isUtf8(Buffer.from(run.replaceAll('%', ''), 'hex'))) return false;
  }
  return true;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Parses the body. `multiFields` are the names whose repeated values are joined with `separator`;
 * every other repeated key is an error, as is `form-name` repeated.
 */
export function parseFormBody(raw: Buffer | undefined, multiFields: (formName: string) => ReadonlySet<string>, separator = ', '): ParsedBody {
  // A byte order mark (some scripts and tools write one) marks the encoding and is no part of the first key.
  const bytes = raw?.subarray(0, 3).equals(UTF8_BOM) ? raw.subarray(3) : (raw ?? Buffer.alloc(0));
  if (!isUtf8(bytes)) return { ok: false, error: 'encoding' };
  const text = bytes.toString('utf8');
  if (!percentRunsAreUtf8(text)) return { ok: false, error: 'encoding' };
  const params = new URLSearchParams(text);
  const values = new Map<string, string[]>();
  let count = 0;
  for (const [key, value] of params) {
    count += 1;
    if (count > MAX_KEYS) return { ok: false, error: 'tooManyFields' };
    const list = values.get(key);
    if (list) list.push(value);
    else values.set(key, [value]);
  }
  const formName = values.get(FORM_NAME_FIELD);
  if (formName && formName.length > 1) return { ok: false, error: 'repeatedField', field: FORM_NAME_FIELD };
  const multi = formName?.[0] === undefined ? new Set<string>() : multiFields(formName[0]);
  // A null-prototype object: a field named `__proto__` or `constructor` is only a field.
  const fields = Object.create(null) as Record<string, string>;
  for (const [key, list] of values) {
    if (list.length > 1) {
      if (!multi.has(key)) return { ok: false, error: 'repeatedField', field: key };
      fields[key] = list.map((item) => item.trim()).filter((item) => item !== '').join(separator);
    } else {
      fields[key] = list[0] as string;
    }
  }
  return { ok: true, fields };
}
