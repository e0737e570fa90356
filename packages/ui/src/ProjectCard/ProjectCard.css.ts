import { style } from '@vanilla-extract/css';
import { bare, readOn, stretchedLink, visuallyHidden } from '../internal/layout';
import { linkedCard } from '../internal/cardRules';
import { vars } from '../theme/contract.css';

export const card = style(linkedCard);

/** The picture fills the top of the card at 16:9, cropped rather than stretched. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderStartStartRadius: vars.radius.card,
  borderStartEndRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const category = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
  overflowWrap: 'break-word',
});

export const title = style({
  // Lines of even length: never a lone last word under a full line.
  textWrap: 'balance',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'break-word',
});

export const link = style(stretchedLink);

/** The read-on text inside the link: heard as part of the link's name, seen in the read-on line. */
export const hidden = style(visuallyHidden);

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

export const tags = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tag = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.selected,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const more = style(readOn);

/** The designed stand-in when there is no picture: rounded at the top like the picture it replaces. */
export const placeholder = style({
  borderStartStartRadius: vars.radius.card,
  borderStartEndRadius: vars.radius.card,
});
