import { style } from '@vanilla-extract/css';
import { bottomBarHeight } from '../theme/bottomBar';
import { vars } from '../theme/contract.css';
import { focusRing } from '../internal/focusRing';
import { whileMenuOpen } from '../internal/menuOpen';
import { actionBarHeight } from '../internal/actionBar';

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  // Above the cookie bar while it shows, not over its buttons, and above a sticky action bar while one shows (it sets its height on the root element; zero otherwise).
  insetBlockEnd: `calc(${vars.space.md} + ${bottomBarHeight} + ${actionBarHeight})`,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&[hidden]': { display: 'none' },
    // Not over the open mobile menu (the site header marks the root element while it is open).
    [whileMenuOpen]: { display: 'none' },
    '&:hover': { background: vars.color.primaryHover },
    // Two bands, light inside and the focus colour outside: the button floats over light sections and the dark
    // footer alike, and a single ring would vanish on one of them.
    '&:focus-visible': {
      ...focusRing({ offset: vars.size.focusRing }),
      boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.surface}`,
    },
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });
