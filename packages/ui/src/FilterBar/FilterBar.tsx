'use client';

import { useId } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './FilterBar.css';

export interface FilterOption {
  /** Value passed to `onChange` when the button is chosen. */
  value: string;
  /** Text on the button. */
  label: string;
}

export interface FilterBarProps {
  /** Names the group of filter buttons for assistive technology ("Categories"). */
  label: string;
  /** The filter buttons in order, usually "All" first and then one per category. */
  options: FilterOption[];
  /** The chosen option's value (the bar is controlled). */
  value: string;
  /** Called with the value of the button pressed. */
  onChange: (value: string) => void;
  /** Visible label of the search box ("Search"). */
  searchLabel: string;
  /** Example text inside the empty search box; never a replacement for the label. */
  searchPlaceholder?: string;
  /** The text in the search box (controlled). */
  searchValue: string;
  /** Called with the search box's new text on every change. */
  onSearchChange: (value: string) => void;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * Filters a list: one-of-many toggle buttons in a named group (the pressed one carries `aria-pressed`, is
 * filled and shows a tick, so the state never rests on colour alone) and a search box with a visible label.
 * The list it filters is the caller's; the bar only reports choices.
 */
export function FilterBar({
  label,
  options,
  value,
  onChange,
  searchLabel,
  searchPlaceholder,
  searchValue,
  onSearchChange,
  className,
}: FilterBarProps) {
  const searchId = useId();
  return (
    <div className={joinClasses(styles.bar, className)}>
      <div role="group" aria-label={label} className={styles.options}>
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <Button
              key={option.value}
              variant={pressed ? 'primary' : 'secondary'}
              size="sm"
              className={styles.option}
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
            >
              {pressed && <Icon name="check" size="sm" />}
              {option.label}
            </Button>
          );
        })}
      </div>
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={searchValue}
          placeholder={searchPlaceholder}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
    </div>
  );
}
