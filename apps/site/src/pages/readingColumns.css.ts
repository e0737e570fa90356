import { mediaUp, vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * A reading column and, from a desktop width, a narrow column to its right: a news article beside related articles
 * and the quote call to action. Below that width the two stack, the reading column first. (A case study stood beside
 * its client's quote here until review 36 made the quote a pull quote inside the story.)
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
