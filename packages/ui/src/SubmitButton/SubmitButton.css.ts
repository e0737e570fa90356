import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring that turns while the form is sent (stopped under reduced motion by the reset). */
export const spinner = style({
  width: vars.space.md,
  height: vars.space.md,
  flexShrink: 0,
  border: `${vars.size.focusRing} solid currentColor`,
  borderInlineEndColor: 'transparent',
  borderRadius: vars.radius.control,
  animation: `${spin} calc(${vars.duration.normal} * 4) linear infinite`,
});
