import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { visuallyHidden } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '100%',
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const hiddenLabel = style(visuallyHidden);

/** The three choices as one bar: a border around them, the chosen one filled. */
export const segments = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
});

export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:has(input:checked))': { background: vars.color.selected },
    // Filled and underlined: the choice never rests on colour alone.
    '&:has(input:checked)': { background: vars.color.primary, color: vars.color.onPrimary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:has(input:focus-visible)': focusRing({ offset: vars.space.xxs }),
  },
});

/** The native radio stays in the tab order and the arrow keys' path; the segment around it shows its state. */
export const input = style(visuallyHidden);
