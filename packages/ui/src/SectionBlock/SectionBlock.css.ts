import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const band = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
});

export const tones = styleVariants({
  plain: {},
  muted: { background: vars.color.surfaceAlt },
});

export const inner = style({
  maxWidth: vars.size.container,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.prose,
});

export const aligns = styleVariants({
  start: {},
  center: { marginInline: 'auto', textAlign: 'center' },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});
