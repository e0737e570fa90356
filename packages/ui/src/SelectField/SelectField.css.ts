import { style } from '@vanilla-extract/css';
import { controlRule, errorRule, fieldRule, hintRule, labelRule, requiredRule } from '../TextField/field';
import { vars } from '../theme/contract.css';

export const field = style(fieldRule);

export const label = style(labelRule);

export const required = style(requiredRule);

export const hint = style(hintRule);

export const wrap = style({ position: 'relative', display: 'flex' });

export const select = style([
  controlRule,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.size.icon} + ${vars.space.sm} * 2)`,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const error = style(errorRule);
