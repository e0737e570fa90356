import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

const thumb = `calc(${vars.size.icon} - 2 * ${vars.size.focusRing})`;

// A native checkbox drawn as a track: the thumb is a radial gradient moved from one end to the other, so no extra
// element and no pseudo-element (which an input may not have in every browser). Off: a 3:1 border and a thumb in
// the strong border colour; on: the primary track with a thumb in the colour drawn on it.
export const input = style({
  appearance: 'none',
  flexShrink: 0,
  width: `calc(${vars.size.icon} * 2)`,
  height: vars.size.icon,
  margin: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(circle closest-side, ${vars.color.borderStrong} 90%, transparent 100%)`,
  backgroundSize: `${thumb} ${thumb}`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `left calc(${vars.size.focusRing} - ${vars.size.border}) center`,
  cursor: 'pointer',
  transition: `background-position ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:checked': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      backgroundImage: `radial-gradient(circle closest-side, ${vars.color.onPrimary} 90%, transparent 100%)`,
      backgroundPosition: `right calc(${vars.size.focusRing} - ${vars.size.border}) center`,
    },
    '&:focus-visible': focusRing({ offset: vars.space.xxs }),
    '&[aria-invalid="true"]': { outline: `${vars.size.focusRing} solid ${vars.color.danger}`, outlineOffset: vars.size.border },
    '&[aria-invalid="true"]:focus-visible': focusRing({ offset: vars.space.xxs }),
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Forced colours drop backgrounds: the system colours draw the track and the state instead.
    '(forced-colors: active)': {
      border: `${vars.size.border} solid ButtonText`,
      backgroundImage: 'radial-gradient(circle closest-side, ButtonText 90%, transparent 100%)',
      selectors: { '&:checked': { backgroundColor: 'Highlight', backgroundImage: 'radial-gradient(circle closest-side, HighlightText 90%, transparent 100%)' } },
    },
  },
});
