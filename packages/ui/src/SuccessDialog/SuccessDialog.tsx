'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { Dialog } from '../Dialog';
import type { SuccessDialogProps } from './types';

// React 18's server renderer warns about layout effects (the package supports 18 and 19); on the server there is nothing to measure anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The thank-you dialog after a form is sent, on the shared `Dialog`: focus moves into it and is trapped, and
 * when it closes focus goes back to the element that had it when the dialog opened (usually the submit
 * button), since there is no trigger to return to.
 *
 * Its code (Radix Dialog, about 11 KB gzip) comes with it. To keep it out of a page's first load, load it lazily in
 * your app (`React.lazy`), or take the `SuccessDialog` of `@hraun/ui/lazy`, which fetches it on demand.
 */
export function SuccessDialog({ open, onOpenChange, title, message, closeLabel }: SuccessDialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);

  // Layout effects run before Radix moves focus into the dialog, so this is still the element outside it.
  useClientLayoutEffect(() => {
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

  return <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message} closeLabel={closeLabel} onCloseAutoFocus={onCloseAutoFocus} />;
}
