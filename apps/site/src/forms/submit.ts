import { FORM_NAME_FIELD, HONEYPOT_FIELD, type FormDefinition } from '@hraun/content';

/** Field values as the form holds them: multi-selections as lists, everything else as text. */
export type FormValues = Record<string, string | string[]>;

/** Spec section 3: multi-selections are submitted as their ids joined by a comma and a space. */
export const MULTI_SEPARATOR = ', ';

/** The starting values of a form: empty, or the field's default (the order pages' package). */
export function initialValues(definition: FormDefinition): FormValues {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, field.type === 'multi' ? [] : (field.defaultValue ?? '')]),
  );
}

/** The urlencoded body of spec section 7: form-name, the honeypot, then every field in order. */
export function encodeSubmission(definition: FormDefinition, values: FormValues, honeypot = ''): string {
  const body = new URLSearchParams();
  body.set(FORM_NAME_FIELD, definition.name);
  body.set(HONEYPOT_FIELD, honeypot);
  for (const field of definition.fields) {
    const value = values[field.name] ?? '';
    body.set(field.name, Array.isArray(value) ? value.join(MULTI_SEPARATOR) : value);
  }
  return body.toString();
}

/**
 * Posts a submission to the site root. Success is an ok status only (the body is not read); a non-ok
 * answer or a network error is a failure.
 */
export async function submitForm(body: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
    return response.ok;
  } catch {
    return false;
  }
}
