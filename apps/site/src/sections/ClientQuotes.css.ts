import { vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Quotes beside a form: a heading and the cards one under the other, spaced like the aside's other parts. */
export const asideQuotes = style({ display: 'grid', gap: vars.space.md });

globalStyle(`${asideQuotes} > h2`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
