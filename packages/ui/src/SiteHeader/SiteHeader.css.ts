import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { contentColumn, visuallyHidden } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { currentMark } from '../theme/currentMark';
import { HEADER_HEIGHT } from '../theme/headerHeight';
import { breakpoints, mediaUp } from '../theme/breakpoints';
import { MENU_OPEN_ATTRIBUTE } from '../internal/menuOpen';

/**
 * Desktop navigation from this width; below it the menu button and panel. The bar holds the brand, six links,
 * four languages and the call to action on one line: in Spanish, its longest language, that takes about 1,200 px
 * (measured with a wide fallback font), so below 80rem it would wrap.
 */
const desktop = mediaUp('desktop');
const wide = mediaUp('wide');

/**
 * Rules for the wide-screen header: from the `desktop` breakpoint by default, or from `wide` for a header whose
 * navigation is short enough to fit a tablet (`breakpoint="wide"` sets `data-breakpoint` on the header).
 */
function fromBreakpoint(rules: StyleRule) {
  return { '@media': { [desktop]: rules, [wide]: { selectors: { [`[data-breakpoint="wide"] &`]: rules } } } };
}

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: 'transparent',
  borderBottom: `${vars.size.border} solid transparent`,
  transition: `background-color ${vars.duration.normal}, box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: {
    '&[data-scrolled="true"], &[data-menu-open="true"]': {
      background: vars.color.surface,
      borderBottomColor: vars.color.border,
      boxShadow: vars.shadow.md,
    },
  },
});

export const bar = style({
  ...contentColumn,
  paddingInline: vars.space.md,
  minHeight: HEADER_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  // One line at the site's own spacing (the breakpoint leaves room); with a visitor's wider letter and word
  // spacing (WCAG 1.4.12) the controls wrap to a second line instead of running off the screen.
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

/** The logo of the brand link; its height follows the brand text's size. */
export const logo = style({ display: 'inline-flex', flexShrink: 0, maxHeight: '2.5em' });

/** The brand's name beside a logo that already shows it: still the link's name. */
export const hiddenLabel = style(visuallyHidden);

/** The brand's name shown beside the logo from the header's breakpoint up, and hidden (still the link's name) below. */
export const wideLabel = style({
  ...visuallyHidden,
  ...fromBreakpoint({
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: 0,
    overflow: 'visible',
    clip: 'auto',
    clipPath: 'none',
    whiteSpace: 'normal',
  }),
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  marginInlineEnd: 'auto',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  textDecoration: 'none',
});

export const desktopNav = style({
  display: 'none',
  ...fromBreakpoint({ display: 'block' }),
});

export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.inner,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.primary, ...currentMark },
  },
});

export const extras = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  ...fromBreakpoint({ display: 'flex' }),
});

// A call to action broken over two lines doubles the bar's height; the breakpoint above leaves it room.
globalStyle(`${extras} a, ${extras} button`, { whiteSpace: 'nowrap' });

/** The call to action: in the bar at every width, so it never hides behind the menu button. */
export const action = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

globalStyle(`${action} a, ${action} button`, { whiteSpace: 'nowrap' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  padding: vars.space.xs,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.inner,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ...fromBreakpoint({ display: 'none' }),
});

export const toggleIcon = style({ width: vars.size.icon, height: vars.size.icon });

// Over the page, not in its flow: opening or closing the menu never moves the page, so the control that focus
// or a tap goes to after leaving it stays where the browser scrolled it (not under the bar or above the screen).
export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  // The dynamic viewport: on a phone the browser's own bars come and go, and the menu's end stays reachable.
  maxHeight: `calc(100dvh - ${HEADER_HEIGHT})`,
  overflowY: 'auto',
  ...fromBreakpoint({ display: 'none' }),
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelInner = style({
  ...contentColumn,
  padding: vars.space.md,
  display: 'grid',
  // One track that may shrink below its longest word, so a long Icelandic compound wraps instead of widening the panel.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

export const panelList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs });

// The parents' links and buttons share one inline padding, so their labels line up in one column.
export const panelLink = style([link, { width: '100%', paddingInline: vars.space.sm, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'break-word', hyphens: 'auto' }]);

/** A sub-item: smaller and lighter than its parent, on an indented rule, so the hierarchy reads at a glance. */
export const subLink = style([
  panelLink,
  {
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.regular,
    color: vars.color.textMuted,
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);

/** The language row and the call to action, set apart from the links above and from each other. */
export const panelExtras = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  paddingInline: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

/** The page dimmed behind the open menu, from the bar's lower edge down; a tap on it closes the menu. */
export const backdrop = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  height: '100dvh',
  background: vars.color.overlay,
  ...fromBreakpoint({ display: 'none' }),
});

// The page under the open menu stays put: only the menu scrolls.
// Where the mobile menu exists: below the header's desktop breakpoint (the module that sets the attribute runs in the
// browser, so the query is written here, in the style sheet, and costs nothing at import time).
globalStyle(`:root[${MENU_OPEN_ATTRIBUTE}]`, { '@media': { [`not all and (min-width: ${breakpoints.desktop})`]: { overflow: 'hidden' } } });

export const disclosure = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.inner,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&[data-active="true"]': { color: vars.color.primary, ...currentMark } },
});

export const chevron = style({
  width: '0.75em',
  height: '0.75em',
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${disclosure}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const subList = style({
  listStyle: 'none',
  marginBlock: vars.space.xxs,
  marginInlineStart: vars.space.md,
  paddingInlineStart: vars.space.xs,
  borderInlineStart: `${vars.size.border} solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.xxs,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A group's heading in the mobile menu ("Retail and sales"): small capitals above its links, not a link itself. */
export const subHeading = style({
  display: 'block',
  paddingInline: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const subGroup = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
