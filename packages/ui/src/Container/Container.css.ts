import { style, styleVariants } from '@vanilla-extract/css';
import { spaceValues } from '../internal/responsive.css';
import { responsiveVariants } from '../internal/responsiveVariants';
import { vars } from '../theme/contract.css';

export const container = style({ marginInline: 'auto', boxSizing: 'content-box', minWidth: 0 });

/** The widest content column, or the narrow reading measure. */
export const width = styleVariants({ container: vars.size.container, prose: vars.size.prose }, (maxWidth) => ({ maxWidth }));

/** Space between the content and the screen's edges. */
export const padding = responsiveVariants(spaceValues, (value) => ({ paddingInline: value }));
