import { COLOR_SCHEME_ATTRIBUTE } from '../theme/names';

// Server-safe (no 'use client'): a server component or a build script writes it into the page's head.
/**
 * A one-line script for the document's `<head>`, before any stylesheet: it applies the choice kept under
 * `storageKey` before the first paint, so a dark choice never flashes light. Put it in an inline `<script>`
 * (with your nonce under a content security policy).
 */
export function colorSchemeScript(storageKey: string): string {
  // Escaped so that no key can close the inline <script> it is written into.
  const key = JSON.stringify(storageKey).replace(/</g, '\\u003c');
  return `try{var s=localStorage.getItem(${key});if(s==="light"||s==="dark")document.documentElement.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},s)}catch(e){}`;
}
