'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import { useId, type ReactElement, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Popover.css';

export interface PopoverProps {
  /**
   * The element that opens the popover: one button (`<Button variant="secondary">Prices</Button>`, an icon button
   * with an `aria-label`). It gets `aria-expanded` and `aria-controls`.
   */
  trigger: ReactElement;
  /** The popover's content: a short explanation, a few links, a small form. */
  children: ReactNode;
  /** A heading at the top of the popover, which also names it. Without it, give `label`. */
  title?: string;
  /** The popover's accessible name when it has no `title`. */
  label?: string;
  /** Accessible name of the close button ("Close"). Without it there is no close button: Escape and a click outside still close. */
  closeLabel?: string;
  /** Which side of the trigger it opens on; it flips when there is no room. Default `bottom`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** How it lines up with the trigger along that side. Default `center`. */
  align?: 'start' | 'center' | 'end';
  /** Whether it is open (controlled, with `onOpenChange`). */
  open?: boolean;
  /** Open at first (uncontrolled). Default `false`. */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class on the popover's panel. */
  className?: string;
}

/**
 * A small panel that opens from a button and stays until dismissed (Radix Popover): a toggletip with a word's
 * explanation, details of a price, a few options. It is a non-modal dialog: focus moves into it, Escape or a click
 * outside closes it, and focus goes back to the button.
 */
export function Popover({ trigger, children, title, label, closeLabel, side = 'bottom', align = 'center', open, defaultOpen, onOpenChange, className }: PopoverProps) {
  const titleId = useId();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={16}
          className={joinClasses(styles.content, className)}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
        >
          {(title || closeLabel) && (
            <div className={styles.header}>
              {title && (
                <p id={titleId} className={styles.title}>
                  {title}
                </p>
              )}
              {closeLabel && (
                <RadixPopover.Close className={styles.close} aria-label={closeLabel}>
                  <span aria-hidden="true">×</span>
                </RadixPopover.Close>
              )}
            </div>
          )}
          {children}
          <RadixPopover.Arrow className={styles.arrow} width={16} height={8} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
