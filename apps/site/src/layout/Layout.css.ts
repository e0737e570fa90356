import { vars } from '@hraun/ui/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const main = style({ display: 'block', outline: 'none', minHeight: '60vh' });

/** After the footer, what the phone's action bar leaves as room at the end of the page: the footer's colour. */
export const afterFooter = style({ background: vars.color.inverse });

// Spec section 9: sections rise in one after another, 0.1 s apart. Only transform moves (no opacity), so the
// largest paint is never held back and nothing shifts; under prefers-reduced-motion nothing moves at all.
const rise = keyframes({ from: { transform: `translateY(${vars.space.sm})` }, to: { transform: 'none' } });
const STAGGER_SECONDS = 0.1;
const STAGGERED_SECTIONS = 8;

globalStyle(`${main} > *`, {
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${rise} 0.4s ease-out both` } },
});
for (let index = 1; index <= STAGGERED_SECTIONS; index += 1) {
  globalStyle(`${main} > *:nth-child(${index})`, {
    '@media': { '(prefers-reduced-motion: no-preference)': { animationDelay: `${(index - 1) * STAGGER_SECONDS}s` } },
  });
}
