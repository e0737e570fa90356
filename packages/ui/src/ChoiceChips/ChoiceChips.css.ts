import { style } from '@vanilla-extract/css';
import { bare, visuallyHidden } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';
import { focusRing } from '../internal/focusRing';

export const list = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:checked)': { background: vars.color.selected, borderColor: vars.color.primary, color: vars.color.primary },
    '&:has(input:focus-visible)': focusRing({ offset: vars.space.xxs }),
  },
});

/** The native checkbox stays in the form and in the tab order; the chip around it shows its state. */
export const input = style(visuallyHidden);

/** The tick is drawn only on a checked chip, so the state never rests on colour alone. */
export const tick = style({
  display: 'none',
  selectors: { [`${chip}:has(input:checked) &`]: { display: 'inline-block' } },
});
