import { vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { heroFoot } from '../brand/hero.css';

/** The form pages' header: compact, so the form starts on the first screen; a lower row of columns at its foot. */
export const hero = style({});

globalStyle(`${hero}${heroFoot}`, { paddingBlockStart: vars.space.xl, paddingBlockEnd: `calc(${vars.space.xxl} + ${vars.space.md})` });
globalStyle(`${hero}${heroFoot}::after`, { blockSize: vars.space.xxl });
globalStyle(`${hero} h1`, { fontSize: vars.fontSize.xxl });
// The form's band, the page's last, ends as far above the footer as one band's content is from the next (two bands'
// padding): its own 48 px left the send button crowding the footer (review 36, 5). Under `main`, to outrank the kit's band.
globalStyle(`main > ${hero} + *`, { paddingBlockEnd: `calc(${vars.space.xxl} * 2)` });

export const single = style({ maxWidth: vars.size.prose });

/** An order form takes the whole column: its plan cards and the chosen plan's panel need the room side by side. */
export const withPackages = style({ maxWidth: vars.size.container });

/** From this width the side panel stands beside the form (a laptop); under it, the panel follows the form. */
const asideBeside = '(min-width: 60rem)';

/** Shown only while the side panel stands beside the form: its part that the form repeats in short while the panel is under it. */
export const besideOnly = style({});

/**
 * The steps after sending, one short line each, right over the send button while the side panel is under the form (a
 * phone, a tablet): read before sending, not after it (review 37, 1). Gone once the panel, with its steps, is beside the form.
 */
export const stepsBeforeSend = style({
  display: 'grid',
  gap: vars.space.xxs,
  marginBlock: `${vars.space.lg} ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.card,
  '@media': { [asideBeside]: { display: 'none' } },
});

globalStyle(`${stepsBeforeSend} h2`, { margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });
globalStyle(`${stepsBeforeSend} ol`, {
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const withAside = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [asideBeside]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const aside = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.card,
});

// The aside's parts (contact details, offices, hours, response times): headed groups, lists without bullets, and
// label and value pairs side by side (`facts` in pages.css.ts).
globalStyle(`${aside} section`, { display: 'grid', gap: vars.space.xs });
globalStyle(`${aside} h2`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
globalStyle(`${aside} p`, { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${aside} ul`, { display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${aside} ol`, { display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
globalStyle(`${aside} strong`, { color: vars.color.text });

/**
 * The quote form's promise in its side panel: the reply time as a badge under the panel's heading (one unit with it,
 * not a second heading), in the panel's small text on a pill of the page's surface.
 */
export const reply = style({});

// Also over the form on a phone (QuotePage's compact line), so the rule is the paragraph's and not the panel's: it
// comes after the panel's paragraph rule, which it outranks there.
globalStyle(`p${reply}`, {
  justifySelf: 'start',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The panel's promise repeated over the form while the panel stands under it; gone once the panel is beside the form. */
export const compactAside = style({
  // A grid, so the badge keeps its own width (justify-self in its rule) as it does in the panel.
  display: 'grid',
  marginBlockEnd: vars.space.lg,
  '@media': { [asideBeside]: { display: 'none' } },
});

// Hidden (display: none, so not read either) while the panel stands under the form; under the panel's class, so the
// rule outranks its sections' `display: grid`.
globalStyle(`${aside} ${besideOnly}`, { '@media': { [`not all and ${asideBeside}`]: { display: 'none' } } });
// Under the form, a panel left with nothing but those parts (no client quotes read) would be an empty box: not drawn.
globalStyle(`${aside}:not(:has(> :not(${besideOnly})))`, { '@media': { [`not all and ${asideBeside}`]: { display: 'none' } } });
