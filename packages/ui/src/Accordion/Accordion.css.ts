import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const accordion = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
});

export const item = style({ borderBlockEnd: `${vars.size.border} solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.target,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  overflowWrap: 'break-word',
  selectors: {
    // The browser's own triangle gives way to the chevron (both the standard marker and WebKit's).
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': focusRing({ offset: 'inside' }),
    // A chevron drawn from two borders of a rotated square: the theme's colours and widths, no icon to load.
    '&::after': {
      content: '""',
      flexShrink: 0,
      width: `calc(${vars.size.icon} / 2.5)`,
      height: `calc(${vars.size.icon} / 2.5)`,
      marginInlineEnd: vars.space.xs,
      borderInlineEnd: `${vars.size.focusRing} solid currentColor`,
      borderBlockEnd: `${vars.size.focusRing} solid currentColor`,
      transform: 'translateY(-25%) rotate(45deg)',
      transition: `transform ${vars.duration.fast}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { transition: 'none' } } } },
});

globalStyle(`${item}[open] > ${summary}::after`, { transform: 'translateY(25%) rotate(225deg)' });

export const panel = style({
  paddingBlockEnd: vars.space.md,
  paddingInline: vars.space.xxs,
  maxWidth: vars.size.prose,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

globalStyle(`${panel} > * + *`, { marginBlockStart: vars.space.sm });
globalStyle(`${panel} > *`, { marginBlockEnd: 0 });
