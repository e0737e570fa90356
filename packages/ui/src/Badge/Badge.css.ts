import { style, styleVariants } from '@vanilla-extract/css';
import { badgeRules } from '../internal/badgeRules';
import { vars } from '../theme/contract.css';

export const badge = style({ ...badgeRules, alignItems: 'center', gap: vars.space.xxs, whiteSpace: 'nowrap', verticalAlign: 'middle' });

/** The tones: each pair of colours is one the theme keeps readable (text on its own surface). */
export const tones = styleVariants({
  accent: {},
  neutral: { background: vars.color.surfaceAlt, color: vars.color.text, boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border}` },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  success: { background: vars.color.successSurface, color: vars.color.success, boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.success}` },
  danger: { background: vars.color.dangerSurface, color: vars.color.danger, boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.danger}` },
});
