import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { errorRule, fieldRule, hintRule, labelRule, requiredRule } from './fieldRules';

/** A single control's column: label, hint, control, error. */
export const field = style(fieldRule);

export const label = style(labelRule);

export const required = style(requiredRule);

export const hint = style(hintRule);

export const error = style(errorRule);

/** A group of controls (chips, radio cards): a fieldset without the browser's frame. */
export const group = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The group's question above its controls. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'break-word',
});
