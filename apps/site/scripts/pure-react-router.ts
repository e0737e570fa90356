import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias, Plugin } from 'vite';

const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
/** `React3.forwardRef(`, `React.createContext(`, `React8.memo(`: calls that only make a value. */
const FACTORY_CALL = /(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** `Link.displayName = "Link";` on a line of its own: a name for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = [^;\n]+;$/gm;

/**
 * React Router's build creates its components and contexts with calls the bundler cannot know to be pure, and
 * names each one in a statement of its own, so every component of the package (`NavLink`, `Form`, the framework
 * mode's prefetching) stayed in every page's first load although the site uses none of them. This marks those
 * calls pure and drops the names in builds, so what the site does not import is left out (4.1 KB gzip of
 * first-load JavaScript: docs/decisions/0001-react-19.md).
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'hraun-pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      return { code: code.replace(FACTORY_CALL, '/* @__PURE__ */ $1').replace(DISPLAY_NAME, ''), map: null };
    },
  };
}

/**
 * React Router's package exports name only its development build (warnings and checks included), though it ships a
 * production one beside it: the browser build takes that one (0.5 KB gzip less).
 */
export function reactRouterProductionBuild(): Alias {
  const require = createRequire(import.meta.url);
  const routerDom = dirname(require.resolve('react-router-dom/package.json'));
  const router = dirname(createRequire(join(routerDom, 'package.json')).resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: join(router, 'dist/production/index.mjs') };
}
