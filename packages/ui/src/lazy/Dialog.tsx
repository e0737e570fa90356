'use client';

import { useEffect, useState } from 'react';
import type { DialogProps } from '../Dialog';
import { Slot } from '../internal/Slot';
import { LoadedDialog, loadDialogCode, useDialogCodeReady } from './dialogCode';

/** Starts fetching the dialog's code ahead of an opening (on a pointer near its trigger, say); see `Dialog`. */
export function preloadDialog(): Promise<void> {
  return loadDialogCode();
}

/**
 * The main entry's modal `Dialog`, same props, with its code (Radix Dialog, about 11 KB gzip) out of the page's
 * first load. Until the code is in, the trigger is your element as it is, marked as opening a dialog; a pointer on
 * it or focus starts the fetch, and a press before the code is in opens the dialog as soon as it is. Controlled
 * (`open`), it fetches when opened. If the fetch fails, the dialog stays closed and the next press tries again.
 */
export function Dialog(props: DialogProps) {
  const { open: controlledOpen, onOpenChange, trigger } = props;
  const ready = useDialogCodeReady();
  // Uncontrolled, the open state lives here rather than in Radix, so a press made before the code came is kept.
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = controlledOpen !== undefined;
  const open = controlled ? controlledOpen : ownOpen;
  const changeOpen = (next: boolean) => {
    if (!controlled) setOwnOpen(next);
    onOpenChange?.(next);
  };

  // Opened before the code came (a press on the trigger, or `open` from outside): fetch it, and if it cannot come,
  // close again, so the trigger is not left pointing at an open dialog and the next press tries again.
  useEffect(() => {
    if (!open || ready) return;
    loadDialogCode().catch(() => {
      if (!controlled) setOwnOpen(false);
      onOpenChange?.(false);
    });
  }, [open, ready, controlled, onOpenChange]);

  if (ready) return <LoadedDialog {...props} open={open} onOpenChange={changeOpen} />;
  if (!trigger) return null;
  const preload = () => void loadDialogCode().catch(() => undefined);
  return (
    <Slot aria-haspopup="dialog" aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={() => changeOpen(true)}>
      {trigger}
    </Slot>
  );
}
