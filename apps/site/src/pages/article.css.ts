import { mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The article's column at the reading measure: the meta row, the picture and the body, centred in the container
 * (review 37: left-aligned, it left about 510 px empty beside it for the length of the article on a laptop).
 */
export const column = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.prose, marginInline: 'auto' });

/**
 * The article's hero on the same centred axis as its column: breadcrumbs, headline and lead start where the date and
 * the body start, so the page reads down one edge (the hero's band and its basalt row still run the full width).
 */
export const hero = style({});

globalStyle(`${hero} > div > div`, { maxWidth: vars.size.prose, marginInline: 'auto' });

/** The body's first line well over 40 px clear of the picture (review 36: it started about 28 px below it). */
export const body = style({ marginBlockStart: vars.space.md });

/**
 * The typographic cover of an article without a picture: a band, not a 16:9 frame, as it carries the category and the
 * agency's name rather than a picture (round 9 review: the 396 px frame pushed the text a screen down for two words).
 * 16:5.5 from a tablet's width (about 704 x 240 px at the reading width), 2:1 on a phone, where a thinner band would
 * crowd its two lines. A picture, and the stand-in for one that fails, keep 16:9.
 */
export const cover = style({ aspectRatio: '2 / 1', '@media': { [mediaUp('wide')]: { aspectRatio: '32 / 11' } } });

/**
 * The date and reading time, the share button at the row's end, in every language and at every width: on a narrow
 * phone the date and time wrap within their own part (review 37: the English date pushed Share onto a line of its own).
 */
export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** The share button keeps its full size; the date and time give way to it. */
export const share = style({ flexShrink: 0 });

/**
 * The date and the reading time on one line, apart by a middle dot (not read out) centred in the gap; on a narrow phone
 * the time wraps under the date, and the dot, left of the line's start, is clipped, so no line starts with it.
 */
export const byline = style({ display: 'flex', flexWrap: 'wrap', flex: '1 1 0', minWidth: 0, columnGap: vars.space.lg, margin: 0, overflowX: 'clip' });

globalStyle(`${byline} > span + span`, { position: 'relative' });
globalStyle(`${byline} > span + span::before`, {
  content: '"·" / ""',
  position: 'absolute',
  insetInlineEnd: '100%',
  width: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/**
 * Run-in items as a list (ArticleBody.tsx): each a paragraph's worth of text after its bold label, so the items are
 * spaced apart, closer than the paragraphs around them so they read as one list.
 */
export const runIns = style({ display: 'grid', gap: vars.space.sm });
