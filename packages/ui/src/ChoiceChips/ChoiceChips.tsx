'use client';

import { Icon } from '../Icon';
import { Field, type GroupAttributes } from '../internal/Field';
import * as styles from './ChoiceChips.css';

export interface ChoiceOption {
  /** Value submitted when the chip is on. */
  value: string;
  /** Text on the chip. */
  label: string;
}

export interface ChoiceChipsProps extends GroupAttributes {
  /**
   * Id of the group's first input, so an `ErrorSummary` link (`#id`) or a label elsewhere can focus the group.
   * Made up when not given.
   */
  id?: string;
  /** The question the chips answer, shown above them and naming the group (the fieldset's `<legend>`). */
  legend: string;
  /** Name every checkbox shares, so a plain form post sends each chosen value. */
  name: string;
  /** The chips, in order. */
  options: ChoiceOption[];
  /** The chosen values (the group is controlled). */
  value: string[];
  /** Called with the new list of chosen values, in the order of the options. */
  onChange: (next: string[]) => void;
  /** Help under the legend, read with the group. No hint by default. */
  hint?: string;
  /** An error message under the group: the group is described by it and its inputs are marked invalid. No error by default. */
  error?: string;
  /**
   * At least one chip must be on: shows the asterisk after the legend (as TextField does), sets `aria-required` on
   * every checkbox, and native `required` on them while none is on, so the browser's own check asks for one.
   * Default `false`.
   */
  required?: boolean;
  /** Every chip is disabled: it cannot be toggled or focused, and a plain form post leaves its values out. Default `false`. */
  disabled?: boolean;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * Several-of-many choice as toggle chips. Each chip is a native checkbox under one name inside a fieldset,
 * so Space toggles it, the legend names the group, and the form posts without JavaScript.
 */
export function ChoiceChips({ legend, name, options, value, onChange, hint, error, required = false, disabled = false, className, id, ...rest }: ChoiceChipsProps) {
  const toggle = (optionValue: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(optionValue);
    else chosen.delete(optionValue);
    onChange(options.map((option) => option.value).filter((candidate) => chosen.has(candidate)));
  };
  // Native `required` on a checkbox asks for that very box: set only while none is on, it asks for at least one.
  const nativeRequired = required && !options.some((option) => value.includes(option.value));
  return (
    <Field kind="group" label={legend} required={required} hint={hint} error={error} id={id} rootProps={rest} className={className}>
      {(group) => (
        <ul className={styles.list}>
          {options.map((option, index) => (
            <li key={option.value} className={styles.item}>
              <label className={styles.chip}>
                <input
                  className={styles.input}
                  id={index === 0 ? group.id : `${group.id}-${index}`}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={value.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  aria-invalid={group['aria-invalid']}
                  aria-required={required || undefined}
                  required={nativeRequired || undefined}
                  disabled={disabled || undefined}
                />
                <Icon name="check" size="sm" className={styles.tick} />
                <span className={styles.label}>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
