import { style } from '@vanilla-extract/css';
import { controlRule } from '../internal/fieldRules';
import { vars } from '../theme/contract.css';

export const textarea = style([controlRule, { resize: 'vertical', lineHeight: vars.lineHeight.relaxed }]);
