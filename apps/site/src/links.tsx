import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** Paths the router handles; everything else (other domains, mailto:, tel:, files) is a plain link. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The site's `linkComponent` for UI components: the UI package renders links through it, so in-site
 * links navigate with the router and the package imports no router itself.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterLink({ href, ...rest }, ref) {
    if (!isInternal(href)) return <a ref={ref} href={href} {...rest} />;
    return <Link ref={ref} to={href} {...rest} />;
  },
);
