import { style } from '@vanilla-extract/css';
import { whileMenuOpen } from '../internal/menuOpen';
import { mediaUp } from '../theme/breakpoints';
import { bottomBarHeight } from '../theme/bottomBar';
import { vars } from '../theme/contract.css';

/** From this width the page's own calls to action are never far away: no bar. */
const wide = mediaUp('wide');

/** The bar's height: its padding, the button's touch target and its top border. */
const barHeight = `calc(2 * ${vars.space.sm} + ${vars.size.target} + ${vars.size.border})`;

/**
 * The page's last stretch as tall as the bar, drawn over the end of what comes before it (no room of its own, so the
 * page ends as it would without a bar): while any of it is on screen the bar would cover it, so the bar hides.
 */
export const end = style({
  blockSize: barHeight,
  marginBlockStart: `calc(-1 * ${barHeight})`,
  visibility: 'hidden',
  pointerEvents: 'none',
  '@media': { [wide]: { display: 'none' } },
});

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  // Above the cookie bar while that shows, never over it.
  insetBlockEnd: bottomBarHeight,
  zIndex: vars.zIndex.floating,
  padding: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[hidden]': { display: 'none' },
    // Not over the open mobile menu.
    [whileMenuOpen]: { display: 'none' },
  },
  '@media': { [wide]: { display: 'none' } },
});
