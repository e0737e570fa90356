'use client';

import * as RadixToast from '@radix-ui/react-toast';
import type { ReactElement, ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Toast.css';

export interface ToastProviderProps {
  /** The app, or the part of it that shows toasts. */
  children: ReactNode;
  /**
   * Name of the toasts' region, in the page's language, for screen readers ("Notifications"); `{hotkey}` is replaced
   * by the key that jumps to it (F8).
   */
  label: string;
  /** Milliseconds a toast stays when it sets no `duration` of its own. Default `6000`. */
  duration?: number;
}

/**
 * Holds the toasts: put it once around the app (or the part of it that shows toasts). It renders the region the
 * toasts appear in, at the end of the page, which F8 moves focus to.
 */
export function ToastProvider({ children, label, duration = 6000 }: ToastProviderProps) {
  return (
    <RadixToast.Provider duration={duration} label={label}>
      {children}
      <RadixToast.Viewport className={styles.viewport} label={label} />
    </RadixToast.Provider>
  );
}

export interface ToastProps {
  /** Whether the toast shows (controlled): set it to `true` after the event it reports. */
  open: boolean;
  /** Called with `false` when the toast closes (its time is up, its close button, Escape, a swipe). */
  onOpenChange: (open: boolean) => void;
  /** What happened, in a few words: "Booking confirmed". */
  title: string;
  /** A sentence more, if needed. */
  description?: ReactNode;
  /** The kind of message, shown by the edge colour: `neutral` (the default), `success` or `danger`. */
  tone?: 'neutral' | 'success' | 'danger';
  /**
   * One action on the toast (`<Button size="sm" variant="secondary">Undo</Button>`), with `actionAltText` saying how
   * to do the same without the toast (it may be gone before a screen reader user gets to it).
   */
  action?: ReactElement;
  /** How to do the action elsewhere, read to screen reader users: "Undo from your bookings page". Needed with `action`. */
  actionAltText?: string;
  /** Accessible name of the close button ("Close"). */
  closeLabel: string;
  /** Milliseconds before it closes by itself; the timer pauses while the pointer or focus is on it. Default: the provider's. */
  duration?: number;
  /** `foreground` for the result of the visitor's own action (announced at once), `background` for anything else. Default `foreground`. */
  type?: 'foreground' | 'background';
  /** Extra class on the toast. */
  className?: string;
}

/**
 * A short message about something that just happened ("Saved", "Copied"), in a corner of the screen for a few
 * seconds (Radix Toast): announced by screen readers without moving focus, paused while hovered or focused, closed
 * by its button, Escape or a swipe. Inside a `ToastProvider`.
 */
export function Toast({ open, onOpenChange, title, description, tone = 'neutral', action, actionAltText, closeLabel, duration, type = 'foreground', className }: ToastProps) {
  return (
    <RadixToast.Root open={open} onOpenChange={onOpenChange} duration={duration} type={type} className={joinClasses(styles.toast, styles.tones[tone], className)}>
      <div className={styles.body}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description && <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>}
        {action && actionAltText && (
          <RadixToast.Action asChild altText={actionAltText} className={styles.action}>
            {action}
          </RadixToast.Action>
        )}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
