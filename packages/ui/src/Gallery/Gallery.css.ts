import { style } from '@vanilla-extract/css';
import { bare, wide } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const list = style({
  ...bare,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.card,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
