import { vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';

/** The mark beside the wordmark: the height of the brand's text and a little more. */
export const mark = style({ display: 'block', width: '1.75em', height: '1.75em', flexShrink: 0 });

/** The lava under the columns: the theme's accent (the brand's one warm colour). */
export const lava = style({ fill: vars.color.accent });

/**
 * The not-found page's band: the heroes' sea-to-page gradient with the basalt columns at its foot (`heroFoot`), and
 * the mark large over the code, so a lost visitor still sees whose site this is.
 */
export const lostBand = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlockStart: vars.space.xxl,
  background: `linear-gradient(180deg, ${vars.color.selected}, ${vars.color.bg})`,
});

/** The mark at the size of a figure, above the code. */
export const lostMark = style({ fontSize: '2.5rem', color: vars.color.text });

/** The not-found block inside the band: the band pads it, so its own top padding shrinks. */
export const lostBlock = style({ paddingBlockStart: vars.space.md });
