import { vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';
import { basaltColumnsUrl } from './pattern';

/**
 * The foot of every page's hero: a row of basalt columns (pattern.ts, drawn from the brand's name at build
 * time, a data URL in the style sheet), in the theme's border colour: pale stone on the light page, basalt on the
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
      maskImage: basaltColumnsUrl('basalt'),
      // One tile of twelve columns, its height the band's, repeated across.
      maskSize: 'auto 100%',
      maskRepeat: 'repeat-x',
      pointerEvents: 'none',
    },
  },
});
