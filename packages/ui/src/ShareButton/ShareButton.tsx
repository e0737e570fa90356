'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './ShareButton.css';

export interface ShareButtonProps {
  /** Text of the button ("Share"). */
  label: string;
  /** Shown, and announced, after the link was copied ("Link copied"). */
  copiedLabel: string;
  /** Title handed to the system share sheet (the page or project title). */
  title: string;
  /** The address to share; defaults to the current page's address. */
  url?: string;
  /** How long the copied message stays, in milliseconds. Default `2000`. */
  copiedFor?: number;
  /**
   * The button's look: `secondary` (default, an outlined button) or `ghost` (text only), for a page where sharing
   * stands beside a more important action and should not compete with it.
   */
  variant?: 'secondary' | 'ghost';
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * Shares the page: through the system share sheet (`navigator.share`) where there is one, otherwise by
 * copying the address to the clipboard and saying so for a moment in a polite live region. A share sheet the
 * visitor cancels, or a copy the browser refuses, is ignored.
 */
export function ShareButton({ label, copiedLabel, title, url, copiedFor = 2000, variant = 'secondary', className }: ShareButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      return; // No clipboard, or no permission: nothing to tell.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedFor);
  }

  async function share() {
    const address = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: address });
        return;
      } catch (error) {
        // The visitor closed the sheet; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(address);
  }

  return (
    <span className={joinClasses(styles.share, className)}>
      <Button variant={variant} onClick={() => void share()}>
        {label}
      </Button>
      <span role="status" aria-live="polite" className={styles.status}>
        {copied && (
          <>
            <Icon name="check" size="sm" />
            {copiedLabel}
          </>
        )}
      </span>
    </span>
  );
}
