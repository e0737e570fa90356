import { vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';
import { basaltColumnsUrl } from './pattern';

/** The narrowest the drawn row is laid out: wider screens stretch it, narrower ones show its middle. */
const ROW_MIN_WIDTH = '90rem';

/**
 * The foot of every page's hero: a row of basalt columns (pattern.ts, drawn from the brand's name at build
 * time, a data URL in the style sheet, one row drawn across the band), in the theme's border colour: pale stone on the light page, basalt on the
 * dark one. The columns stand in room of their own under the text and actions, so they never sit behind a word.
 */
export const heroFoot = style({
  position: 'relative',
  paddingBlockEnd: '5rem',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      blockSize: '4rem',
      background: vars.color.border,
      // One drawn row of 48 columns, never a repeated tile: as wide as the band, and never narrower than a 1440 px
      // screen, so a column is 30-40 px wide from a laptop to a 1920 px screen; a phone shows the row's middle.
      maskImage: basaltColumnsUrl('basalt', { width: 2880, columns: 48, stretch: true }),
      maskSize: `max(100%, ${ROW_MIN_WIDTH}) 100%`,
      maskPosition: 'center bottom',
      maskRepeat: 'no-repeat',
      pointerEvents: 'none',
    },
  },
});
