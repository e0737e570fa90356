'use client';

import { useId, type HTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { Field } from '../internal/Field';
import { fitOptions, room } from '../internal/fitOptions.css';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './PackagePicker.css';

export interface PickerPackage {
  /** Value submitted when the package is chosen. */
  id: string;
  /** The package's name, the radio's label. */
  name: string;
  /** The price, already formatted ("$1,490"). */
  price: string;
  /** A sentence about the package. */
  description: string;
  /** What the package includes, listed in the side panel once it is chosen. */
  features: string[];
  /** Marks the package with the popular badge and an accent border. Default `false`. */
  popular?: boolean;
}

export interface PackagePickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'className' | 'children' | 'onChange' | 'defaultValue' | 'defaultChecked' | 'title'> {
  /** Id of the first radio, so an `ErrorSummary` link (`#id`) can focus the group. Made up when not given. */
  id?: string;
  /** The question the cards answer, shown above them and naming the group. */
  legend: string;
  /** Name the radios share. */
  name: string;
  /** The packages, in order. */
  packages: PickerPackage[];
  /** The chosen package's id (the picker is controlled); `''` for none. */
  value: string;
  /** Called with the id of the chosen package. */
  onChange: (id: string) => void;
  /** Heading of the side panel that sums up the chosen package ("Chosen package"). */
  panelTitle: string;
  /** Text of the popular badge ("Most popular"); needed only when a package is `popular`. */
  popularLabel?: string;
  /** Help under the legend, read with the group. Default: none. */
  hint?: string;
  /** An error message under the group: the group is described by it and its inputs are marked invalid. */
  error?: string;
  /** A package must be chosen: the radios are `required` and an asterisk follows the legend. Default `false`. */
  required?: boolean;
  /** No package can be chosen: every radio is `disabled` and the cards are greyed. Default `false`. */
  disabled?: boolean;
  /** Level of the side panel's heading: `2`, `3` or `4`. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * Choose one package: each package is a card around a native radio (arrow keys move the choice), and a side
 * panel lists what the chosen package includes and its price. Where the picker is narrow (a phone, a narrow
 * column) the panel comes under the cards. The cards take the columns that fit their count in their own width, so
 * none is left alone on the last row.
 */
export function PackagePicker({ legend, name, packages, value, onChange, panelTitle, popularLabel, hint, error, required = false, disabled = false, headingLevel = 3, className, id: ownId, ...rest }: PackagePickerProps) {
  const id = useId();
  const selected = packages.find((pkg) => pkg.id === value);
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div {...rest} className={joinClasses(styles.root, className)}>
      <div className={styles.picker}>
        <Field kind="group" label={legend} required={required} hint={hint} error={error} id={ownId} className={joinClasses(styles.group, room)}>
          {(group) => (
            <ul className={joinClasses(styles.list, fitOptions[packages.length])}>
              {packages.map((pkg, index) => {
                const key = `${group.id}-${index}`;
                const describedBy = [pkg.popular && popularLabel && `${key}-popular`, `${key}-price`, `${key}-description`].filter(Boolean).join(' ');
                return (
                  <li key={pkg.id}>
                    <label className={joinClasses(styles.card, pkg.popular && styles.popular)}>
                      <input
                        className={styles.input}
                        id={index === 0 ? group.id : `${group.id}-${index}`}
                        type="radio"
                        name={name}
                        value={pkg.id}
                        checked={value === pkg.id}
                        onChange={() => onChange(pkg.id)}
                        required={required}
                        disabled={disabled}
                        aria-labelledby={`${key}-name`}
                        aria-describedby={describedBy}
                        aria-invalid={group['aria-invalid']}
                      />
                      <span className={styles.head}>
                        <span id={`${key}-name`} className={styles.name}>
                          {pkg.name}
                        </span>
                        {pkg.popular && popularLabel && (
                          <span id={`${key}-popular`} className={styles.badge}>
                            {popularLabel}
                          </span>
                        )}
                      </span>
                      <span id={`${key}-price`} className={styles.price}>
                        {pkg.price}
                      </span>
                      <span id={`${key}-description`} className={styles.description}>
                        {pkg.description}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </Field>
        {selected && (
          <aside className={styles.panel} aria-labelledby={`${id}-panel`}>
            <Heading id={`${id}-panel`} className={styles.panelTitle}>
              {panelTitle}
            </Heading>
            <p className={styles.panelName}>{selected.name}</p>
            <p className={styles.panelPrice}>{selected.price}</p>
            {selected.features.length > 0 && (
              <ul className={styles.features}>
                {selected.features.map((feature, index) => (
                  <li key={index} className={styles.feature}>
                    <Icon name="check" size="sm" className={styles.tick} />
                    <span className={styles.featureText}>{feature}</span>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
