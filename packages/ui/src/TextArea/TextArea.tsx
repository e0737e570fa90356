'use client';

import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field } from '../internal/Field';
import * as styles from './TextArea.css';

/** Attributes passed on to the native control (placeholder, inputMode, disabled, onBlur, data-*, aria-*...). */
type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'required' | 'maxLength' | 'rows' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'aria-invalid' | 'className' | 'style'>;

/**
 * Props of `TextArea`. Any other attribute of the native control is passed on to it, and a ref reaches it
 * (for a form library's `register`, or to focus the field).
 */
export interface TextAreaProps extends NativeTextAreaProps {
  /** The visible label, also the text area's accessible name. */
  label: string;
  /** Name the value is submitted under. */
  name: string;
  /** The field must be filled in; an asterisk follows the label. Default `false`. */
  required?: boolean;
  /** Most characters the field takes. Default: no limit. */
  maxLength?: number;
  /** Visible lines of text before it scrolls (the visitor can drag it taller). Default `5`. */
  rows?: number;
  /** The current value (the field is controlled). */
  value: string;
  /** Called with the new value on every change. */
  onChange: (value: string) => void;
  /** An error message: shown under the text area, which is then marked invalid and described by it. */
  error?: string;
  /** Help under the label, read with the text area. Default: none. */
  hint?: string;
  /** The field cannot be changed or focused and is greyed; its value is not sent with the form. Default `false`. */
  disabled?: boolean;
  /** Extra class on the outer element (the label, the control and its messages), to place the field in a layout. */
  className?: string;
}

/** A multi-line text field (a message, a project description) with a visible label and an optional error. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, name, required, maxLength, rows = 5, value, onChange, error, hint, id: ownId, 'aria-describedby': ownDescribedBy, className, ...nativeProps },
  ref,
) {
  return (
    <Field kind="control" label={label} required={required} hint={hint} error={error} id={ownId} describedBy={ownDescribedBy} className={className}>
      {(control) => (
        <textarea
          {...nativeProps}
          {...control}
          ref={ref}
          className={styles.textarea}
          name={name}
          required={required}
          maxLength={maxLength}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
});
