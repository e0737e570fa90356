/**
 * Section builders for page folders: the parts most pages share, so a `page.ts` states only what differs. Each
 * takes the page's key function (`k`), so the keys stay the page's own and checked against its strings.
 */
import type { OwnKey, Section } from './authoring';
import type { CallToAction, TextKey } from './types';

type Variant = 'primary' | 'secondary';
/** A key function that knows the given keys of a page's strings (`ownKey<typeof is>` does for any page that has them). */
type Keys<P extends string> = (path: P) => OwnKey;

/** The link to the quote form with no button style of its own (a package card's). */
export const quoteLink = { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod' } as const satisfies CallToAction<TextKey>;

/** "Get a quote": the call to action of most pages. */
export const quoteCta = (variant: Variant = 'primary'): CallToAction => ({ ...quoteLink, variant });

/** "Contact us". */
export const contactCta = (variant: Variant = 'secondary'): CallToAction => ({ labelKey: 'common:labels.cta.contact', to: '/hafa-samband', variant });

/** The page's hero from its `hero.title` and `hero.text`, with a quote button unless other buttons are given. */
export const hero = (k: Keys<'hero.title' | 'hero.text'>, ctas: readonly CallToAction[] = [quoteCta()]): Section => ({
  kind: 'hero',
  titleKey: k('hero.title'),
  textKey: k('hero.text'),
  ctas,
});

/** The closing call to action from the page's `cta.title` and `cta.text`, with a quote button unless others are given. */
export const callToAction = (k: Keys<'cta.title' | 'cta.text'>, ctas: readonly CallToAction[] = [quoteCta()]): Section => ({
  kind: 'cta',
  titleKey: k('cta.title'),
  textKey: k('cta.text'),
  ctas,
});
