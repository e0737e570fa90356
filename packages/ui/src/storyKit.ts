/**
 * Helpers for this package's stories (not part of the published build).
 *
 * Story tags with a meaning here:
 * - `long-text`: the story shows long copy (Icelandic compounds such as "Vefverslunarlausnir"). After it renders
 *   (and after its play function), `.storybook/preview.tsx` runs {@link assertNoTextOverflow} on it: the story fails
 *   when any text leaves its box. Tag every story written to test wrapping: `tags: ['long-text']`.
 * - `usage`: a do/don't example shown only on the component's usage page (X.mdx), with `'!dev', '!autodocs'`.
 * - `test-only`: a behaviour test kept out of the sidebar and the docs (`'!dev', '!autodocs'`); it still runs as a test.
 * - `focus`: the story is about keyboard focus (a skip link shown on focus): its play function's focus stays where it
 *   ends. Every other story is put at rest after its play (`.storybook/preview.tsx` blurs the focused element), so no
 *   focus ring shows in its screenshot, its thumbnail or its frame on a docs page; a focus state is drawn by a states
 *   story instead (storyStates.tsx).
 * - `thumbnail`: the story drawn as the component's picture on the Introduction's card (`'!dev', '!autodocs'`), for a
 *   component whose first story reads badly at a third of its size; `scripts/intro-thumbnails.mjs` takes it first.
 */
import { createElement, forwardRef, type MouseEvent, type ReactNode, useState } from 'react';
import { Icon, iconNames } from './Icon';
import type { LinkProps } from './links';
import { contrastRatio } from './theme/contrast';

/**
 * The control of an `icon` prop (any icon element): a select of the Hraun set's names, each mapped to its element,
 * so a story's args may name an icon (`icon: 'code'`) and the controls panel can swap it.
 */
export const iconControl = {
  control: 'select' as const,
  options: iconNames,
  mapping: Object.fromEntries(iconNames.map((name) => [name, createElement(Icon, { name })])),
  table: { type: { summary: 'ReactNode' } },
};

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

/** How many of `elements` stand on each row, top row first: `[2, 2]` for four cards in two pairs. */
export function itemsPerRow(elements: Element[]): number[] {
  const rows = new Map<number, number>();
  for (const element of elements) {
    const top = Math.round(element.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
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


/** Whether an element clips or scrolls what overflows it (then the overflow is intended, not a leak). */
function clips(style: CSSStyleDeclaration) {
  return style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
}

/** A short, readable name for an element in a failure message. */
function describeElement(element: Element) {
  const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
  return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>`;
}

/**
 * Fails when text leaves its box in the story (and in the dialogs it opened): an element whose content is wider than
 * the element and not clipped or scrolled on purpose, or a line of text that runs past the edge of its block (a long
 * compound that neither wraps nor hyphenates). Run after every story tagged `long-text`.
 */
export function assertNoTextOverflow(canvasElement: HTMLElement) {
  const document = canvasElement.ownerDocument;
  const view = document.defaultView!;
  const roots = [canvasElement, ...[...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter((dialog) => !canvasElement.contains(dialog))];
  const problems: string[] = [];
  for (const root of roots) {
    for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      if (element instanceof SVGElement || element.closest('svg')) continue;
      const style = view.getComputedStyle(element);
      if (style.display === 'none' || style.display.startsWith('inline') || style.display === 'contents') continue;
      if (!clips(style) && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describeElement(element)} holds ${element.scrollWidth}px of content in ${element.clientWidth}px`);
      }
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('svg')) continue;
      // The block the line belongs to, unless something on the way clips it on purpose (an ellipsis, a scroller).
      let block: HTMLElement | null = parent;
      let clipped = false;
      while (block) {
        const style = view.getComputedStyle(block);
        if (clips(style)) clipped = true;
        if (!style.display.startsWith('inline') && style.display !== 'contents') break;
        block = block.parentElement;
      }
      if (!block || clipped) continue;
      const style = view.getComputedStyle(block);
      const box = block.getBoundingClientRect();
      const left = box.left + Number.parseFloat(style.borderLeftWidth) - 1;
      const right = box.right - Number.parseFloat(style.borderRightWidth) + 1;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && (rect.right > right || rect.left < left)) {
          problems.push(`"${text.slice(0, 40)}" runs ${Math.round(Math.max(rect.right - right, left - rect.left))}px out of ${describeElement(block)}`);
          break;
        }
      }
    }
  }
  if (problems.length > 0) throw new Error(`Text leaves its box:\n${[...new Set(problems)].join('\n')}`);
}

/** A stand-in block for the layout primitives' stories: a tinted box with a line of text, from the theme's variables. */
export function DemoBox({ children }: { children: string }) {
  return createElement(
    'div',
    {
      style: {
        padding: 'var(--hraun-space-sm)',
        background: 'var(--hraun-color-surface-alt)',
        color: 'var(--hraun-color-text)',
        border: 'var(--hraun-size-border) solid var(--hraun-color-border)',
        borderRadius: 'var(--hraun-radius-inner)',
      },
    },
    children,
  );
}

