import { style } from '@vanilla-extract/css';
import { bare } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const list = style({
  ...bare,
  position: 'relative',
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.size.prose,
  paddingInlineStart: vars.space.xl,
  borderInlineStart: `calc(${vars.size.border} * 2) solid ${vars.color.border}`,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

const dotSize = `calc(${vars.space.md} + ${vars.space.xxs})`;

/** Sits on the line, centred on it. */
export const dot = style({
  position: 'absolute',
  insetInlineStart: `calc(-1 * ${vars.space.xl} - ${vars.size.border} - ${dotSize} / 2)`,
  top: vars.space.xxs,
  width: dotSize,
  height: dotSize,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `${vars.space.xxs} solid ${vars.color.primary}`,
  boxSizing: 'border-box',
});

export const year = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
