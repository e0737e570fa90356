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

/** A heading over some of the chips: a long list split so that a visitor finds a choice quickly. */
export interface ChoiceGroup {
  /** The sub-group's heading (the nested fieldset's `<legend>`). */
  label: string;
  /** The values of its chips, in the order shown. */
  values: string[];
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
  /**
   * Sub-groups, each under its heading in a fieldset of its own, in the order given; a chip in no group follows them
   * under no heading. The chosen values still come in the order of `options`. No sub-groups by default.
   */
  groups?: ChoiceGroup[];
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
export function ChoiceChips({ legend, name, options, value, onChange, groups, hint, error, required = false, disabled = false, className, id, ...rest }: ChoiceChipsProps) {
  const toggle = (optionValue: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(optionValue);
    else chosen.delete(optionValue);
    onChange(options.map((option) => option.value).filter((candidate) => chosen.has(candidate)));
  };
  // Native `required` on a checkbox asks for that very box: set only while none is on, it asks for at least one.
  const nativeRequired = required && !options.some((option) => value.includes(option.value));
  // The sets of chips as shown: the sub-groups, then any chip in none (under no heading), or all of them.
  const grouped = groups?.flatMap((group) => group.values) ?? [];
  const sets = [
    ...(groups ?? []).map((group) => ({ label: group.label, options: group.values.flatMap((value) => options.filter((option) => option.value === value)) })),
    { label: '', options: options.filter((option) => !grouped.includes(option.value)) },
  ];
  // The first chip on screen has the group's id, where an error summary's link lands.
  const shown = sets.flatMap((set) => set.options.map((option) => option.value));
  return (
    <Field kind="group" label={legend} required={required} hint={hint} error={error} id={id} rootProps={rest} className={className}>
      {(group) => {
        const list = (chips: ChoiceOption[]) => (
          <ul className={styles.list}>
            {chips.map((option) => {
              const index = shown.indexOf(option.value);
              return (
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
              );
            })}
          </ul>
        );
        return groups ? (
          <div className={styles.groups}>
            {sets.map((set) =>
              set.label ? (
                <fieldset key={set.label} className={styles.subgroup}>
                  <legend className={styles.subgroupLegend}>{set.label}</legend>
                  {list(set.options)}
                </fieldset>
              ) : (
                set.options[0] && <div key="">{list(set.options)}</div>
              ),
            )}
          </div>
        ) : (
          list(options)
        );
      }}
    </Field>
  );
}
