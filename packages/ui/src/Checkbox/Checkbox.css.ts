import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

// The native checkbox, sized to the theme's icon and tinted with its primary colour: the browser draws the tick,
// the indeterminate bar, the high-contrast mode and the checked state, so nothing is redrawn in CSS.
export const input = style({
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing({ offset: vars.space.xxs }),
    // Invalid: a ring in the danger colour around the box, as the text fields get a red border.
    '&[aria-invalid="true"]': { outline: `${vars.size.focusRing} solid ${vars.color.danger}`, outlineOffset: vars.size.border },
    '&[aria-invalid="true"]:focus-visible': focusRing({ offset: vars.space.xxs }),
    '&:disabled': { cursor: 'not-allowed' },
  },
});
