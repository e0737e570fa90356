import { style } from '@vanilla-extract/css';
import { bare } from '../internal/layout';
import { vars } from '../theme/contract.css';

/** As many columns as fit, none narrower than a short label needs; one figure takes its own width. */
export const list = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.lg,
});

/** A rule in the accent colour marks each figure (the accent's written rule: it highlights, it never carries text). */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.space.xxs} solid ${vars.color.accent}`,
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const label = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});
