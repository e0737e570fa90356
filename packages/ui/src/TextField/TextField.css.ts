import { style } from '@vanilla-extract/css';
import { controlRule, errorRule, fieldRule, hintRule, labelRule, requiredRule } from './field';

export const field = style(fieldRule);

export const label = style(labelRule);

export const required = style(requiredRule);

export const hint = style(hintRule);

export const input = style(controlRule);

export const error = style(errorRule);
