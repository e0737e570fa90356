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
