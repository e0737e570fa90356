import { style } from '@vanilla-extract/css';
import { contentColumn } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

export const nav = style({ ...contentColumn, paddingInline: vars.space.md, paddingBlock: vars.space.xs });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.textMuted, paddingInlineEnd: vars.space.xxs } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.primary,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
