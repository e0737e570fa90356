import type { AnchorHTMLAttributes, ElementType, ReactElement } from 'react';

/** Props a link component receives: at least `href`, `className` and `children`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * How a component renders its links: a plain `'a'` by default, or the app's router link, which must
 * accept `href` (not `to`) and forward its ref and other props to an <a>.
 */
export type LinkComponent = ElementType<LinkProps>;

/**
 * What a component's `linkComponent` prop takes: a link component (see `LinkComponent`), or a link element used as
 * a template, such as `<Link href="" prefetch={false} />` from `next/link`. The element form can be passed from a
 * React Server Component (a function cannot cross to a client component; an element can): each link of the
 * component is that element cloned with its own `href`, `className`, `children` and handlers.
 */
export type LinkRenderer = LinkComponent | ReactElement;
