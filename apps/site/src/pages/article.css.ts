import { vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The article's column at the reading measure: the meta row, the picture and the body. */
export const column = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.prose });

/** The body's first line well over 40 px clear of the picture (review 36: it started about 28 px below it). */
export const body = style({ marginBlockStart: vars.space.md });

/** The date and reading time, the share button at the row's end; the button goes under them when there is no room. */
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/**
 * The date and the reading time on one line, apart by a middle dot (not read out) centred in the gap; on a narrow phone
 * the time wraps under the date, and the dot, left of the line's start, is clipped, so no line starts with it.
 */
export const byline = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, margin: 0, overflowX: 'clip' });

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
