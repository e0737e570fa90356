import { mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Beside an article (readingColumns.css.ts lays the two out): related articles and the quote call to action. */
export const articleAside = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaUp('desktop')]: { position: 'sticky', insetBlockStart: vars.space.xl } },
});

globalStyle(`${articleAside} > section`, { display: 'grid', gap: vars.space.sm });
globalStyle(`${articleAside} h2`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
globalStyle(`${articleAside} ul`, { display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${articleAside} li a`, {
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  lineHeight: vars.lineHeight.normal,
});

/** The quote call to action beside an article: a tinted panel, so it reads as an offer rather than more text. */
export const articleCta = style({
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
});

globalStyle(`${articleCta} p`, { margin: 0, color: vars.color.textMuted });

/** The date and the reading time on one line, apart by a middle dot (not read out); the time wraps under the date on a narrow phone. */
export const byline = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm });

globalStyle(`${byline} > span + span::before`, { content: '"·" / ""', marginInlineEnd: vars.space.sm, color: vars.color.textMuted });

/**
 * Run-in items as a list (ArticleBody.tsx): each a paragraph's worth of text after its bold label, so the items are
 * spaced apart, closer than the paragraphs around them so they read as one list.
 */
export const runIns = style({ display: 'grid', gap: vars.space.sm });
