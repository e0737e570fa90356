import { style } from '@vanilla-extract/css';
import { bare } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const band = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  borderBlock: `${vars.size.border} solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: vars.size.container,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const list = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  columnGap: vars.space.xxl,
  rowGap: vars.space.md,
});

export const mark = style({
  display: 'flex',
  color: vars.color.textMuted,
});

/** Every wordmark as tall as the others (one visual weight); its width follows from its drawing. */
export const svg = style({
  display: 'block',
  width: 'auto',
  height: vars.space.xl,
  maxWidth: '100%',
  overflow: 'visible',
});

/** The lettering of every mark: the heading face, bold. */
export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
});
