import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../internal/layout';

/** Off screen for sighted visitors; `aria-hidden` on the same element hides it from assistive technology. */
export const trap = style(visuallyHidden);
