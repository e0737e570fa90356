import { mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The hero's side (HeroAside.tsx): a card on the band, the page's summary. On a phone it follows the lead and the
 * buttons at the column's width; from a tablet's width it stands beside them, never wider than a card of the grids.
 */
export const aside = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaUp('wide')]: { maxWidth: '26rem', marginInlineStart: 'auto', padding: vars.space.xl } },
});

/** What the card sums up: small capitals over the rest, as the Hero's own eyebrow. */
export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

/** A package's price: its amount over its VAT note. */
export const price = style({ display: 'grid', margin: 0, fontSize: vars.fontSize.xl });

/** The amount: the one figure on the page's first screen that earns the lava colour. */
export const amount = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, color: vars.color.accent });

/** The VAT note under an amount. */
export const vat = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

/** Lines of what is included, each after a check drawn in CSS (no icon, no request). */
export const checks = style({ display: 'grid', gap: vars.space.xs, margin: 0, marginBlockStart: vars.space.sm, padding: 0, listStyle: 'none' });

globalStyle(`${checks} > li`, { position: 'relative', paddingInlineStart: vars.space.lg, lineHeight: vars.lineHeight.normal });
globalStyle(`${checks} > li::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: '0.2em',
  insetBlockStart: '0.3em',
  inlineSize: '0.45em',
  blockSize: '0.8em',
  borderInlineEnd: `0.15em solid ${vars.color.primary}`,
  borderBlockEnd: `0.15em solid ${vars.color.primary}`,
  transform: 'rotate(45deg)',
});

/** An overview's index: its pages as links, one a line, each a full-width target. */
export const index = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${index} > li + li`, { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${index} a`, {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

/** The price list's summary: each group's heading over the price it starts from, divided by rules. */
export const summary = style({ display: 'grid', margin: 0 });

export const row = style({ display: 'grid', gap: vars.space.xxs, paddingBlock: vars.space.sm });

globalStyle(`${row} + ${row}`, { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${row} > dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${row} > dd`, { display: 'grid', margin: 0, fontSize: vars.fontSize.lg });

/** The steps after a form is sent, numbered. */
export const steps = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });

