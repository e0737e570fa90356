import { style } from '@vanilla-extract/css';
import { bare, visuallyHidden } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { focusRing } from '../internal/focusRing';

export const list = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** A row item may shrink below its longest word (a flex item otherwise keeps it whole and overflows the row). */
export const item = style({ minWidth: 0, maxWidth: '100%' });

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
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.text },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
    '&:has(input:checked)': { background: vars.color.selected, borderColor: vars.color.primary, color: vars.color.primary },
    '&:has(input:focus-visible)': focusRing({ offset: vars.space.xxs }),
  },
});

/** The chip's text: may shrink below its longest word, which then breaks (hyphenated where the page's language allows). */
export const label = style({ minWidth: 0 });

/** The native checkbox stays in the form and in the tab order; the chip around it shows its state. */
export const input = style(visuallyHidden);

/** The tick is drawn only on a checked chip, so the state never rests on colour alone. */
export const tick = style({
  // Under the chip's class, so the rule outranks the icon's own display whatever order the stylesheets load in.
  selectors: { [`${chip} &`]: { display: 'none' }, [`${chip}:has(input:checked) &`]: { display: 'inline-block' } },
});

/** Sub-groups one under another, a little apart, so each heading reads with its own chips. */
export const groups = style({ display: 'grid', gap: vars.space.md });

/** A sub-group: a fieldset without the browser's frame. */
export const subgroup = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

/** A sub-group's heading: smaller and quieter than the question above all the chips. */
export const subgroupLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
});
