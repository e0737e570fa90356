import { style } from '@vanilla-extract/css';
import { controlRule, fieldRule, labelRule } from '../internal/fieldRules';
import { vars } from '../theme/contract.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
});

/** Added to the Button: a long label wraps inside the row instead of pushing it wider. */
export const option = style({
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const search = style({
  ...fieldRule,
  flex: '1 1 16rem',
  maxWidth: '24rem',
});

export const label = style(labelRule);

export const input = style(controlRule);
