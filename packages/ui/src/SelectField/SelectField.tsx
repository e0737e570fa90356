'use client';

import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { Field } from '../internal/Field';
import * as styles from './SelectField.css';

export interface SelectOption {
  /** Value submitted when the option is chosen. */
  value: string;
  /** Text shown for the option. */
  label: string;
}

/** Attributes passed on to the native control (placeholder, inputMode, disabled, onBlur, data-*, aria-*...). */
type NativeSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'required' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple' | 'aria-invalid' | 'className' | 'style'>;

/**
 * Props of `SelectField`. Any other attribute of the native control is passed on to it, and a ref reaches it
 * (for a form library's `register`, or to focus the field).
 */
export interface SelectFieldProps extends NativeSelectFieldProps {
  /** The visible label, also the select's accessible name. */
  label: string;
  /** Name the value is submitted under. */
  name: string;
  /** A choice must be made; an asterisk follows the label. Default `false`. */
  required?: boolean;
  /** Label of a first, empty option ("Choose..."); a required select counts it as no choice. Default: no empty option. */
  placeholder?: string;
  /** The options, in order. */
  options: SelectOption[];
  /** The chosen value (the field is controlled); `''` for the empty option. */
  value: string;
  /** Called with the value of the chosen option. */
  onChange: (value: string) => void;
  /** An error message: shown under the select, which is then marked invalid and described by it. */
  error?: string;
  /** Help under the label, read with the select. Default: none. */
  hint?: string;
  /** The field cannot be changed or focused and is greyed; its value is not sent with the form. Default `false`. */
  disabled?: boolean;
  /** Extra class on the outer element (the label, the control and its messages), to place the field in a layout. */
  className?: string;
}

/** A native drop-down list with a visible label, an optional empty first option and an error message. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, name, required, placeholder, options, value, onChange, error, hint, id: ownId, 'aria-describedby': ownDescribedBy, className, ...nativeProps },
  ref,
) {
  return (
    <Field kind="control" label={label} required={required} hint={hint} error={error} id={ownId} describedBy={ownDescribedBy} className={className}>
      {(control) => (
        <div className={styles.wrap}>
          <select
            {...nativeProps}
            {...control}
            ref={ref}
            className={styles.select}
            name={name}
            required={required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
});
