import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { notFoundRoute, siteRoutes } from './routes';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {siteRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={notFoundRoute.element} />
      </Route>
    </Routes>
  );
}
