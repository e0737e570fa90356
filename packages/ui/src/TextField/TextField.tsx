'use client';

import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from '../internal/Field';
import * as styles from './TextField.css';

/** Attributes passed on to the native control (placeholder, inputMode, disabled, onBlur, data-*, aria-*...). */
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
  /** Kind of text: `'text'`, `'email'`, `'tel'` or `'url'`; sets the keyboard on phones and the browser's own check. Default `'text'`. */
  type?: 'text' | 'email' | 'tel' | 'url';
  /** The field must be filled in; an asterisk follows the label. Default `false`. */
  required?: boolean;
  /** Most characters the field takes. Default: no limit. */
  maxLength?: number;
  /** Autofill token (`name`, `email`, `tel`, `organization`, `url`...). */
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
