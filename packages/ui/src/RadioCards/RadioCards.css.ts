import { style } from '@vanilla-extract/css';
import { autoGrid } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';
import { focusRing } from '../internal/focusRing';

export const list = style(autoGrid(`calc(${vars.size.prose} / 3)`, vars.space.sm));

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
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
    '&:has(input:focus-visible)': focusRing({ offset: vars.space.xxs }),
  },
});

/** The native radio stays visible: its dot is the state that does not rest on colour. */
export const input = style({
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  alignSelf: 'center',
});

export const description = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

