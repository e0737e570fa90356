import { style } from '@vanilla-extract/css';
import { controlRule } from '../internal/fieldRules';

/** The field's input: the shared control look, disabled included (fieldRules' controlRule). */
export const input = style(controlRule);
