import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';
import { joinClasses } from './joinClasses';

/**
 * Attributes a group of inputs (radio cards, chips, a package picker) passes on to its fieldset: data-*, style,
 * aria-*, handlers. The group's `id` goes to its first input instead, so an error summary's link can focus it.
 */
export type GroupAttributes = Omit<HTMLAttributes<HTMLFieldSetElement>, 'id' | 'className' | 'children' | 'onChange' | 'defaultValue' | 'defaultChecked' | 'title'>;

/** What the wrapper gives the control it wraps, to spread on its input (or, in a group, on each input). */
interface FieldControlProps {
  /** The control's id: the label's `for` points to it; in a group, a prefix for the ids of the group's own parts. */
  id: string;
  /** The hint and the error, then the consumer's own description (single controls only: a group's fieldset has them). */
  'aria-describedby'?: string;
  /** Set while there is an error. */
  'aria-invalid'?: true;
}

interface FieldProps {
  /**
   * `control`: one input, named by a `label` element; `group`: several inputs in a `fieldset`, named by its `legend`
   * (the fieldset, not each input, is described by the hint and the error).
   */
  kind: 'control' | 'group';
  /** The visible label or legend. */
  label: string;
  /** Shows the asterisk after the label (hidden from assistive technology: the control's `required` says it). */
  required?: boolean;
  /** Help under the label, read with the control. */
  hint?: string;
  /** An error message under the control: the control is then marked invalid and described by it. */
  error?: string;
  /** The control's id, when the consumer sets one; otherwise one is made. */
  id?: string;
  /** The consumer's own `aria-describedby`, kept first. */
  describedBy?: string;
  /** Extra class on the outer element. */
  className?: string;
  /** Other attributes of the outer element (the fieldset of a group, the wrapper of one control): data-*, style, title. */
  rootProps?: HTMLAttributes<HTMLElement>;
  /** Renders the control, given its id and ARIA wiring. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every form control shares (private to the package): the label or legend with the required marker, the
 * hint, the error message with its icon, and the wiring between them and the control (`for`/`id`,
 * `aria-describedby`, `aria-invalid`), so a control renders only its own input.
 *
 * No `aria-errormessage`: the error is already in the control's description, which every screen reader reads, and
 * a reader that also supports `aria-errormessage` would say it twice.
 */
export function Field({ kind, label, required, hint, error, id: ownId, describedBy: ownDescribedBy, className, rootProps, children }: FieldProps) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [ownDescribedBy, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const marker = required && (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
  const hintLine = hint && (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  );
  const errorLine = error && (
    <p id={errorId} className={styles.error}>
      <Icon name="alert" size="sm" />
      {error}
    </p>
  );
  if (kind === 'group') {
    return (
      <fieldset {...rootProps} className={joinClasses(styles.group, className)} aria-describedby={describedBy}>
        <legend className={styles.legend}>
          {label}
          {marker}
        </legend>
        {hintLine}
        {children({ id, 'aria-invalid': invalid })}
        {errorLine}
      </fieldset>
    );
  }
  return (
    <div {...rootProps} className={joinClasses(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {marker}
      </label>
      {hintLine}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid })}
      {errorLine}
    </div>
  );
}
