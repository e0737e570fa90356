import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const share = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  // Never display:none when empty: a live region has to be in the accessibility tree before its text arrives.
});
