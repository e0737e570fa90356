import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as fieldStyles from './Field.css';
import * as styles from './ChoiceField.css';
import { joinClasses } from './joinClasses';

/** What the wrapper gives the input it wraps. */
interface ChoiceControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface ChoiceFieldProps {
  /** The label beside the control: text, or text with a link (a consent's terms). */
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  id?: string;
  describedBy?: string;
  className?: string;
  children: (control: ChoiceControlProps) => ReactNode;
}

/**
 * The frame of a checkbox or a switch (private to the package): the control before its label on one line, then the
 * hint and the error under the label, tied to the control as `Field` ties them to a text input.
 */
export function ChoiceField({ label, required, hint, error, id: ownId, describedBy: ownDescribedBy, className, children }: ChoiceFieldProps) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [ownDescribedBy, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={joinClasses(styles.choice, className)}>
      <span className={styles.box}>{children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}</span>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required && (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
        {hint && (
          <p id={hintId} className={fieldStyles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={fieldStyles.error}>
            <Icon name="alert" size="sm" />
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
