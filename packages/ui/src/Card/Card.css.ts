import { globalStyle, style } from '@vanilla-extract/css';
import { cardSurface, emphasisEdge } from '../internal/cardRules';
import { spaceValues } from '../internal/responsive.css';
import { responsiveVariants } from '../internal/responsiveVariants';

export const card = style({
  ...cardSurface,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  // The media fills the card to its rounded corners.
  overflow: 'hidden',
  overflowWrap: 'break-word',
});

export const emphasis = style(emphasisEdge);

export const media = style({ display: 'block' });

// An image in the media slot spans the card and keeps its own ratio.
globalStyle(`${media} img`, { display: 'block', width: '100%', height: 'auto' });

export const body = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, gap: spaceValues.sm });

export const padding = responsiveVariants(spaceValues, (value) => ({ padding: value }));
