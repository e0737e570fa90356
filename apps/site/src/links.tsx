import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent, type SyntheticEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * Starts fetching the page of a path. The app provides the routes' loader (App.tsx), so links, which every page
 * draws, need not import the routes, which import every page; without a provider nothing is fetched early.
 */
export const PagePreloadContext = createContext<(pathname: string) => Promise<unknown>>(() => Promise.resolve());

/** Paths the router handles; everything else (other domains, mailto:, tel:, files) is a plain link. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The path of an in-site link, without its query or fragment. */
const pathOf = (href: string) => href.replace(/[?#].*$/, '');

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The site's `linkComponent` for UI components: the UI package renders links through it, so in-site
 * links navigate with the router and the package imports no router itself. A pointer over the link, a finger
 * on it or focus on it starts fetching the page it leads to, so the page is usually there by the time it is
 * followed (the build lets each page fetch its own modules rather than preload them: see vite.config.ts).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorProps>(function RouterLink(
  { href, onPointerEnter, onTouchStart, onFocus, ...rest },
  ref,
) {
  if (!isInternal(href)) return <a ref={ref} href={href} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...rest} />;
  return <InternalLink ref={ref} href={href} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...rest} />;
});

/**
 * An in-site link from the router's two hooks rather than its `Link` component, whose framework-mode extras
 * (prefetch links, view transitions, `NavLink` and `Form` beside it) would all ship in every page's first load.
 */
const InternalLink = forwardRef<HTMLAnchorElement, AnchorProps>(function InternalLink(
  { href, onClick, onPointerEnter, onTouchStart, onFocus, target, ...rest },
  ref,
) {
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  const preloadLinkedPage = useContext(PagePreloadContext);
  const withPreload =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      handler?.(event);
      // A page that cannot be fetched now is fetched again when the link is followed, where a failure is handled.
      preloadLinkedPage(pathOf(href)).catch(() => undefined);
    };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The router's handler leaves modified clicks, other targets and prevented events to the browser.
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a
      ref={ref}
      href={resolved}
      target={target}
      onClick={handleClick}
      onPointerEnter={withPreload(onPointerEnter)}
      onTouchStart={withPreload(onTouchStart)}
      onFocus={withPreload(onFocus)}
      {...rest}
    />
  );
});
