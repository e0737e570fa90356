import { keyframes, style } from '@vanilla-extract/css';
import { contentColumn } from '../internal/layout';
import { vars } from '../theme/contract.css';

/**
 * A slow shift between the two text colours. Both meet 4.5:1 on every background of both themes, so the
 * text keeps AA contrast at every moment (a fade in opacity would dip below it).
 */
const pulse = keyframes({
  '0%, 100%': { color: vars.color.textMuted },
  '50%': { color: vars.color.text },
});

export const loading = style({
  ...contentColumn,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
