import { style } from '@vanilla-extract/css';
import { bare } from '../internal/layout';
import { vars } from '../theme/contract.css';

/**
 * A container query: the band has room for four figures side by side (about 10rem each with their gaps). The band's
 * own width decides, not the screen's, so a strip in a narrow column (a card, a docs page's do/don't pair, a
 * sidebar) keeps two a row where a full-width band on the same screen has four.
 */
const roomForFigures = '(min-width: 44rem)';

export const band = style({
  containerType: 'inline-size',
  background: vars.color.inverse,
  color: vars.color.onInverse,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

/**
 * Two figures a row in a narrow band (a lone last figure takes the whole row), all of them on one row where the band
 * has room for four (a grid of fixed-width tracks left three and one, or four with two empty tracks beside them).
 */
export const list = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  textAlign: 'center',
  '@container': { [roomForFigures]: { gridTemplateColumns: 'none', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
  '@container': { [roomForFigures]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } } } },
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // A long word as a value ("sólarhringinn") breaks inside its column rather than running past the band.
  overflowWrap: 'break-word',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onInverseMuted,
  overflowWrap: 'break-word',
});
