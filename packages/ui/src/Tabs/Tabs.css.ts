import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// The row of tabs scrolls sideways on a narrow screen rather than wrapping: a wrapped row reads as two groups.
export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: 0,
  // The selected tab is marked by a bar in the primary colour, not by colour of the text alone.
  borderBlockEnd: `calc(${vars.size.focusRing} + ${vars.size.border}) solid transparent`,
  borderStartStartRadius: vars.radius.inner,
  borderStartEndRadius: vars.radius.inner,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceAlt },
    '&[data-state="active"]': { color: vars.color.text, borderBlockEndColor: vars.color.primary },
    '&:focus-visible': focusRing({ offset: 'inside' }),
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  selectors: { '&:focus-visible': focusRing({ offset: vars.space.xxs }) },
});
