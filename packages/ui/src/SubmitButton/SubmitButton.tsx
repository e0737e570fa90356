'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './SubmitButton.css';

export interface SubmitButtonProps {
  /** The form is being sent: the button shows `pendingLabel`, is busy and does not submit again. */
  pending: boolean;
  /** Text while sending ("Sending..."). */
  pendingLabel: string;
  /** Text of the button ("Send"). */
  children: ReactNode;
  /** Stretch to the width of the form. Default `false`. */
  fullWidth?: boolean;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * The submit button of a form. While pending it is `aria-disabled` and `aria-busy` and ignores clicks, rather
 * than `disabled`, so keyboard focus stays on it (and can return to it after the thank-you dialog). It is a primary
 * button of the default size, like every other primary action of a page: one size per role, so a form's send button
 * does not stand taller and louder (20 px against 17 px) than the calls to action around it.
 */
export function SubmitButton({ pending, pendingLabel, children, fullWidth, className }: SubmitButtonProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
  };
  return (
    <Button className={className} type="submit" size="md" fullWidth={fullWidth} aria-disabled={pending || undefined} aria-busy={pending || undefined} onClick={onClick}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
