import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const sizes = styleVariants({
  /** As tall as the text around it. */
  sm: { width: '1em', height: '1em' },
  md: { width: vars.size.icon, height: vars.size.icon },
  lg: { width: vars.size.iconLarge, height: vars.size.iconLarge },
});
