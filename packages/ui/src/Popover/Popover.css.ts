import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const content = style({
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // Never wider than the screen less a margin on each side: Radix keeps it inside the viewport by the same margin.
  width: `min(calc(${vars.size.prose} / 1.5), calc(100vw - 2 * ${vars.space.md}))`,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
  overflowWrap: 'break-word',
  selectors: { '&:focus-visible': focusRing({ offset: vars.space.xxs }) },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: 0,
  borderRadius: vars.radius.inner,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing({ offset: 'inside' }),
  },
});

export const arrow = style({ fill: vars.color.surface });
