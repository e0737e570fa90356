import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `${vars.size.border} solid`,
  borderInlineStartWidth: `calc(${vars.size.focusRing} + ${vars.size.border})`,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const tones = styleVariants({
  error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
  success: { background: vars.color.successSurface, borderColor: vars.color.success },
  info: { background: vars.color.selected, borderColor: vars.color.primary },
});

export const iconTones = styleVariants({
  error: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.primary },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold });
