import { assertNoSidewaysScroll } from '../../packages/ui/src/storyKit';

/**
 * Fails when a token table reaches past the screen: the page must not scroll sideways, and each table must either fit
 * or sit in a box of its own that scrolls it (Guides' Scroll), named and focusable so a keyboard can scroll it too.
 */
export function assertTablesHeld(canvasElement: HTMLElement) {
  assertNoSidewaysScroll(canvasElement);
  const width = canvasElement.ownerDocument.documentElement.clientWidth;
  const problems: string[] = [];
  for (const table of canvasElement.querySelectorAll('table')) {
    const box = table.closest<HTMLElement>('[role="region"]');
    const shown = (box ?? table).getBoundingClientRect();
    if (shown.right > width + 1 || shown.left < -1) problems.push(`a table reaches ${Math.round(shown.right - width)} px past the ${width} px screen`);
    if (table.scrollWidth > table.clientWidth + 1 && !box) problems.push('a table wider than its column without a box that scrolls it');
    if (box && box.scrollWidth > box.clientWidth + 1 && (box.tabIndex < 0 || !box.getAttribute('aria-label'))) problems.push('a scrolling table box a keyboard cannot reach');
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
