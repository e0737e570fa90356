import { useCallback, useState, useSyncExternalStore } from 'react';

/** Spec section 4: the local-storage key of the accepted flag. */
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

function storedAcceptance(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_ACCEPTED_KEY) === 'true';
  } catch {
    // Storage blocked: ask again on every view rather than fail.
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * The cookie bar's state. It is shown only in the browser and only while no acceptance is stored (the
 * prerendered page never shows it, so a returning visitor sees no flash). Accept stores the flag; close
 * hides the bar for this view only.
 */
export function useCookieConsent(): { visible: boolean; accept: () => void; close: () => void } {
  const accepted = useSyncExternalStore(noSubscription, storedAcceptance, () => true);
  const [dismissed, setDismissed] = useState(false);
  const accept = useCallback(() => {
    try {
      window.localStorage.setItem(COOKIES_ACCEPTED_KEY, 'true');
    } catch {
      // Not storable: the bar still goes away for this view.
    }
    setDismissed(true);
  }, []);
  const close = useCallback(() => setDismissed(true), []);
  return { visible: !accepted && !dismissed, accept, close };
}
