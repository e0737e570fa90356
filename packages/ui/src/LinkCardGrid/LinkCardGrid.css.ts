import { style } from '@vanilla-extract/css';
import { autoGrid, cardMin } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const grid = style(autoGrid(cardMin, vars.space.lg));

export const cell = style({ display: 'flex', flexDirection: 'column' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
