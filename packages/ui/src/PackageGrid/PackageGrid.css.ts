import { globalStyle, style } from '@vanilla-extract/css';
import { autoGrid, cardMin } from '../internal/layout';
import { vars } from '../theme/contract.css';

/** Where subgrid works, each card's parts share rows with the cards beside it (see `cell`). */
const subgrid = '(grid-template-rows: subgrid)';

/** A PackageCard's parts: head, price, text, features, actions. */
const CARD_PARTS = 5;

export const grid = style({
  ...autoGrid(cardMin, vars.space.lg),
  // The cells' bottom margins stand in for the row gap; the last row's is taken back.
  '@supports': { [subgrid]: { rowGap: 0, marginBlockEnd: `calc(${vars.space.lg} * -1)` } },
});

/**
 * A card's five parts (head, price, text, features, actions) take five rows of the grid, shared by the cards of a
 * row: a badge or a name on two lines in one card no longer sets its price lower than its neighbours'. The space
 * between rows of cards is the cell's margin, as the grid's own row gap would also open between the parts.
 */
export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '@supports': {
    [subgrid]: { display: 'grid', gridRow: `span ${CARD_PARTS}`, gridTemplateRows: 'subgrid', marginBlockEnd: vars.space.lg },
  },
});

// The card in a cell lays its parts on the cell's five rows (a card elsewhere stays a column). A card without
// features leaves that row empty; its actions keep to the last row with the others'.
globalStyle(`${cell} > *`, {
  '@supports': {
    [subgrid]: { display: 'grid', gridRow: `span ${CARD_PARTS}`, gridTemplateRows: 'subgrid', rowGap: vars.space.sm },
  },
});
globalStyle(`${cell} > * > :last-child`, { '@supports': { [subgrid]: { gridRow: '-2 / -1' } } });
