import { mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The send button: the page's main action, so the large primary button (the lead's type size, a taller target and
 * wider sides); across the form on a phone, where it is the one thing to press after the fields.
 */
export const send = style({});

// Under the form's element, so the rule outranks the kit's button sizes whatever order the stylesheets load in.
globalStyle(`form ${send}`, {
  minBlockSize: `calc(${vars.size.target} + ${vars.space.sm})`,
  paddingInline: vars.space.xl,
  fontSize: vars.fontSize.lg,
  inlineSize: '100%',
  '@media': { [mediaUp('wide')]: { inlineSize: 'auto' } },
});

/**
 * The topic chips: many small choices, so they read quieter than the send button and the fields' labels: regular
 * weight, one type step down.
 */
export const chips = style({});

globalStyle(`${chips} li > label`, { fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm });
