import { FORM_NAME_FIELD, HONEYPOT_FIELD, MULTI_SEPARATOR, SUBMISSION_ID_FIELD, type FormDefinition } from '@hraun/content';
import { FIELD_ERRORS, type FieldError } from '@hraun/content/forms/validate';

/** Field values as the form holds them: multi-selections as lists, everything else as text. */
export type FormValues = Record<string, string | string[]>;


/** The starting values of a form: empty, or the field's default (the order pages' package). */
export function initialValues(definition: FormDefinition): FormValues {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, field.type === 'multi' ? [] : (field.defaultValue ?? '')]),
  );
}

/**
 * The values a form's fields hold in the page, read back from its `FormData`: what a visitor typed or chose before
 * the page's code ran (or what the browser restored on a return visit). A field the data lacks keeps its start value.
 */
export function valuesFromForm(definition: FormDefinition, data: FormData): FormValues {
  const start = initialValues(definition);
  return Object.fromEntries(
    definition.fields.map((field) => {
      if (field.type === 'multi') return [field.name, data.getAll(field.name).filter((value) => typeof value === 'string')];
      const value = data.get(field.name);
      return [field.name, typeof value === 'string' ? value : start[field.name]!];
    }),
  );
}

/**
 * The values with `packageId` selected in the form's package field, if the field offers that package (a link's
 * `?pakki=` may name anything). With `keepChoice`, a package the visitor already picked (anything but the default)
 * stays: what they chose on the page outranks what the link they came by suggested.
 */
export function withPackage(
  definition: FormDefinition,
  values: FormValues,
  packageId: string | null | undefined,
  { keepChoice = false }: { keepChoice?: boolean } = {},
): FormValues {
  const field = definition.fields.find((candidate) => candidate.type === 'package');
  if (!field || !packageId || !field.options?.some((option) => option.value === packageId)) return values;
  if (values[field.name] === packageId) return values;
  if (keepChoice && values[field.name] !== initialValues(definition)[field.name]) return values;
  return { ...values, [field.name]: packageId };
}

/**
 * A new submission id: 128 random bits in hex. `getRandomValues`, not `randomUUID`: the latter exists only on secure
 * pages, and a preview may be served over plain http.
 */
export function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The urlencoded body of spec section 7: form-name, the honeypot, the submission id (when there is one: the server
 * stores a post retried under it once), then every field in order.
 */
export function encodeSubmission(definition: FormDefinition, values: FormValues, honeypot = '', submissionId = ''): string {
  const body = new URLSearchParams();
  body.set(FORM_NAME_FIELD, definition.name);
  body.set(HONEYPOT_FIELD, honeypot);
  if (submissionId) body.set(SUBMISSION_ID_FIELD, submissionId);
  for (const field of definition.fields) {
    const value = values[field.name] ?? '';
    body.set(field.name, Array.isArray(value) ? value.join(MULTI_SEPARATOR) : value);
  }
  return body.toString();
}

/** What the server said of a submission: stored, or refused, with the fields it refused and why. */
export type SubmitResult = { ok: true } | { ok: false; fieldErrors: FieldErrors };

/** Field name to the server's reason (`forms:fieldErrors.{reason}`), for the fields of the form only. */
export type FieldErrors = Record<string, FieldError>;

const knownReasons: ReadonlySet<string> = new Set(FIELD_ERRORS);

/**
 * The field errors of a 422 answer (`{ ok: false, errors: { website: 'url' } }`), kept only where the field is
 * the form's and the reason one the site can word; anything else in the body is ignored.
 */
export function fieldErrorsOf(definition: FormDefinition, body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const names = new Set(definition.fields.map((field) => field.name));
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, FieldError] => names.has(entry[0]) && typeof entry[1] === 'string' && knownReasons.has(entry[1])),
  );
}

/**
 * Posts a submission to the site root. Success is an ok status only; a refusal of some fields (422) comes back
 * with those fields and why, so the visitor sees what to change; any other answer or a network error is a failure.
 */
export async function submitForm(definition: FormDefinition, body: string, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  try {
    const response = await fetchImpl('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
    if (response.ok) return { ok: true };
    if (response.status !== 422) return { ok: false, fieldErrors: {} };
    return { ok: false, fieldErrors: fieldErrorsOf(definition, await response.json().catch(() => null)) };
  } catch {
    return { ok: false, fieldErrors: {} };
  }
}
