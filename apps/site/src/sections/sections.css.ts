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
  // Rows, then columns: at least 24 px across, 32 px on the wider grid, between one mark's end and the next's emblem
  // (the longest name fills its cell, so a column gap is all that parts it from its neighbour; review 36, 7b).
  gap: `${vars.space.md} ${vars.space.lg}`,
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: `${vars.space.lg} ${vars.space.xl}` } },
});

globalStyle(`${logoWall} li`, { justifyContent: 'flex-start', color: vars.color.textMuted });

/**
 * A cell's width, from the band's (the window less the band's side padding, at most the container) and the gaps. Written
 * with the window's width rather than the cell's own (cqi) and the factors after the lengths: the HTML checker's CSS
 * validator (test/build/html-validity.test.ts) knows neither container units nor a number times a variable.
 */
const cellWidth = (columns: number, gap: string) =>
  `(min(100vw - ${vars.space.md} * 2, ${vars.size.container}) - ${gap} * ${columns - 1}) / ${columns}`;
const markHeight = (columns: number, gap: string) => `min(${vars.space.xl}, calc(${cellWidth(columns, gap)} / var(${longestMarkRatio}, 10)))`;

globalStyle(`${logoWall} li > svg`, {
  height: markHeight(2, vars.space.lg),
  maxWidth: '100%',
  '@media': { [mediaUp('wide')]: { height: markHeight(4, vars.space.xl) } },
});
