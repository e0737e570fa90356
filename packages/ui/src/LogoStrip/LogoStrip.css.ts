import { style } from '@vanilla-extract/css';
import { bare } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

export const band = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  borderBlock: `${vars.size.border} solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: vars.size.container,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const list = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  columnGap: vars.space.xxl,
  rowGap: vars.space.md,
});

export const mark = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

/** Lettering styles that alternate so the names read as different wordmarks. */
export const marks = [
  style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold }),
  style({ fontFamily: vars.font.body, fontWeight: vars.fontWeight.regular, textTransform: 'uppercase', fontSize: vars.fontSize.md }),
  style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.medium, fontStyle: 'italic' }),
  style({ fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold, textTransform: 'lowercase', fontSize: vars.fontSize.xl }),
];
