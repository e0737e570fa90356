import { style } from '@vanilla-extract/css';

/** The picture element takes no box of its own: the `img` inside is what layouts size and crop. */
export const picture = style({ display: 'contents' });
