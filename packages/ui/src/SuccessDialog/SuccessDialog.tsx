import { useLayoutEffect, useRef } from 'react';
import { Dialog } from '../Dialog';

export interface SuccessDialogProps {
  /** Whether the dialog is showing (it is controlled). */
  open: boolean;
  /** Called with `false` when the visitor closes it (the close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog, also its accessible name ("Takk fyrir!"). */
  title: string;
  /** The thank-you text, also the dialog's description. */
  message: string;
  /** Label of the close button ("Loka"). */
  closeLabel: string;
}

/**
 * The thank-you dialog after a form is sent, on the shared `Dialog`: focus moves into it and is trapped, and
 * when it closes focus goes back to the element that had it when the dialog opened (usually the submit
 * button), since there is no trigger to return to.
 */
export function SuccessDialog({ open, onOpenChange, title, message, closeLabel }: SuccessDialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  // Layout effects run before Radix moves focus into the dialog, so this is still the element outside it.
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  const onCloseAutoFocus = (event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target && target.isConnected && target !== document.body) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message} closeLabel={closeLabel} onCloseAutoFocus={onCloseAutoFocus} />
  );
}
