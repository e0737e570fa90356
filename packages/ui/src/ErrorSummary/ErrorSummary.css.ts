import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const summary = style({
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
  border: `calc(${vars.size.focusRing} + ${vars.size.border}) solid ${vars.color.danger}`,
  borderRadius: vars.radius.card,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  overflowWrap: 'break-word',
  selectors: { '&:focus-visible, &:focus': focusRing({ offset: vars.space.xxs }) },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg });

export const link = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing({ offset: vars.space.xxs }) },
});
