import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The summary, the fields and the button one under the other, a field's gap apart. */
export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
