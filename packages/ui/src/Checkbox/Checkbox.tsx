import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { ChoiceField } from '../internal/ChoiceField';
import * as styles from './Checkbox.css';

/** Attributes passed on to the native checkbox (name, value, checked, defaultChecked, onChange, disabled, form, data-*...). */
type NativeCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'aria-invalid' | 'className'>;

export interface CheckboxProps extends NativeCheckboxProps {
  /**
   * The visible label beside the box, also its accessible name: text, or text with a link (the terms of a consent:
   * `<>I accept the <a href="/terms">terms</a></>`; the link opens, the box does not tick).
   */
  label: ReactNode;
  /** The box must be ticked to send the form; an asterisk follows the label. Default `false`. */
  required?: boolean;
  /** Help under the label, read with the checkbox. */
  hint?: ReactNode;
  /** An error message: shown under the label, and the checkbox is marked invalid and described by it. */
  error?: string;
  /** Extra class on the outer element, to place the component in a layout. */
  className?: string;
}

/**
 * A native checkbox with its label beside it, an optional hint and an error tied to it: one yes-or-no choice (a
 * consent, a newsletter, an option). Works inside a plain `<form>` without JavaScript; controlled or uncontrolled
 * like any input, and a ref reaches the input.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, required, hint, error, id, 'aria-describedby': describedBy, className, ...nativeProps },
  ref,
) {
  return (
    <ChoiceField label={label} required={required} hint={hint} error={error} id={id} describedBy={describedBy} className={className}>
      {(control) => <input {...nativeProps} {...control} ref={ref} type="checkbox" required={required} className={styles.input} />}
    </ChoiceField>
  );
});
