import { style } from '@vanilla-extract/css';
import { bare } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { cardSurface } from '../internal/cardRules';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  ...cardSurface,
});

export const badge = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space.xs,
  borderRadius: vars.radius.inner,
  background: vars.color.selected,
  color: vars.color.primary,
});

export const title = style({
  // Lines of even length: never a lone last word under a full line.
  textWrap: 'balance',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const features = style({
  ...bare,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const feature = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const tick = style({
  flexShrink: 0,
  alignSelf: 'center',
  color: vars.color.success,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
