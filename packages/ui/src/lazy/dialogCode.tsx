'use client';

import { useSyncExternalStore, type ReactElement } from 'react';
import type { DialogProps } from '../Dialog';

// Shared by every lazy dialog (Dialog, SuccessDialog): the dialog's code is fetched once, and each one hears when
// it is in or when the fetch failed.
let renderDialog: ((props: DialogProps) => ReactElement) | null = null;
let loading: Promise<void> | null = null;
/** The last fetch failed (and no new one has started). */
let failed = false;
// A plain array (not a Set) so that importing the module runs no code and stays tree-shakeable.
let listeners: Array<() => void> = [];
const subscribe = (listener: () => void) => {
  listeners = [...listeners, listener];
  return () => {
    listeners = listeners.filter((other) => other !== listener);
  };
};

function notify() {
  listeners.forEach((listener) => listener());
}

function setFailed(value: boolean) {
  if (failed === value) return;
  failed = value;
  notify();
}

/**
 * Starts fetching the dialog's code (Radix Dialog with its focus trap and scroll lock, about 11 KB gzip) unless it
 * is in or on its way. A failed fetch is tried again on the next call.
 */
export function loadDialogCode(): Promise<void> {
  if (!loading) {
    setFailed(false);
    loading = import('../Dialog').then(
      ({ Dialog }) => {
        renderDialog = (props) => <Dialog {...props} />;
        notify();
      },
      (error: unknown) => {
        loading = null;
        setFailed(true);
        throw error;
      },
    );
  }
  return loading;
}

/** Whether the dialog's code is in (always false on the server and while hydrating, as the HTML has no dialog). */
export function useDialogCodeReady(): boolean {
  return useSyncExternalStore(subscribe, () => renderDialog !== null, () => false);
}

/** The main entry's `Dialog` once its code is in; nothing before. */
export function LoadedDialog(props: DialogProps) {
  const render = useSyncExternalStore(subscribe, () => renderDialog, () => null);
  return render ? render(props) : null;
}

/** Whether the last fetch of the dialog's code failed. */
export function useDialogCodeFailed(): boolean {
  return useSyncExternalStore(subscribe, () => failed, () => false);
}
