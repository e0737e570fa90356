import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The one card family. Every card of the package (LinkCard, PackageCard, OfferCard, ProjectCard, NewsCard and the
 * items of FeatureGrid) is drawn from these rules: the raised surface, one hairline border, the card radius and the
 * small shadow. A card that is a link adds `linkedCard`'s hover (a deeper shadow and a stronger border). Emphasis is
 * a thicker top edge in the accent colour (`emphasisEdge`), used only where the accent rule allows it
 * (docs/accent.md): never a border style of its own.
 */
export const cardSurface: StyleRule = {
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.sm,
};

/** A card that a stretched link covers: the card surface, lifted on hover. */
export const linkedCard: StyleRule = {
  ...cardSurface,
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  transition: `box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
  },
};

/** The one mark of emphasis on a card: its top edge in the accent colour, as thick as the focus ring plus a border. */
export const emphasisEdge: StyleRule = {
  borderTop: `calc(${vars.size.focusRing} + ${vars.size.border}) solid ${vars.color.accent}`,
};
