import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaUp, vars } from '@hraun/ui/theme';

/** From this width up the related projects stand side by side (three in a row fit a laptop's column). */
const roomy = 'screen and (min-width: 60rem)';

export const grid = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

/**
 * The grid by its item count: one column on a phone, all of them in one row where they fit, so a card is never
 * left alone on a row (one to three cards).
 */
export const columns = styleVariants({
  1: { gridTemplateColumns: '1fr' },
  2: { gridTemplateColumns: '1fr', '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: { gridTemplateColumns: '1fr', '@media': { [roomy]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
});

/**
 * A section's "all projects" or "all news" button: its own width, centred under the cards, as the kit's card grids
 * draw their "view all" link, rather than stretched to the section's column.
 */
export const moreAction = style({ display: 'flex', justifyContent: 'center' });

/**
 * Home's client marks: four to a row from a tablet's width (eight marks as 4 + 4, never one left alone on a line),
 * one to a line on a phone. A mark wider than its column is drawn smaller in it rather than pushing the row apart.
 */
export const logoWall = style({});

globalStyle(`${logoWall} ul`, {
  '@media': {
    [mediaUp('wide')]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(4, minmax(0, max-content))',
      justifyContent: 'center',
      justifyItems: 'center',
      columnGap: vars.space.xl,
      rowGap: vars.space.lg,
    },
  },
});

globalStyle(`${logoWall} li`, { justifyContent: 'center', maxWidth: '100%' });
