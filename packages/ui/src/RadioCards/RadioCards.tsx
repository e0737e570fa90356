'use client';

import { Field, type GroupAttributes } from '../internal/Field';
import { fitOptions, room } from '../internal/fitOptions.css';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './RadioCards.css';

export interface RadioCardOption {
  /** Value submitted when the card is chosen. */
  value: string;
  /** The card's label. */
  label: string;
  /** A line under the label, read as the radio's description. */
  description?: string;
}

export interface RadioCardsProps extends GroupAttributes {
  /**
   * Id of the group's first input, so an `ErrorSummary` link (`#id`) or a label elsewhere can focus the group.
   * Made up when not given.
   */
  id?: string;
  /** The question the cards answer, shown above them and naming the group. */
  legend: string;
  /** Name the radios share. */
  name: string;
  /** The cards, in order. */
  options: RadioCardOption[];
  /** The chosen value (the group is controlled); `''` for none. */
  value: string;
  /** Called with the value of the chosen card. */
  onChange: (value: string) => void;
  /** Help under the legend, read with the group. Default: none. */
  hint?: string;
  /** An error message under the group: the group is described by it and its inputs are marked invalid. */
  error?: string;
  /** A card must be chosen: the radios are `required` and an asterisk follows the legend. Default `false`. */
  required?: boolean;
  /** No card can be chosen: every radio is `disabled` and the cards are greyed. Default `false`. */
  disabled?: boolean;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * One-of-many choice as cards. Each card is a native radio wrapped in its label (the whole card is clickable),
 * named by the label line alone with its description read after it. Labels break long words with a hyphen
 * (`hyphens: auto`, from the page's `lang`). The arrow keys move the choice within
 * the group and Tab leaves it; the chosen card is tinted and outlined. The cards take the columns that fit their
 * count in the group's width, so none is left alone on the last row.
 */
export function RadioCards({ legend, name, options, value, onChange, hint, error, required = false, disabled = false, className, id, ...rest }: RadioCardsProps) {
  return (
    <Field kind="group" label={legend} required={required} hint={hint} error={error} id={id} rootProps={rest} className={joinClasses(room, className)}>
      {(group) => (
        <ul className={joinClasses(styles.list, fitOptions[options.length])}>
          {options.map((option, index) => {
            const labelId = `${group.id}-${index}-label`;
            const descriptionId = `${group.id}-${index}-description`;
            return (
              <li key={option.value}>
                <label className={styles.card}>
                  <input
                    className={styles.input}
                    id={index === 0 ? group.id : `${group.id}-${index}`}
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={value === option.value}
                    onChange={() => onChange(option.value)}
                    required={required}
                    disabled={disabled}
                    aria-labelledby={labelId}
                    aria-describedby={option.description ? descriptionId : undefined}
                    aria-invalid={group['aria-invalid']}
                  />
                  <span id={labelId} className={styles.label}>{option.label}</span>
                  {option.description && (
                    <span id={descriptionId} className={styles.description}>
                      {option.description}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </Field>
  );
}
