import { autoGrid, cardMin, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Cards of projects or news: as many columns as fit, none narrower than half the reading measure; three from a
 * laptop's width up, so the home page's three latest items share one row at 1024 px instead of leaving one alone.
 */
export const cardList = style({
  ...autoGrid(cardMin, vars.space.lg),
  marginBlockStart: vars.space.lg,
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

// Each card fills its cell, so a row's cards end on one line.
globalStyle(`${cardList} > li`, { display: 'flex', flexDirection: 'column' });

/** A project's or an article's body: one reading column, its parts spaced evenly. */
export const prose = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.size.prose,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${prose} > *`, { margin: 0 });
globalStyle(`${prose} > h2`, { marginBlockStart: vars.space.md, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
globalStyle(`${prose} > ul`, { paddingInlineStart: vars.space.lg });
// A link in running text is seen as one without relying on colour alone (WCAG 1.4.1): underlined, in the link colour.
globalStyle(`${prose} p a, ${prose} li a`, {
  color: vars.color.primary,
  textDecoration: 'underline',
  textDecorationThickness: '0.08em',
  textUnderlineOffset: '0.2em',
});

/** The picture at the head of a project or article. */
export const detailImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.card,
});

/** The designed stand-in for an article without a picture: the picture's corners. */
export const detailPlaceholder = style({ borderRadius: vars.radius.card });

/** Label and value pairs: a project's category and tags, the form pages' contact details, response times and hours. */
export const facts = style({
  display: 'grid',
  // A long label wraps before it squeezes its value: in a narrow side panel "9:00–17:00" broke over two lines.
  gridTemplateColumns: 'fit-content(50%) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'baseline',
  margin: 0,
});

// A pair may be wrapped in a div (response times); it takes no box of its own, so the pair lines up with the others.
globalStyle(`${facts} > div`, { display: 'contents' });
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${facts} dd`, { margin: 0 });

/** A value read as one: a range of hours ("de 9:00 a 17:00") does not break inside. */
export const unbroken = style({ whiteSpace: 'nowrap' });

/** A project's tags as small labels. */
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${tags} > li`, {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
});

