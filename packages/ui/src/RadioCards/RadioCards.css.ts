import { style } from '@vanilla-extract/css';
import { autoGrid } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { focusRing } from '../internal/focusRing';

export const list = style(autoGrid(`calc(${vars.size.prose} / 3)`, vars.space.sm));

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  height: '100%',
  minHeight: vars.size.target,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.field,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:checked)': {
      background: vars.color.selected,
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.primary}`,
    },
    // In error the cards take the error colour too, not only the message under them (checked stays primary).
    '&:has(input[aria-invalid="true"]):not(:has(input:checked))': { borderColor: vars.color.danger },
    '&:has(input:focus-visible)': focusRing({ offset: vars.space.xxs }),
    // Greyed without opacity, so the text keeps its contrast for those who still read it.
    '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.surfaceAlt, borderColor: vars.color.border, borderStyle: 'dashed', color: vars.color.textMuted },
  },
});

/** The native radio stays visible: its dot is the state that does not rest on colour. */
export const input = style({
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none' }, '&:disabled': { cursor: 'not-allowed' } },
});

export const label = style({
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  // A long compound breaks at a syllable with a hyphen (the page's lang picks the dictionary); where the browser has
  // none for the language, it still breaks inside the card rather than leaving it.
  hyphens: 'auto',
  overflowWrap: 'break-word',
  alignSelf: 'center',
});

export const description = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  minWidth: 0,
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

