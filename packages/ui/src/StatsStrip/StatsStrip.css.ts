import { style } from '@vanilla-extract/css';
import { bare, wide } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const band = style({
  background: vars.color.inverse,
  color: vars.color.onInverse,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

/**
 * Two figures a row on a phone (a lone last figure takes the whole row), all of them on one row from tablet width
 * up: a grid of fixed-width tracks left three and one, or four with two empty tracks beside them.
 */
export const list = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  textAlign: 'center',
  '@media': { [wide]: { gridTemplateColumns: 'none', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
  '@media': { [wide]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } } } },
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onInverseMuted,
  overflowWrap: 'break-word',
});
