import type { AnchorHTMLAttributes, ElementType } from 'react';

/** Props a link component receives: at least `href`, `className` and `children`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * How a component renders its links: a plain `'a'` by default, or the app's router link, which must
 * accept `href` (not `to`) and forward its ref and other props to an <a>.
 */
export type LinkComponent = ElementType<LinkProps>;
