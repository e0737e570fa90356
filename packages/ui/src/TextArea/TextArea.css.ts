import { style } from '@vanilla-extract/css';
import { controlRule, errorRule, fieldRule, hintRule, labelRule, requiredRule } from '../TextField/field';
import { vars } from '../theme/contract.css';

export const field = style(fieldRule);

export const label = style(labelRule);

export const required = style(requiredRule);

export const hint = style(hintRule);

export const textarea = style([controlRule, { resize: 'vertical', lineHeight: vars.lineHeight.relaxed }]);

export const error = style(errorRule);
