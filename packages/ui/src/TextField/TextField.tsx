'use client';

import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from '../internal/Field';
import * as styles from './TextField.css';

/**
 * The HTML input types a one-line field takes. Checkbox, radio, file, range, colour and the button types are other
 * controls with other needs, so they are left out.
 */
export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'number' | 'date' | 'time' | 'datetime-local' | 'month' | 'week';

/**
 * Attributes passed on to the native control (placeholder, inputMode, min, max, step, pattern, disabled, onBlur,
 * data-*, aria-*...).
 */
type NativeTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'required' | 'maxLength' | 'autoComplete' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'aria-invalid' | 'className' | 'style'>;

/**
 * Props of `TextField`. Any other attribute of the native control is passed on to it, and a ref reaches it
 * (for a form library's `register`, or to focus the field).
 */
export interface TextFieldProps extends NativeTextFieldProps {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** Name the value is submitted under. */
  name: string;
  /**
   * Kind of value: `'text'`, `'email'`, `'tel'`, `'url'`, `'search'`, `'password'`, `'number'`, `'date'`, `'time'`,
   * `'datetime-local'`, `'month'` or `'week'`. Sets the keyboard on phones, the browser's own picker (dates, times)
   * and its own check. The value stays a string either way (a date as `YYYY-MM-DD`, a number as typed), so an empty
   * field is `''`. Bound a number or a date with the native `min`, `max` and `step`. Default `'text'`.
   */
  type?: TextFieldType;
  /** The field must be filled in; an asterisk follows the label. Default `false`. */
  required?: boolean;
  /** Most characters the field takes. Default: no limit. */
  maxLength?: number;
  /**
   * Autofill token (`name`, `email`, `tel`, `organization`, `url`, `bday`, `current-password`, `new-password`,
   * `one-time-code`...). Give a password field `current-password` or `new-password`, so password managers fill it.
   */
  autoComplete?: string;
  /** The current value (the field is controlled). */
  value: string;
  /** Called with the new value on every change. */
  onChange: (value: string) => void;
  /** An error message: shown under the input, which is then marked invalid and described by it. */
  error?: string;
  /** Help under the label, read with the input. Default: none. */
  hint?: string;
  /** The field cannot be changed or focused and is greyed; its value is not sent with the form. Default `false`. */
  disabled?: boolean;
  /** Extra class on the outer element (the label, the control and its messages), to place the field in a layout. */
  className?: string;
}

/** A one-line text input with a visible label, optional help and an error message tied to the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, type = 'text', required, maxLength, autoComplete, value, onChange, error, hint, id: ownId, 'aria-describedby': ownDescribedBy, className, ...nativeProps },
  ref,
) {
  return (
    <Field kind="control" label={label} required={required} hint={hint} error={error} id={ownId} describedBy={ownDescribedBy} className={className}>
      {(control) => (
        <input
          {...nativeProps}
          {...control}
          ref={ref}
          className={styles.input}
          name={name}
          type={type}
          required={required}
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
});
