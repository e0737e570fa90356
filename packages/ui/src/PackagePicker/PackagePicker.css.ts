import { style } from '@vanilla-extract/css';
import { autoGrid, bare, roomForSidePanel } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { badgeRules } from '../internal/badgeRules';
import { focusRing } from '../internal/focusRing';

/**
 * The picker measures its own width, not the screen's: in a narrow form column on a wide screen a side panel
 * would be squeezed to a few words a line.
 */
export const root = style({ containerType: 'inline-size' });

/** Cards and panel side by side when the picker has room for both, the panel under the cards otherwise. */
export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@container': { [roomForSidePanel]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** The fieldset (the field wrapper's group). */
export const group = style({
  // With nothing chosen there is no panel: the cards take the whole width.
  selectors: { '&:only-child': { gridColumn: '1 / -1' } },
});

// The columns follow the package count (`fitOptions`), so three packages are never two and one; this auto-fit grid is
// for a longer list. auto-fit, not the card grids' auto-fill: cards share the row's whole width instead of leaving a
// track empty and breaking "WooCommerce" over two lines.
const cardWidth = `calc(${vars.size.prose} / 3)`;
export const list = style({
  ...autoGrid(cardWidth, vars.space.sm),
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${cardWidth}), 1fr))`,
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  // A card stretched to its row's tallest keeps its lines together at the top, not spread over the height.
  alignContent: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  height: '100%',
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    // Chosen: the selection tint and a ring of the focus ring's width in the action colour all round, outside the
    // border. The popular card's own emphasis (an accent border, heavier on top) is a border too; a ring only one
    // border thicker than it read as no change on that card, so the chosen state does not rely on the border alone.
    '&:has(input:checked)': {
      background: vars.color.selected,
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.primary}`,
    },
    // In error the cards are outlined in the error colour, as every invalid field is, not only the message under
    // them (a chosen card stays primary: the error is gone once one is chosen).
    '&:has(input[aria-invalid="true"]):not(:has(input:checked))': { borderColor: vars.color.danger },
    '&:has(input:focus-visible)': focusRing({ offset: vars.space.xxs }),
    // Greyed without opacity, so the text keeps its contrast for those who still read it; the decorative border
    // dashed, as a disabled field's.
    '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.surfaceAlt, borderColor: vars.color.border, borderStyle: 'dashed' },
  },
});

/** The popular package gets an accent border besides its badge. */
export const popular = style({
  borderColor: vars.color.accent,
  borderTopWidth: `calc(${vars.size.focusRing} + ${vars.size.border})`,
});

export const input = style({
  gridRow: 'span 2',
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none' }, '&:disabled': { cursor: 'not-allowed' } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.icon,
});

export const name = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  // A long compound breaks at a syllable with a hyphen (the page's lang picks the dictionary); where the browser has
  // none for the language, it still breaks inside the card.
  minWidth: 0,
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

export const badge = style(badgeRules);

export const price = style({
  gridColumn: 2,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
  // A price keeps its words together (no-break spaces), but where even one part is wider than the card (a
  // visitor's own wider letter spacing, WCAG 1.4.12) it breaks rather than running under the next card.
  overflowWrap: 'break-word',
});

export const description = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
});

export const panelTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const panelName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

export const panelPrice = style({
  overflowWrap: 'break-word',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
});

export const features = style({
  ...bare,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const feature = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  hyphens: 'auto',
  overflowWrap: 'break-word',
  minWidth: 0,
});

/** The feature's text, a flex item that may shrink below its longest word so the word breaks. */
export const featureText = style({ minWidth: 0 });

export const tick = style({
  alignSelf: 'center',
  color: vars.color.success,
});
