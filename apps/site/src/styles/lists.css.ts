import { mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A list of lines, each on a rule, without bullets or indent: home's more work, services and news, the 404's ways on.
 * One column that never grows past the list's width (a long word wraps or hyphenates inside it); each list sets its
 * own columns from a wider screen, its gaps, its items' padding and what they hold.
 */
export const ruledList = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${ruledList} > li`, { display: 'grid', borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
// A line's sentence under its name: muted, and as tall as the body's lines (not a lead's relaxed ones).
globalStyle(`${ruledList} p`, { margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** The lines two side by side from a tablet's width. */
export const twoColumnsFromWide = style({ '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

/** The lines three side by side from a tablet's width (home's more work and its news). */
export const threeColumnsFromWide = style({ '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } });
