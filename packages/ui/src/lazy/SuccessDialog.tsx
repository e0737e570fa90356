'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { Alert } from '../Alert';
import type { SuccessDialogProps } from '../SuccessDialog/types';
import { LoadedDialog, loadDialogCode, useDialogCodeFailed, useDialogCodeReady } from './dialogCode';

// React 18's server renderer warns about layout effects (the package supports 18 and 19); on the server there is nothing to measure anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Starts fetching the dialog's code (Radix Dialog with its focus trap and scroll lock, about 11 KB gzip), which
 * is not in a page's first load. Call it when a visitor starts on the form (its first focus), so the code is in
 * before the form is sent; the dialog also fetches it itself when it opens. A failed fetch is tried again on the
 * next call. The lazy `Dialog` shares the same code, so either one's fetch serves both.
 */
export function preloadSuccessDialog(): Promise<void> {
  return loadDialogCode();
}

/**
 * The thank-you dialog after a form is sent, on the shared `Dialog`: focus moves into it and is trapped, and
 * when it closes focus goes back to the element that had it when the dialog opened (usually the submit
 * button), since there is no trigger to return to.
 *
 * Its code is fetched on demand (see `preloadSuccessDialog`). If that fails (the connection dropped after the
 * form was sent), the same title and message show in place as a status message, so the visitor still learns
 * that the form went through.
 */
export function SuccessDialog({ open, onOpenChange, title, message, closeLabel }: SuccessDialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  // The server's snapshot (none) while hydrating, so nothing is rendered where the HTML has nothing.
  const ready = useDialogCodeReady();
  const unavailable = useDialogCodeFailed();

  // Layout effects run before Radix moves focus into the dialog, so this is still the element outside it.
  useClientLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  useEffect(() => {
    // A failure shows the status message below (through the store), so the rejection needs no handling here.
    if (open && !ready) loadDialogCode().catch(() => undefined);
  }, [open, ready]);

  if (!ready) {
    return open && unavailable ? (
      <Alert tone="success" title={title}>
        {message}
      </Alert>
    ) : null;
  }

  const onCloseAutoFocus = (event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target && target.isConnected && target !== document.body) {
      event.preventDefault();
      target.focus();
    }
  };

  return <LoadedDialog open={open} onOpenChange={onOpenChange} title={title} description={message} closeLabel={closeLabel} onCloseAutoFocus={onCloseAutoFocus} />;
}
