/**
 * Helpers for this package's stories (not part of the published build).
 */
import { createElement, forwardRef, type MouseEvent, useState } from 'react';
import type { LinkProps } from './links';

/**
 * Story settings that render it on the spec's narrowest screen (the preview's 390 px phone viewport) and
 * check that nothing makes the page scroll sideways. A story with its own play function replaces the check.
 */
export const phone = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => assertNoSidewaysScroll(canvasElement),
};

/** A long Icelandic line for stories that test wrapping. */
export const longIcelandic = 'Vefsíðugerð og vefhönnun fyrir íslensk fyrirtæki með sérþarfir';

/** Fails when the story's content is wider than the viewport: a phone layout must not scroll sideways. */
export function assertNoSidewaysScroll(canvasElement: HTMLElement) {
  const { documentElement } = canvasElement.ownerDocument;
  if (documentElement.scrollWidth > documentElement.clientWidth) {
    throw new Error(`The page scrolls sideways: ${documentElement.scrollWidth}px of content in ${documentElement.clientWidth}px`);
  }
}

/**
 * Fails when text leaves its box: any block in the story (heading, paragraph, list item, cell, label, button) whose
 * content is wider than the box itself. For stories tagged `long-text`, where long Icelandic words must break.
 */
export function assertTextInside(canvasElement: HTMLElement) {
  const boxes = canvasElement.ownerDocument.body.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li, dt, dd, td, th, label, legend, button, a');
  for (const box of boxes) {
    const view = box.ownerDocument.defaultView;
    if (!view || view.getComputedStyle(box).display === 'inline' || box.clientWidth <= 1) continue;
    if (box.scrollWidth > box.clientWidth + 1) {
      throw new Error(`Text leaves its box: "${box.textContent?.slice(0, 60)}" is ${box.scrollWidth}px wide in ${box.clientWidth}px`);
    }
  }
}

/**
 * A link that stays on the page, as a client-side router's link would: stories pass it as `linkComponent`
 * so that clicking a link in a play function never unloads the test page.
 */
export const StayLink = forwardRef<HTMLAnchorElement, LinkProps>(function StayLink({ onClick, ...props }, ref) {
  return createElement('a', {
    ref,
    ...props,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
    },
  });
});

/**
 * State for a controlled component in a story: starts from the story's arg, follows the component's own changes
 * (typing, clicking), and takes the arg again whenever the Controls panel changes it.
 */
export function useArgState<T>(fromArgs: T): [T, (next: T) => void] {
  const [value, setValue] = useState(fromArgs);
  // React's pattern for state that resets when a prop changes: adjusted during render, no effect and no flash.
  const [seenArg, setSeenArg] = useState(fromArgs);
  if (seenArg !== fromArgs) {
    setSeenArg(fromArgs);
    setValue(fromArgs);
  }
  return [value, setValue];
}
