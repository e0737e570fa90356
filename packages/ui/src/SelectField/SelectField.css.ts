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
  // controlRule's disabled look; the cursor again, as this rule's pointer comes after it.
  { selectors: { '&:disabled': { cursor: 'not-allowed' } } },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
