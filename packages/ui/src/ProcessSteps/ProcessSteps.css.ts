import { style } from '@vanilla-extract/css';
import { bare, wide } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const withImage = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.md,
});

export const list = style({
  ...bare,
  display: 'grid',
  gap: vars.space.lg,
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
