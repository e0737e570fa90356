import { vars } from '../theme/contract.css';
import type { SpaceToken } from './responsive';
import { responsiveVariants } from './responsiveVariants';

/**
 * Prebuilt classes for the layout primitives' responsive props (one per breakpoint and token), so that an app sets
 * `gap={{ base: 'sm', wide: 'lg' }}` without a styling tool of its own. Written base first, then each breakpoint up,
 * so at equal specificity the wider screen's class wins.
 */
export const spaceValues: Record<SpaceToken, string> = { none: '0', ...vars.space };

/** The gap between the children of a flex or grid container. */
export const gap = responsiveVariants(spaceValues, (value) => ({ gap: value }));
