'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { usePortalTheme } from '../ThemeScope/ThemeScope';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Controlled open state. Leave it out to let the trigger open the dialog (uncontrolled, starts closed). */
  open?: boolean;
  /** Called with the next open state (close button, Escape, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, usually a `Button`; focus returns to it on close. None by default (control it with `open`). */
  trigger?: ReactNode;
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** Text under the title, also the accessible description. None by default. */
  description?: string;
  /** Label of the close button, the dialog's only built-in action (e.g. "Close"). */
  closeLabel: string;
  /** More content between the description and the close button. */
  children?: ReactNode;
  /**
   * Called as the dialog closes, before focus moves back to the trigger; call `event.preventDefault()` and
   * focus another element to send focus there instead.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped while open, Escape closes it, and focus
 * returns to the element that opened it.
 */
export function Dialog({ open, onOpenChange, trigger, title, description, closeLabel, children, onCloseAutoFocus }: DialogProps) {
  // The portal leaves any ThemeScope's element: inside one, the dialog wears its theme on a wrapper of its own.
  const portalTheme = usePortalTheme();
  const overlay = <RadixDialog.Overlay className={styles.overlay} />;
  const content = (
    <RadixDialog.Content className={styles.content} onCloseAutoFocus={onCloseAutoFocus}>
      <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
      {description ? (
        <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
      ) : (
        <RadixDialog.Description className={styles.description} hidden />
      )}
      {children}
      <div className={styles.actions}>
        <RadixDialog.Close asChild>
          <Button>{closeLabel}</Button>
        </RadixDialog.Close>
      </div>
    </RadixDialog.Content>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {/* The portal takes each child on its own (no fragment): overlay and content, or the theme's wrapper of both. */}
      <RadixDialog.Portal>
        {portalTheme ? (
          <div {...portalTheme}>
            {overlay}
            {content}
          </div>
        ) : (
          overlay
        )}
        {portalTheme ? null : content}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
