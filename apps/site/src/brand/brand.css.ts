import { vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';

/** The mark beside the wordmark: the height of the brand's text and a little more. */
export const mark = style({ display: 'block', width: '1.75em', height: '1.75em', flexShrink: 0 });

/** The lava under the columns: the theme's accent (the brand's one warm colour). */
export const lava = style({ fill: vars.color.accent });
