import { style } from '@vanilla-extract/css';
import { responsiveVariants } from '../internal/responsiveVariants';

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' });

/** Where the children sit across the column. */
export const align = responsiveVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' },
  (value) => ({ alignItems: value }),
);
