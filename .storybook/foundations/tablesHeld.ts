import { assertNoSidewaysScroll } from '../../packages/ui/src/storyKit';

/**
 * Fails when a token table reaches past the screen: the page must not scroll sideways, and each table must either fit
 * or sit in a box of its own that scrolls it (Guides' Scroll), named and focusable so a keyboard can scroll it too; on a
 * phone each must fit outright, and no value may break mid-token.
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
  // On a phone every table fits: its rows become cards (Guides' Scroll), nothing to scroll sideways to find.
  if (width <= 480) {
    for (const box of canvasElement.querySelectorAll<HTMLElement>('[role="region"]')) {
      if (box.scrollWidth > box.clientWidth + 1) problems.push(`"${box.getAttribute('aria-label')}" scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px) on a ${width} px screen`);
    }
  }
  // A value is never broken mid-token ("#fffff" over "f", "--hraun-color-" over "surface"): each part on one line.
  const broken = [...canvasElement.querySelectorAll<HTMLElement>('[data-token-part]')].filter((part) => new Set([...part.getClientRects()].map((rect) => Math.round(rect.top))).size > 1);
  if (broken.length > 0) problems.push(`values broken mid-token: ${broken.slice(0, 5).map((part) => part.textContent?.trim()).join(', ')}`);
  const parts = canvasElement.querySelectorAll('[data-token-part]').length;
  if (canvasElement.querySelector('table') && parts === 0) problems.push('no token values marked as parts (TokenValue) in the tables');
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
