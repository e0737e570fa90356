import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Style rules shared by the form controls: the label, hint and error lines around a control (the private `Field`
 * wrapper's classes), and the control itself (TextField, TextArea, SelectField, FilterBar's select).
 */

/** The column of label, hint, control and error. */
export const fieldRule: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
};

/** The visible label above the control. */
export const labelRule: StyleRule = {
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'break-word',
};

/** The asterisk after the label of a required field (hidden from assistive technology: the control says it). */
export const requiredRule: StyleRule = {
  marginInlineStart: vars.space.xxs,
  color: vars.color.danger,
};

/** Help under the label. */
export const hintRule: StyleRule = {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
};

/** The error line under the control. */
export const errorRule: StyleRule = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
  overflowWrap: 'break-word',
};

/**
 * An input, textarea or select: a 3:1 border, a 44 px target, a red border when invalid. Disabled, it steps back in
 * both schemes: the sunken surface, the decorative (below 3:1) border drawn dashed, muted text and a not-allowed
 * cursor, so it never reads as a filled field (WCAG exempts disabled controls from contrast; the text keeps 4.5:1).
 */
export const controlRule: StyleRule = {
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.field,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.danger}` },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceAlt, color: vars.color.textMuted, borderColor: vars.color.border, borderStyle: 'dashed' },
  },
};
