import { mediaUp, vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * A reading column and, from a desktop width, a narrow column to its right: a case study beside its client's quote
 * (or what it included). Below that width the two stack, the reading column first.
 */
export const readingWithAside = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaUp('desktop')]: {
      gridTemplateColumns: `minmax(0, ${vars.size.prose}) minmax(16rem, 20rem)`,
      justifyContent: 'space-between',
      alignItems: 'start',
    },
  },
});
