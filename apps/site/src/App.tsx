import type { Namespace } from '@hraun/content';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { PagePreloadContext } from './links';
import { notFoundRoute, preloadPage, siteRoutes, type SitePage } from './routes';

/**
 * A page whose chunk could not be fetched (offline, or a deploy replaced it) is loaded the old way: the
 * browser asks the server for the prerendered page, which needs no JavaScript to be read.
 */
class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    window.location.reload();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A route's page once its code and its strings are both in. A page reached by a link may need namespaces the
 * page before it did not: it waits for them as it waits for its code (the navigation is a transition, so the old
 * page stays up meanwhile) and never shows raw keys. A namespace that fails to load does not hold it up forever.
 */
function RoutePage({ page, namespaces }: { page: SitePage; namespaces: readonly Namespace[] }) {
  // Suspends (react-i18next's default) until the namespaces are loaded or have failed for good.
  useTranslation(namespaces);
  return <page.Page />;
}

/** The route table as objects: `useRoutes` needs no `<Route>` children to walk on every render. */
const routeTable: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...siteRoutes.map(({ path, page, namespaces }) => ({
        path,
        element: (
          <PageLoadBoundary key={path}>
            <RoutePage page={page} namespaces={namespaces} />
          </PageLoadBoundary>
        ),
      })),
      {
        path: '*',
        element: (
          <PageLoadBoundary>
            <RoutePage page={notFoundRoute.page} namespaces={notFoundRoute.namespaces} />
          </PageLoadBoundary>
        ),
      },
    ],
  },
];

export function App() {
  return <PagePreloadContext.Provider value={preloadPage}>{useRoutes(routeTable)}</PagePreloadContext.Provider>;
}
