import { breakpoints, vars } from '@hraun/ui/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const main = style({ display: 'block', outline: 'none', minHeight: '60vh' });

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

/**
 * The header of the home page joins the hero's basalt band (the theme's dark scheme on the header too, see
 * Layout.tsx): one band at the top, so the first screen shows one colour for the primary action, not the light
 * page's petrol in the bar beside the dark band's sea glass in the hero. Until it turns solid on scroll, the bar takes
 * the colour the hero's gradient starts from, so the two read as one.
 */
export const homeHeader = style({
  selectors: {
    '&:not([data-scrolled="true"]):not([data-menu-open="true"])': { background: vars.color.selected },
  },
});

/**
 * Copy hierarchy (issue 35): a heading breaks into lines of even length, so its last line is never one word, and
 * running text (a call to action's paragraph, a card's text) keeps at least two words on its last line. The
 * longhand, text-wrap-style, only: the text-wrap shorthand also sets text-wrap-mode, and as an unlayered rule it
 * would undo a component's nowrap. Unlayered, it outranks the kit's layers: where a kit component sets a wrapping
 * style itself (its card titles), it is the same balance.
 */
globalStyle(':where(h1, h2, h3, h4)', { textWrapStyle: 'balance' });
globalStyle(':where(p, li, dd, dt, blockquote, figcaption)', { textWrapStyle: 'pretty' });

// The footer's small links (the legal links) wrap as lines one target apart: each link is already a touch target's
// height, so a row gap on top of it left a double gap before a link that wrapped onto a line of its own on a phone.
globalStyle('footer nav > ul:only-child, footer nav > h2 + ul', { rowGap: 0 });

/**
 * The site's footer. It starts where the page's last band ends: every page ends with a band with its own room below
 * its content (a section, the call to action, the 404 page's muted results), and the kit's gap above the footer came on
 * top of it (96 px of page colour under home's call to action on a phone, a 48 px pale strip under the 404 page's band).
 */
export const siteFooter = style({});

globalStyle(`footer${siteFooter}`, { marginBlockStart: 0 });

// On a phone the site-map columns (services, company; `nav`s) stand two to a row, the brand and the contact details
// (`div`s) each across both: a single column of every link made the footer about 1,200 px tall.
const phoneOnly = `screen and (width < ${breakpoints.wide})`;
// The kit's footer (the page's one footer): its inner column, then the grid of blocks first in it (brand, contact, the
// site-map columns); by the elements, as the legal links' rule above, which keeps the home page's inlined CSS small.
const footerGrid = 'footer>div>div:first-child';
globalStyle(footerGrid, { '@media': { [phoneOnly]: { gridTemplateColumns: '1fr 1fr' } } });
globalStyle(`${footerGrid}>div`, { '@media': { [phoneOnly]: { gridColumn: '1/-1' } } });
