import { style } from '@vanilla-extract/css';
import { autoGrid, tileMin } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

export const band = style({
  background: vars.color.inverse,
  color: vars.color.onInverse,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const list = style({
  ...autoGrid(tileMin, vars.space.lg),
  maxWidth: vars.size.container,
  marginInline: 'auto',
  textAlign: 'center',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onInverseMuted,
  overflowWrap: 'break-word',
});
