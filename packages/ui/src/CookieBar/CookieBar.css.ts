import { style } from '@vanilla-extract/css';
import { contentColumn, wide } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { focusRing } from '../internal/focusRing';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.floating,
  background: vars.color.surface,
  color: vars.color.text,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const inner = style({
  ...contentColumn,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: '1fr',
  '@media': { [wide]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const title = style({ margin: 0, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto', fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, gridColumn: '1' });

export const link = style({ color: vars.color.primary, textUnderlineOffset: '0.2em' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [wide]: { gridColumn: '2', gridRow: '1 / span 2' } },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.inner,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing({ offset: vars.size.border }),
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });
