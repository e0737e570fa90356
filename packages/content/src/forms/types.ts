import type { TextKey } from '../strings/keys';
/**
 * Form definitions: one source for the browser (labels, input types, options) and the server
 * (validation). Labels and placeholders are i18next keys ("forms:labels.name"), never copy.
 */
export type FormName = 'contact' | 'quote' | 'servicedesk' | 'wordpress-express-order' | 'hosting-order';

export type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'textarea'
  /** A native select; `placeholderKey` labels the empty choice. */
  | 'select'
  /** Toggled multi-selection (choice chips), submitted as the chosen values joined by ", ". */
  | 'multi'
  /** Single selection shown as radio cards. */
  | 'radio'
  /** A package id chosen through the package picker. */
  | 'package';

export interface FieldOption {
  value: string;
  /** i18next key of the option's label. */
  labelKey: TextKey;
}

/** Some of a field's options under a heading, so a long list reads in parts (the quote form's topics). */
export interface FieldOptionGroup {
  /** i18next key of the heading. */
  labelKey: TextKey;
  /** The values of its options, in the order shown. */
  values: readonly string[];
}

export interface FieldDefinition {
  /** The name submitted in the form body, exactly as the spec spells it. */
  name: string;
  type: FieldType;
  required: boolean;
  /** Longest accepted value in characters (after trimming). */
  maxLength: number;
  /** i18next key of the visible label. */
  labelKey: TextKey;
  placeholderKey?: TextKey;
  /** Rows of a textarea. */
  rows?: number;
  options?: readonly FieldOption[];
  /** Headings over the options, each over some of them in its order; what is submitted keeps the options' order. */
  groups?: readonly FieldOptionGroup[];
  /** Value the field starts with (the order pages' default package). */
  defaultValue?: string;
}

export interface FormDefinition {
  name: FormName;
  fields: readonly FieldDefinition[];
  /** i18next key of the success dialog text (forms:success.contact, ...). */
  successKey: TextKey;
}

/** The spec's hidden fields, present on every form. */
export const FORM_NAME_FIELD = 'form-name';
export const HONEYPOT_FIELD = 'bot-field';
/**
 * A hidden field beside them: the submission's id, made by the page's script when the form is shown and kept for every
 * retry of the same submission, so the server stores a retried post once. Empty in the prerendered page (one id in a
 * static file would be every visitor's); without a script the server derives the key from the post itself.
 */
export const SUBMISSION_ID_FIELD = 'submission-id';
