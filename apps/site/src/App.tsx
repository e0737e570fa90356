import { Component, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { usePage, type LazyPage } from './lazyPage';
import { notFoundRoute, siteRoutes } from './routes';

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

function RoutePage({ page }: { page: LazyPage }) {
  return usePage(page);
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {siteRoutes.map(({ path, page }) => (
          <Route
            key={path}
            path={path}
            element={
              <PageLoadBoundary key={path}>
                <RoutePage page={page} />
              </PageLoadBoundary>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <PageLoadBoundary>
              <RoutePage page={notFoundRoute.page} />
            </PageLoadBoundary>
          }
        />
      </Route>
    </Routes>
  );
}
