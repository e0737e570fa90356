import { style } from '@vanilla-extract/css';
import { responsiveVariants } from '../internal/responsiveVariants';

export const inline = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' });

export const nowrap = style({ flexWrap: 'nowrap' });

/** Where the children sit on the row's height. */
export const align = responsiveVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline', stretch: 'stretch' },
  (value) => ({ alignItems: value }),
);

/** How the children share the row's width. */
export const justify = responsiveVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' },
  (value) => ({ justifyContent: value }),
);
