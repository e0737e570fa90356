import { globalStyle, style } from '@vanilla-extract/css';
import { wide } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg } },
});

export const note = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// Text areas and groups of choices (chips, cards, the package picker) take the whole row.
globalStyle(`${grid} > :is(fieldset, :has(textarea, fieldset))`, { gridColumn: '1 / -1' });
