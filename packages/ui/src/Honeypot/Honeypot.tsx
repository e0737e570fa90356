import { useId } from 'react';
import * as styles from './Honeypot.css';

export interface HoneypotProps {
  /** Name of the trap field; the server drops any submission where it is filled. */
  name: string;
  /** Label of the field (read only by bots that parse labels, such as "Leave this empty"). */
  label: string;
}

/**
 * A spam trap: a text field no person sees or reaches. It is visually hidden, hidden from assistive
 * technology, out of the tab order and never autofilled, so only a bot fills it in. It is uncontrolled: read it
 * from the form data on submit.
 */
export function Honeypot({ name, label }: HoneypotProps) {
  const id = useId();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
