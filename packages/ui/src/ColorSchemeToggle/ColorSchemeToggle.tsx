'use client';

import { useCallback, useId, useSyncExternalStore } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { COLOR_SCHEME_ATTRIBUTE } from '../theme/names';
import * as styles from './ColorSchemeToggle.css';

/** `system` follows the device's setting (`prefers-color-scheme`); `light` and `dark` fix the scheme. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

const CHOICES: readonly ColorSchemeChoice[] = ['light', 'dark', 'system'];

export interface ColorSchemeToggleProps {
  /** Names the group for assistive technology, and is shown above it unless `hideLabel` ("Colour scheme"). */
  label: string;
  /** Show the label to screen readers only, where the header makes the purpose plain. Default `false`. */
  hideLabel?: boolean;
  /** The text of each choice, in your language: `{ light: 'Light', dark: 'Dark', system: 'Device' }`. */
  choiceLabels: Record<ColorSchemeChoice, string>;
  /**
   * The local-storage key the choice is kept under, so it holds on the next page and visit; `colorSchemeScript`
   * reads the same key before the first paint. Leave it out to keep the choice for this page only.
   */
  storageKey?: string;
  /** Called after a choice is applied, with the choice. */
  onChoiceChange?: (choice: ColorSchemeChoice) => void;
  /** Extra class on the outer element, to place the component in a layout. */
  className?: string;
}

// The applied choice lives on <html> (the attribute the themes read): every toggle on the page watches it, so they
// agree with each other and with any other code that sets it.
const subscribe = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
};

function appliedChoice(): ColorSchemeChoice {
  const value = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Fixes the page's colour scheme (or lets it follow the device again); every toggle sees the attribute change. */
function applyChoice(choice: ColorSchemeChoice, storageKey: string | undefined) {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  else root.setAttribute(COLOR_SCHEME_ATTRIBUTE, choice);
  if (storageKey) {
    try {
      if (choice === 'system') localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, choice);
    } catch {
      // Storage blocked (private mode, a policy): the choice still holds for this page.
    }
  }
}

/**
 * Light, dark or the device's setting, as three segments of one radio group: the choice sets `data-color-scheme` on
 * `<html>`, which the theme reads, and is kept under `storageKey`. Put `colorSchemeScript(storageKey)` in the
 * document's head so a kept choice applies before the first paint. Arrow keys move between the choices (a native
 * radio group); the server renders "system" chosen, and the page's real choice shows once it hydrates.
 */
export function ColorSchemeToggle({ label, hideLabel = false, choiceLabels, storageKey, onChoiceChange, className }: ColorSchemeToggleProps) {
  const name = useId();
  const labelId = `${name}-label`;
  const current = useSyncExternalStore(subscribe, appliedChoice, () => 'system' as const);
  const choose = useCallback(
    (choice: ColorSchemeChoice) => {
      applyChoice(choice, storageKey);
      onChoiceChange?.(choice);
    },
    [storageKey, onChoiceChange],
  );
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={joinClasses(styles.root, className)}>
      <span id={labelId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </span>
      <span className={styles.segments}>
        {CHOICES.map((choice) => (
          <label key={choice} className={styles.segment}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={choice}
              checked={current === choice}
              onChange={() => choose(choice)}
            />
            <span>{choiceLabels[choice]}</span>
          </label>
        ))}
      </span>
    </div>
  );
}
