import { style } from '@vanilla-extract/css';
import { autoGrid, bare, cardMin } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const grid = style(autoGrid(cardMin, vars.space.lg));

export const block = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.card,
  borderInlineStart: `calc(${vars.size.focusRing} + ${vars.size.border}) solid ${vars.color.primary}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const bullets = style({
  ...bare,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const bullet = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

/** A bullet's text may shrink below its longest word, which then breaks. */
export const bulletText = style({ minWidth: 0 });

export const tick = style({ color: vars.color.success, alignSelf: 'center' });
