import { breakpoints, mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The send button: the page's main action, so the large primary button (the lead's type size, a taller target and
 * wider sides); across the form on a phone, where it is the one thing to press after the fields.
 */
export const send = style({});

/** Under the kit's `wide` breakpoint: a phone. */
const narrow = `not all and (min-width: ${breakpoints.wide})`;

/** The send button's least width on a tablet and up, about 240 px; the line beside it starts at the same width. */
const sendWidth = `calc(${vars.space.xxl} * 5)`;

// Under the form's element, so the rule outranks the kit's button sizes whatever order the stylesheets load in.
globalStyle(`form ${send}`, {
  minBlockSize: `calc(${vars.size.target} + ${vars.space.sm})`,
  paddingInline: vars.space.xl,
  fontSize: vars.fontSize.lg,
  inlineSize: '100%',
  // About 240 px from a tablet on: a short label ("Send") made a small button for the page's one action (review 36, 5).
  '@media': { [mediaUp('wide')]: { inlineSize: 'auto', minInlineSize: sendWidth } },
});

/** The send button and a line beside it, under it once the button is across the form (a phone). */
export const sendRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.sm} ${vars.space.lg}` });

export const sendNote = style({ flex: `1 1 ${sendWidth}`, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/**
 * The topic chips: many small choices, so they read quieter than the send button and the fields' labels: regular
 * weight, one type step down.
 */
export const chips = style({});

globalStyle(`${chips} li > label`, {
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  // On a phone the quote form's topics (7 groups, 19 chips) were about 860 px between the fields and the send button:
  // denser chips there (narrower sides, so more share a row, and 36 px tall, half again WCAG 2.5.8's 24, 8 px apart)
  // bring the button sooner with every choice still in view (review 37, 1).
  '@media': { [narrow]: { minBlockSize: `calc(${vars.space.xl} + ${vars.space.xxs})`, paddingInline: vars.space.sm } },
});

// The groups closer together on a phone too; each heading stays nearer its own chips than the group above.
globalStyle(`${chips} div:has(> fieldset)`, { '@media': { [narrow]: { gap: vars.space.sm } } });
