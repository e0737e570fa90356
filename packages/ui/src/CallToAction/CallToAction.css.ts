import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const band = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
});

export const panel = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  background: vars.color.selected,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  borderTop: `calc(${vars.size.focusRing} + ${vars.size.border}) solid ${vars.color.primary}`,
});

export const title = style({
  minWidth: 0,
  maxInlineSize: '100%',
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  minWidth: 0,
  maxInlineSize: '100%',
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
