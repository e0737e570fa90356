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
 * The client marks on one grid of equal cells, each mark at its cell's start, so the rows share their left edges:
 * two to a row on a phone, four from a tablet's width (eight marks as 4 + 4). Every mark is drawn at one height (an
 * equal optical size, issue 35 round 6: a long name was drawn smaller than the rest), the most that lets the longest
 * name fit its cell, at most 2rem; in the kit's muted colour, one grey for all.
 */
export const logoWall = style({});

/** The longest mark's width over its height, set where the names are known (sections/kinds/logos.tsx). */
export const longestMarkRatio = '--longest-mark-ratio';

globalStyle(`${logoWall} ul`, {
  display: 'grid',
  inlineSize: '100%',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg } },
});

// Each cell is a size container, so a mark's height can follow the cell's width.
globalStyle(`${logoWall} li`, { justifyContent: 'flex-start', containerType: 'inline-size', color: vars.color.textMuted });

globalStyle(`${logoWall} li > svg`, { height: `min(${vars.space.xl}, 100cqi / var(${longestMarkRatio}, 10))`, maxWidth: '100%' });
