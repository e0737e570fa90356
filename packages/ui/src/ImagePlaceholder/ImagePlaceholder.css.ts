import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A 16:9 band of the brand's dark colour with a diagonal stripe pattern in its text colour (drawn with gradients,
 * no file), a thin inset frame and the name centred in it.
 */
export const frame = style({
  display: 'grid',
  placeItems: 'stretch',
  aspectRatio: '16 / 9',
  width: '100%',
  padding: vars.space.md,
  boxSizing: 'border-box',
  overflow: 'hidden',
  color: vars.color.onInverse,
  backgroundColor: vars.color.inverse,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 ${vars.space.md}, color-mix(in srgb, ${vars.color.onInverse} 7%, transparent) ${vars.space.md} calc(${vars.space.md} + 1px)), linear-gradient(160deg, color-mix(in srgb, ${vars.color.primary} 45%, transparent), transparent 70%)`,
});

/** With a motif: the gradient without the stripes, the motif drawn over it. */
export const withMotif = style({
  position: 'relative',
  backgroundImage: `linear-gradient(160deg, color-mix(in srgb, ${vars.color.primary} 45%, transparent), transparent 70%)`,
});

export const motif = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: `color-mix(in srgb, ${vars.color.onInverse} 16%, transparent)`,
});

export const inner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid color-mix(in srgb, ${vars.color.onInverse} 45%, transparent)`,
  borderRadius: vars.radius.inner,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.onInverseMuted,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  // At most three lines: a long headline is cut with an ellipsis rather than overflowing the frame.
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** `cover`: the label at the top, the name along the lower edge. */
export const innerSizes = styleVariants({
  card: {},
  cover: { justifyContent: 'space-between', gap: vars.space.md, padding: vars.space.lg },
});

export const labelSizes = styleVariants({
  card: {},
  cover: { fontSize: vars.fontSize.sm },
});

/** `cover`: the name large, in lines of even length; still at most three lines. */
export const titleSizes = styleVariants({
  card: {},
  cover: { fontSize: vars.fontSize.xxl, textWrap: 'balance', maxWidth: '22ch' },
});
