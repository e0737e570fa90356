import { style } from '@vanilla-extract/css';
import { controlRule } from '../internal/fieldRules';

export const input = style(controlRule);
