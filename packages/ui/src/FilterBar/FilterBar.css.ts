import { style } from '@vanilla-extract/css';
import { controlRule, fieldRule, labelRule } from '../TextField/field';
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

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});

export const search = style({
  ...fieldRule,
  flex: '1 1 16rem',
  maxWidth: '24rem',
});

export const searchLabel = style(labelRule);

export const searchInput = style(controlRule);
