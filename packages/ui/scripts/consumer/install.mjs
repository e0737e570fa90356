// One npm install per React version, shared by the cells of that version: the tarball (as a file: dependency),
// React and its types, Vite and the React plugin (and vanilla-extract, for the app that makes a theme of its
// own), and for React 19 Next.js with TypeScript and Node's types (`next build` type-checks the app). Every
// app of the version lives in a folder under the install and resolves its packages from there.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, installedVersion } from './lib.mjs';

/** The Next.js the App Router cell installs (CONSUMER_NEXT_VERSION to try another). */
export const nextVersion = process.env.CONSUMER_NEXT_VERSION ?? '16.4.6';

/** The packages and versions an install of React `react` gets. */
function installPlan(react, { withNext }) {
  const workspace = (name) => installedVersion(name);
  const major = react.split('.')[0];
  const sameAsWorkspace = react === workspace('react');
  const dependencies = { react, 'react-dom': react };
  const devDependencies = {
    vite: workspace('vite'),
    '@vitejs/plugin-react': workspace('@vitejs/plugin-react'),
    '@types/react': sameAsWorkspace ? workspace('@types/react') : `^${major}`,
    '@types/react-dom': sameAsWorkspace ? workspace('@types/react-dom') : `^${major}`,
    '@vanilla-extract/css': workspace('@vanilla-extract/css'),
    '@vanilla-extract/vite-plugin': workspace('@vanilla-extract/vite-plugin'),
  };
  if (withNext) {
    dependencies.next = nextVersion;
    Object.assign(devDependencies, { typescript: workspace('typescript'), '@types/node': workspace('@types/node') });
  }
  return { dependencies, devDependencies };
}

/** Writes the install's package.json and runs npm install in `dir` (nothing is installed outside it). */
export async function installFor(cell, dir, { tarball, react, withNext }) {
  mkdirSync(dir, { recursive: true });
  const { dependencies, devDependencies } = installPlan(react, { withNext });
  const manifest = { name: `hraun-ui-consumer-react-${react.split('.')[0]}`, private: true, type: 'module', dependencies: { '@hraun/ui': `file:${tarball}`, ...dependencies }, devDependencies };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  const listed = Object.entries({ ...dependencies, ...devDependencies })
    .filter(([name]) => ['react', 'next', 'vite', 'typescript'].includes(name))
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  await cell.step(`npm install (${listed}, the tarball)`, () =>
    cell.run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-update-notifier', '--loglevel=error'], { cwd: dir }),
  );
  check(existsSync(join(dir, 'node_modules/@hraun/ui/dist/index.js')), 'npm install did not install @hraun/ui from the tarball');
  const installed = JSON.parse(await cell.run(process.execPath, ['-p', "JSON.stringify(require('react/package.json').version)"], { cwd: dir }));
  check(installed === react, `npm installed react ${installed}, not ${react}`);
}
