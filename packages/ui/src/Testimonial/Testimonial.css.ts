import { style } from '@vanilla-extract/css';
import { autoGrid, cardMin } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { cardSurface } from '../internal/cardRules';

export const grid = style(autoGrid(cardMin, vars.space.lg));

export const cell = style({ display: 'flex', flexDirection: 'column' });

export const card = style({
  ...cardSurface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  margin: 0,
  padding: vars.space.lg,
});

/** The quote in the text colour at a reading size, opened by a large quotation mark drawn in the primary colour. */
export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  selectors: {
    '&::before': {
      content: '"“"',
      display: 'block',
      height: vars.space.lg,
      fontSize: vars.fontSize.xxl,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.primary,
    },
  },
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const photo = style({
  flexShrink: 0,
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});

export const logo = style({
  flexShrink: 0,
  width: 'auto',
  height: vars.space.xl,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const affiliation = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
