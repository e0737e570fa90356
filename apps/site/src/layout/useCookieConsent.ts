import { useCallback, useState, useSyncExternalStore } from 'react';

/** Spec section 4: the local-storage key of the visitor's cookie choice. */
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

/** The stored choice: 'true' after accept, 'false' after reject; anything else (or nothing) means no choice yet. */
function storedChoice(): boolean {
  try {
    const value = window.localStorage.getItem(COOKIES_ACCEPTED_KEY);
    return value === 'true' || value === 'false';
  } catch {
    // Storage blocked: ask again on every view rather than fail.
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * The cookie bar's state. It is shown only in the browser and only while no choice is stored (the prerendered page
 * never shows it, so a returning visitor sees no flash). Accept and reject both store the choice under the spec's
 * key, `true` or `false`, so the bar stays away after either; close hides the bar for this view only. The site runs
 * nothing that needs consent (no analytics script is loaded before or after a choice), so the choice is only kept.
 */
export function useCookieConsent(): { visible: boolean; accept: () => void; reject: () => void; close: () => void } {
  const chosen = useSyncExternalStore(noSubscription, storedChoice, () => true);
  const [dismissed, setDismissed] = useState(false);
  const choose = useCallback((accepted: boolean) => {
    try {
      window.localStorage.setItem(COOKIES_ACCEPTED_KEY, String(accepted));
    } catch {
      // Not storable: the bar still goes away for this view.
    }
    setDismissed(true);
  }, []);
  const accept = useCallback(() => choose(true), [choose]);
  const reject = useCallback(() => choose(false), [choose]);
  const close = useCallback(() => setDismissed(true), []);
  return { visible: !chosen && !dismissed, accept, reject, close };
}
