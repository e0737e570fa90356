/**
 * Fetching a page's modules before its link is followed. The routes register the loader at start
 * (`setPagePreloader`), so links, which every page draws, need not import the routes, which import every page.
 */
let preloader: (pathname: string) => Promise<unknown> = () => Promise.resolve();

export function setPagePreloader(load: (pathname: string) => Promise<unknown>): void {
  preloader = load;
}

/** Starts loading the page of a path (when a link to it is about to be followed). */
export const preloadLinkedPage = (pathname: string): Promise<unknown> => preloader(pathname);
