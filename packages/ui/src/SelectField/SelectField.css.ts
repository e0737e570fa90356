import { style } from '@vanilla-extract/css';
import { controlRule } from '../internal/fieldRules';
import { vars } from '../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex' });

export const select = style([
  controlRule,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.size.icon} + ${vars.space.sm} * 2)`,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
  },
  { selectors: { '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceAlt, color: vars.color.textMuted } } },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
