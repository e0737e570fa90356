import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { ChoiceField } from '../internal/ChoiceField';
import * as styles from './Switch.css';

/** Attributes passed on to the native input (name, value, checked, defaultChecked, onChange, disabled, data-*...). */
type NativeSwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children' | 'aria-invalid' | 'className' | 'required'>;

export interface SwitchProps extends NativeSwitchProps {
  /** The visible label beside the switch, also its accessible name: name the setting, not its state ("Dark mode"). */
  label: ReactNode;
  /** Help under the label, read with the switch. */
  hint?: ReactNode;
  /** An error message: shown under the label, and the switch is marked invalid and described by it. */
  error?: string;
  /** Extra class on the outer element, to place the component in a layout. */
  className?: string;
}

/**
 * An on/off setting that takes effect at once (reduced motion, notifications): a native checkbox with the `switch`
 * role, drawn as a track. Controlled (`checked` and `onChange`) or uncontrolled (`defaultChecked`); a ref reaches
 * the input. For a choice that is sent with a form, use `Checkbox`.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, hint, error, id, 'aria-describedby': describedBy, className, ...nativeProps },
  ref,
) {
  return (
    <ChoiceField label={label} hint={hint} error={error} id={id} describedBy={describedBy} className={className}>
      {(control) => <input {...nativeProps} {...control} ref={ref} type="checkbox" role="switch" className={styles.input} />}
    </ChoiceField>
  );
});
