import { style } from '@vanilla-extract/css';
import { controlRule } from '../internal/fieldRules';
import { vars } from '../theme/contract.css';

/** A disabled field is greyed and shows it cannot be used (disabled controls are exempt from contrast, but its text keeps AA). */
export const input = style([controlRule, { selectors: { '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceAlt, color: vars.color.textMuted } } }]);
