import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { notFoundRoute, siteRoutes } from './routes';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {siteRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<notFoundRoute.Page />} />
      </Route>
    </Routes>
  );
}
