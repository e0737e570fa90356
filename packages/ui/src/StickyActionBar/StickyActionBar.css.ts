import { style } from '@vanilla-extract/css';
import { whileMenuOpen } from '../internal/menuOpen';
import { mediaUp } from '../theme/breakpoints';
import { bottomBarHeight } from '../theme/bottomBar';
import { vars } from '../theme/contract.css';

/** From this width the page's own calls to action are never far away: no bar. */
const wide = mediaUp('wide');

/** The bar's height: its padding, the button's touch target and its top border. */
const barHeight = `calc(2 * ${vars.space.sm} + ${vars.size.target} + ${vars.size.border})`;

/** Room at the end of the page as tall as the bar, so the bar never covers the last of the content. */
export const spacer = style({
  height: barHeight,
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
