import { style } from '@vanilla-extract/css';
import { autoGrid, cardMin } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

export const grid = style(autoGrid(cardMin, vars.space.lg));

export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
