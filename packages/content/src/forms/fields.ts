/**
 * What the five forms of the spec (sections 3, 5 and 7) share: length limits, the option helper and the
 * common fields. Each form has a module of its own, so a page's first load carries only its own form.
 */
import type { FieldDefinition, FieldOption } from './types';
import type { KeyPaths } from '../strings/keys';
import type { Strings } from '../strings/schema';

/** Separator of multi-selections in the submitted body (spec section 3: "joined by a comma and a space"). */
export const MULTI_SEPARATOR = ', ';

/** Length limits in characters (the spec sets none; these are generous for real input and bound abuse). */
export const maxLengths = {
  name: 100,
  /** RFC 5321 path limit. */
  email: 254,
  phone: 40,
  company: 120,
  subject: 200,
  longText: 5000,
  /** Longest DNS name. */
  domain: 253,
  url: 2048,
} as const;

type FormStrings = Strings['forms'];
/** A key under `forms:labels`, `forms:options` or `forms:placeholders`: a misspelt one fails the type check. */
export type LabelKey = KeyPaths<FormStrings['labels']>;
export type OptionKey = KeyPaths<FormStrings['options']>;
export type PlaceholderKey = KeyPaths<FormStrings['placeholders']>;

export const option = (value: string, key: OptionKey): FieldOption => ({ value, labelKey: `forms:options.${key}` });

/** Longest single value of a choice field. */
export const longestOf = (options: readonly FieldOption[]) => Math.max(...options.map((o) => o.value.length));
/** Longest multi-selection: every option once, joined by the separator. */
const allOf = (options: readonly FieldOption[]) => options.map((o) => o.value).join(MULTI_SEPARATOR).length;

export const label = <K extends LabelKey>(key: K) => `forms:labels.${key}` as const;

export const nameField = (): FieldDefinition => ({ name: 'name', type: 'text', required: true, maxLength: maxLengths.name, labelKey: label('name') });
export const emailField = (): FieldDefinition => ({ name: 'email', type: 'email', required: true, maxLength: maxLengths.email, labelKey: label('email') });
export const phoneField = (): FieldDefinition => ({ name: 'phone', type: 'tel', required: false, maxLength: maxLengths.phone, labelKey: label('phone') });
export const companyField = (): FieldDefinition => ({
  name: 'company',
  type: 'text',
  required: false,
  maxLength: maxLengths.company,
  labelKey: label('company'),
});

export const selectField = (fieldName: string, key: LabelKey & PlaceholderKey, options: readonly FieldOption[], required: boolean): FieldDefinition => ({
  name: fieldName,
  type: 'select',
  required,
  maxLength: longestOf(options),
  labelKey: label(key),
  placeholderKey: `forms:placeholders.${key}`,
  options,
});

export const multiField = (fieldName: string, key: LabelKey, options: readonly FieldOption[]): FieldDefinition => ({
  name: fieldName,
  type: 'multi',
  required: false,
  maxLength: allOf(options),
  labelKey: label(key),
  options,
});