/** The width of a theme variable (`'--hraun-space-xl'`) in pixels as the story's page resolves it, for layout checks. */
export function measureVariable(canvasElement: HTMLElement, variable: string): string {
  const probe = canvasElement.ownerDocument.createElement('div');
  probe.style.width = `var(${variable})`;
  canvasElement.append(probe);
  const width = getComputedStyle(probe).width;
  probe.remove();
  return width;
}

/**
 * A theme colour (`'--hraun-color-danger'`) as it resolves at `near`'s place on the page (its scope's theme and
 * scheme), in the computed `rgb(...)` form, to compare with a computed style.
 */
export function resolveColor(near: Element, variable: string): string {
  const probe = near.ownerDocument.createElement('span');
  probe.style.color = `var(${variable})`;
  near.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The WCAG contrast ratio of two opaque computed colours (`rgb(r, g, b)`), such as a border on its background. */
function computedContrast(first: string, second: string): number {
  const hex = (color: string) => {
    const channels = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
    if (!channels) throw new Error(`not a computed colour: ${color}`);
    return `#${channels.slice(1, 4).map((value) => Number(value).toString(16).padStart(2, '0')).join('')}`;
  };
  return contrastRatio(hex(first), hex(second));
}

/** How far apart (WCAG ratio) a disabled control's edge must stand from a filled one's, each on its own surface. */
const disabledEdgeMargin = 1.5;

/**
 * Fails unless a disabled control reads as disabled beside a filled one, in whatever scheme the story runs: a
 * not-allowed cursor, an edge of clearly lower contrast on its own surface (by {@link disabledEdgeMargin}), drawn in
 * another line style, on another surface; its text still 4.5:1 (WCAG exempts it, the kit keeps it readable).
 */
export function assertDisabledStandsApart(filled: HTMLElement, disabled: HTMLElement) {
  const look = (element: HTMLElement) => {
    const style = getComputedStyle(element);
    return {
      edge: computedContrast(style.borderTopColor, style.backgroundColor),
      text: computedContrast(style.color, style.backgroundColor),
      line: style.borderTopStyle,
      surface: style.backgroundColor,
      cursor: style.cursor,
    };
  };
  const [on, off] = [look(filled), look(disabled)];
  const problems: string[] = [];
  if (off.cursor !== 'not-allowed') problems.push(`the disabled control's cursor is ${off.cursor}`);
  if (on.edge - off.edge < disabledEdgeMargin) problems.push(`edges ${on.edge.toFixed(2)}:1 (filled) and ${off.edge.toFixed(2)}:1 (disabled) are too alike`);
  if (on.line === off.line) problems.push(`both edges are ${on.line}`);
  if (on.surface === off.surface) problems.push(`both surfaces are ${on.surface}`);
  if (off.text < 4.5) problems.push(`the disabled text is ${off.text.toFixed(2)}:1`);
  if (problems.length > 0) throw new Error(`disabled looks like filled: ${problems.join('; ')}`);
}

/** A drawn picture as a data URL (a flat colour with shapes and a word), so stories need no file and no network. */
export function drawnPicture(fill: string, label: string, width = 1200, height = 800): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill}"/><circle cx="${width * 0.7}" cy="${height * 0.4}" r="${height * 0.25}" fill="#ffffff" fill-opacity="0.35"/><text x="${width * 0.08}" y="${height * 0.85}" font-size="${height / 10}" font-family="sans-serif" fill="#1e232b">${label}</text></svg>`,
  )}`;
}

/**
 * The stage of a story written to be the Introduction's thumbnail of a layout primitive (tag `thumbnail`): a 960 x 480
 * picture (the card's 2:1) whose parts are big enough to read at a third of their size, as the card shows it.
 */
export function Miniature({ children }: { children: ReactNode }) {
  return createElement(
    'div',
    {
      style: {
        inlineSize: '60rem',
        blockSize: '30rem',
        boxSizing: 'border-box',
        padding: 'var(--hraun-space-lg)',
        background: 'var(--hraun-color-surface-alt)',
        color: 'var(--hraun-color-text)',
        fontFamily: 'var(--hraun-font-heading)',
        overflow: 'hidden',
      },
    },
    children,
  );
}

/** A bold block of a miniature: a filled box with one big word, the primary colour with its partner by default. */
export function MiniatureBlock({ children, tone = 'primary', height }: { children: string; tone?: 'primary' | 'accent' | 'inverse'; height?: string }) {
  const fill = { primary: ['--hraun-color-primary', '--hraun-color-on-primary'], accent: ['--hraun-color-accent', '--hraun-color-on-accent'], inverse: ['--hraun-color-inverse', '--hraun-color-on-inverse'] }[tone];
  return createElement(
    'div',
    {
      style: {
        display: 'grid',
        placeItems: 'center',
        blockSize: height,
        minBlockSize: '5rem',
        borderRadius: 'var(--hraun-radius-card)',
        background: `var(${fill[0]})`,
        color: `var(${fill[1]})`,
        fontSize: '2.5rem',
        fontWeight: 'var(--hraun-font-weight-bold)',
      },
    },
    children,
  );
}
