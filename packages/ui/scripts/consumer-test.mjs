#!/usr/bin/env node
// Consumer test of the published shape of @hraun/ui: what someone who runs `npm install @hraun/ui` gets.
// Builds nothing itself: run `pnpm --filter @hraun/ui build` first.
//
//  1. `pnpm pack` packages/ui into a temporary folder and reads the tarball: only package.json, README,
//     CHANGELOG, LICENSE and dist/ (no sources, tests, stories or configs); every file package.json points to
//     (main, module, types, each export) is inside.
//  2. Creates a fresh Vite + React app next to it (no vanilla-extract plugin), with React, Vite and the React
//     plugin at the versions this repository uses and the tarball as a file: dependency, and installs it with
//     npm (--prefer-offline; nothing is installed outside the temporary folder).
//  3. The app imports @hraun/ui/styles.css, puts `altTheme` on a wrapper and renders a ServiceCard (with its own
//     link component) and a Button in it, and another Button outside it. Type-checks it with the repository's
//     TypeScript against the package's declarations, and builds it with `vite build`.
//  4. Serves the build on 127.0.0.1 and opens it in Chromium (Playwright, Debian's browser): the card's heading
//     is visible, its link came from the app's component, the theme variables apply (alt colours inside the
//     wrapper, default ones outside), the card is not transparent, and the page logged no error.
//  5. Removes the temporary folder, also on failure or Ctrl-C (`--keep` leaves it for a look).
//
// Usage: node packages/ui/scripts/consumer-test.mjs [--keep]      (npm install dominates: about 20 s to 1 min)
// Env:   CHROMIUM_PATH (default /usr/bin/chromium), CONSUMER_TEST_TIMEOUT seconds (default 170)
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const uiDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repoRoot = resolve(uiDir, '../..');
const keep = process.argv.includes('--keep');
// `--react 19.3.1`: install that React (and its types) in the app instead of the workspace's, so the package is
// checked on each major its peer range accepts.
const reactArg = process.argv.indexOf('--react');
const reactOverride = reactArg === -1 ? null : process.argv[reactArg + 1];
const timeoutSeconds = Number(process.env.CONSUMER_TEST_TIMEOUT ?? 170);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const work = mkdtempSync(join(tmpdir(), 'hraun-ui-consumer-'));
const children = new Set();
let server;
let browser;

function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  server?.close();
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nconsumer test: ${signal}, cleaning up`);
    browser?.close().catch(() => {});
    cleanUp();
    process.exit(130);
  });
}
const watchdog = setTimeout(() => {
  console.error(`\nconsumer test: over ${timeoutSeconds} s, giving up`);
  browser?.close().catch(() => {});
  cleanUp();
  process.exit(1);
}, timeoutSeconds * 1000);

class Failure extends Error {}
function check(condition, message) {
  if (!condition) throw new Failure(message);
}

async function step(label, action) {
  const started = Date.now();
  console.log(`› ${label}`);
  const result = await action();
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Runs a command; resolves with its output, rejects with the output on a non-zero exit. */
function run(command, args, { cwd, env = process.env } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      children.delete(child);
      reject(new Failure(`${command} could not start: ${error.message}`));
    });
    child.on('close', (code) => {
      children.delete(child);
      if (code === 0) resolvePromise(output);
      else reject(new Failure(`${command} ${args.join(' ')} exited with ${code}:\n${output.trim().split('\n').slice(-40).join('\n')}`));
    });
  });
}

/** Files of a .tgz (ustar, with pax or GNU long names), with sizes and the text of the ones asked for. */
function readTarball(file, wanted = new Set()) {
  const data = gunzipSync(readFileSync(file));
  const entries = [];
  let longName = null;
  for (let offset = 0; offset + 512 <= data.length; ) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start, length) => header.subarray(start, start + length).toString('utf8').replace(/\0[\s\S]*$/, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = header.subarray(257, 262).toString() === 'ustar' ? field(345, 155) : '';
    const body = data.subarray(offset + 512, offset + 512 + size);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    if (type === 'x') longName = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1] ?? null;
    else if (type === 'L') longName = body.toString('utf8').replace(/\0[\s\S]*$/, '');
    else if (type === '0' || type === '7') {
      const path = name.replace(/^package\//, '');
      entries.push({ path, size, text: wanted.has(path) ? body.toString('utf8') : undefined });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** Every file a package.json points to, except the workspace-only "source" condition (returned apart). */
function manifestTargets(manifest) {
  const targets = new Set();
  const sourceTargets = new Set();
  for (const key of ['main', 'module', 'types', 'typings']) if (typeof manifest[key] === 'string') targets.add(manifest[key]);
  const walk = (value, condition) => {
    if (typeof value === 'string') (condition === 'source' ? sourceTargets : targets).add(value);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, key.startsWith('.') ? condition : key);
  };
  walk(manifest.exports);
  const clean = (set) => [...set].map((target) => target.replace(/^\.\//, '')).filter((target) => !target.includes('*'));
  return { targets: clean(targets), sourceTargets: clean(sourceTargets) };
}

function installedVersion(name) {
  return JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

const fmt = (n) => n.toLocaleString('en-US');
const notes = [];

async function main() {
  for (const file of ['dist/index.js', 'dist/styles.css', 'dist/types/index.d.ts']) {
    check(existsSync(join(uiDir, file)), `packages/ui/${file} is missing: run \`pnpm --filter @hraun/ui build\` first`);
  }
  check(existsSync(chromiumPath), `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);

  // ── 1. Pack and inspect the tarball ──────────────────────────────────────────────────────────────────────
  const tarball = await step('pnpm pack', async () => {
    const output = await run('pnpm', ['pack', '--pack-destination', work, '--json'], { cwd: uiDir });
    const { filename } = JSON.parse(output.slice(output.indexOf('{')));
    check(filename && existsSync(filename), `pnpm pack wrote no tarball:\n${output}`);
    return filename;
  });

  const entries = readTarball(tarball, new Set(['package.json']));
  const paths = entries.map((entry) => entry.path);
  const manifest = JSON.parse(entries.find((entry) => entry.path === 'package.json')?.text ?? '{}');
  const unpacked = entries.reduce((sum, entry) => sum + entry.size, 0);
  const count = (re) => paths.filter((path) => re.test(path)).length;
  console.log(
    `  ${tarball.split('/').pop()}: ${fmt(statSync(tarball).size)} B packed, ${fmt(unpacked)} B unpacked, ${paths.length} files ` +
      `(${count(/\.js$/)} .js, ${count(/\.map$/)} .map, ${count(/\.d\.ts$/)} .d.ts, ${count(/\.css$/)} .css)`,
  );

  const allowed = /^(package\.json|README\.md|CHANGELOG\.md|LICEN[CS]E(\.md|\.txt)?|dist\/.+)$/i;
  const forbidden = [
    /(^|\/)(src|tests?|__tests__|visual|scripts|node_modules|__screenshots__|storybook-static)\//,
    /\.(stories|test|spec)\.[cm]?[jt]sx?$/,
    /\.(stories|test|spec)\.d\.ts$/,
    /storyKit/,
    /(^|\/)(tsconfig[^/]*\.json|vite\.config\.[^/]+|vitest\.config\.[^/]+|[^/]*\.tsbuildinfo)$/,
  ];
  const strays = paths.filter((path) => !allowed.test(path) || forbidden.some((re) => re.test(path)));
  check(strays.length === 0, `the tarball holds files a consumer does not need:\n    ${strays.slice(0, 20).join('\n    ')}`);
  for (const required of ['package.json', 'README.md', 'dist/index.js', 'dist/styles.css', 'dist/types/index.d.ts']) {
    check(paths.includes(required), `the tarball lacks ${required}`);
  }
  check(entries.find((entry) => entry.path === 'README.md').size > 200, 'README.md in the tarball is (nearly) empty');
  const { targets, sourceTargets } = manifestTargets(manifest);
  const dangling = targets.filter((target) => !paths.includes(target));
  check(dangling.length === 0, `package.json points to files missing from the tarball: ${dangling.join(', ')}`);
  // The workspace resolves the package to its sources through a "source" condition; the tarball must not name it
  // (pnpm publishes `publishConfig.exports`), since no file it would point to is shipped.
  check(sourceTargets.length === 0, `the published exports name unshipped files through "source": ${sourceTargets.join(', ')}`);
  for (const [entry, conditions] of Object.entries(manifest.exports ?? {})) {
    if (typeof conditions !== 'object') continue;
    check(['types', 'import', 'default'].every((name) => name in conditions), `exports["${entry}"] lacks types, import or default: ${JSON.stringify(conditions)}`);
  }
  check(paths.includes('CHANGELOG.md'), 'the tarball lacks CHANGELOG.md');
  console.log(`  tarball ok: only package.json, README, CHANGELOG and dist/; all ${targets.length} targets of main/types/exports present; every export has types, import and default`);

  // ── 2. A fresh Vite + React app that depends on the tarball ──────────────────────────────────────────────
  const app = join(work, 'app');
  const versions = Object.fromEntries(
    ['react', 'react-dom', 'vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom', '@vanilla-extract/css', '@vanilla-extract/vite-plugin'].map(
      (name) => [name, installedVersion(name)],
    ),
  );
  if (reactOverride) {
    const major = reactOverride.split('.')[0];
    Object.assign(versions, { react: reactOverride, 'react-dom': reactOverride, '@types/react': `^${major}`, '@types/react-dom': `^${major}` });
  }
  const files = {
    'package.json': JSON.stringify(
      {
        name: 'hraun-ui-consumer',
        private: true,
        type: 'module',
        dependencies: { '@hraun/ui': `file:${tarball}`, react: versions.react, 'react-dom': versions['react-dom'] },
        devDependencies: {
          vite: versions.vite,
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          '@types/react': versions['@types/react'],
          '@types/react-dom': versions['@types/react-dom'],
          // Only for the second build, an app that makes its own theme the way the README says.
          '@vanilla-extract/css': versions['@vanilla-extract/css'],
          '@vanilla-extract/vite-plugin': versions['@vanilla-extract/vite-plugin'],
        },
      },
      null,
      2,
    ),
    'vite.config.js': `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\n// No vanilla-extract plugin: the package ships compiled CSS.\nexport default defineConfig({ plugins: [react()] });\n`,
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      },
      null,
      2,
    ),
    'index.html': `<!doctype html>\n<html lang="is">\n  <head><meta charset="utf-8" /><title>@hraun/ui consumer</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n`,
    'src/env.d.ts': `declare module '*.css';\n`,
    // A second app in the same install, built with the vanilla-extract plugin: its own theme made with
    // createTheme(vars, tokens) in a .css.ts file (the README's recipe) over the package's compiled modules.
    've/vite.config.js': `import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';\nimport react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ root: import.meta.dirname, plugins: [react(), vanillaExtractPlugin()], build: { outDir: 'dist', emptyOutDir: true } });\n`,
    've/index.html': `<!doctype html>\n<html lang="is">\n  <head><meta charset="utf-8" /><title>@hraun/ui with a theme of its own</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.tsx"></script>\n  </body>\n</html>\n`,
    've/brand.css.ts': `import { createTheme } from '@vanilla-extract/css';
import { defaultTokens, vars } from '@hraun/ui/theme';

export const brandTheme = createTheme(vars, { ...defaultTokens, color: { ...defaultTokens.color, primary: '#7a1f5c' } });
`,
    've/main.tsx': `import '@hraun/ui/styles.css';
import { Button } from '@hraun/ui';
import { createRoot } from 'react-dom/client';
import { brandTheme } from './brand.css';

createRoot(document.getElementById('root')!).render(
  <section className={brandTheme}>
    <Button variant="primary">Okkar eigið þema</Button>
  </section>,
);
`,
    'src/main.tsx': `import '@hraun/ui/styles.css';
import { Button, ServiceCard, altTheme, vars, type LinkProps } from '@hraun/ui';
import { altTokens, defaultTokens } from '@hraun/ui/theme';
import { forwardRef, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';

/** The app's own link component, as a router's would be. */
const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  return <a ref={ref} data-app-link="" {...props} />;
});

function App() {
  return (
    <main>
      <section data-testid="default">
        <Button variant="primary">Sjálfgefið þema</Button>
      </section>
      <section data-testid="alt" className={altTheme} style={{ maxWidth: '22rem', padding: '1rem' }}>
        <ServiceCard icon="code" title="Vefþróun" text="Sérsmíðaðar veflausnir." href="/thjonusta/vefthroun" linkLabel="Lesa meira" linkComponent={AppLink} />
        <Button variant="primary">Fá tilboð</Button>
      </section>
      {/* Themed with plain CSS: the variables have stable names, no vanilla-extract needed. */}
      <section data-testid="plain-css" style={{ '--hraun-color-primary': 'rgb(122, 31, 92)' } as CSSProperties}>
        <Button variant="primary">Venjuleg CSS-breyta</Button>
      </section>
    </main>
  );
}

Object.assign(window, {
  __hraun: {
    primaryVar: vars.color.primary,
    defaultPrimary: defaultTokens.color.primary,
    altPrimary: altTokens.color.primary,
    altSurface: altTokens.color.surface,
    altBorder: altTokens.color.border,
  },
});
createRoot(document.getElementById('root')!).render(<App />);
`,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(app, name)), { recursive: true });
    writeFileSync(join(app, name), content);
  }

  // npm sees none of the npm/pnpm settings of the calling script (`npm test` passes its whole config down as
  // npm_config_*), except where to download from and cache to.
  const keptNpmConfig = /^npm_config_(cache|registry|userconfig|proxy|https_proxy|noproxy|cafile|strict_ssl)$/i;
  const npmEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_(config|package|lifecycle)_/i.test(key) || keptNpmConfig.test(key)),
  );
  await step(`npm install (react ${versions.react}, vite ${versions.vite}, @vitejs/plugin-react ${versions['@vitejs/plugin-react']}, the tarball)`, () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-update-notifier', '--loglevel=error'], { cwd: app, env: npmEnv }),
  );
  check(existsSync(join(app, 'node_modules/@hraun/ui/dist/index.js')), 'npm install did not install @hraun/ui from the tarball');

  await step('type check the app against the published declarations (tsc --noEmit)', () =>
    run(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', join(app, 'tsconfig.json')], { cwd: app }),
  );

  // CommonJS code of a consumer (Node >= 20.19 loads an ES module through require()).
  await step('require() from Node: the main entry and ./theme', async () => {
    const script = "const ui = require('@hraun/ui'); const theme = require('@hraun/ui/theme'); " +
      "if (typeof ui.Button !== 'object' && typeof ui.Button !== 'function') throw new Error('no Button'); " +
      "if (!theme.vars) throw new Error('no theme vars'); console.log(Object.keys(ui).length + ' exports')";
    const output = await run(process.execPath, ['-e', script], { cwd: app });
    console.log(`  require('@hraun/ui'): ${output.trim()}`);
  });

  await step('vite build (no vanilla-extract plugin)', () => run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, env: npmEnv }));
  const distDir = join(app, 'dist');
  const assets = readdirSync(join(distDir, 'assets'));
  const js = assets.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(distDir, 'assets', file)));
  const css = assets.filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(distDir, 'assets', file)));
  check(js.length > 0 && css.length > 0, `the app build has no JS or no CSS: ${assets.join(', ')}`);
  const appJs = Buffer.concat(js);
  const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
  console.log(`  app: ${fmt(gz(appJs))} B JS gzip (React included), ${fmt(gz(Buffer.concat(css)))} B CSS gzip`);
  for (const marker of ['DialogContent', 'DropdownMenuContent']) {
    check(!appJs.includes(marker), `the app bundle holds ${marker} although the app uses no Dialog or NavMenu (tree-shaking failed)`);
  }

  await step('vite build of an app with the vanilla-extract plugin and a theme of its own', () =>
    run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(app, 've/vite.config.js'), '--logLevel', 'warn'], {
      cwd: join(app, 've'),
      env: npmEnv,
    }),
  );
  const themedAssets = join(app, 've/dist/assets');
  const themedCss = readdirSync(themedAssets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(themedAssets, file), 'utf8'))
    .join('\n');
  const primaryVariable = /--[\w-]+/.exec(readFileSync(join(app, 'node_modules/@hraun/ui/dist/theme/contract.styles.js'), 'utf8'))?.[0];
  check(/#7a1f5c/i.test(themedCss), "the app's own theme (createTheme in a .css.ts file) is not in its CSS");
  check(!!primaryVariable && themedCss.includes(primaryVariable), "the app's theme does not set the package's theme variables");
  check(readdirSync(join(app, 'node_modules/@hraun/ui/dist'), { recursive: true }).every((file) => !String(file).endsWith('.css.js')),
    'the package ships *.css.js modules, which a consumer\'s vanilla-extract plugin would try to compile');

  // ── 3. Serve it and look at it in Chromium ────────────────────────────────────────────────────────────────
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(distDir, path));
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) file = join(distDir, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  const url = `http://127.0.0.1:${server.address().port}/`;

  await step(`Chromium on ${url}`, async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
    page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
    await page.goto(url, { waitUntil: 'load' });

    const heading = page.getByRole('heading', { level: 3, name: 'Vefþróun' });
    await heading.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
    check(await heading.isVisible(), `the ServiceCard heading "Vefþróun" is not visible; errors: ${errors.join('; ') || 'none'}`);
    const link = page.getByRole('link', { name: /Vefþróun/ });
    check((await link.getAttribute('href')) === '/thjonusta/vefthroun', 'the card link has the wrong href');
    check((await link.getAttribute('data-app-link')) !== null, 'the card link was not rendered by the app\'s linkComponent');
    check(await page.getByRole('button', { name: 'Fá tilboð' }).isVisible(), 'the themed Button is not visible');
    check(await page.getByRole('button', { name: 'Sjálfgefið þema' }).isVisible(), 'the default-theme Button is not visible');

    const seen = await page.evaluate(() => {
      // Runs in the page (through globalThis, as this file is linted as Node code).
      const { document, getComputedStyle } = globalThis;
      const expected = globalThis.__hraun;
      const computedColor = (value) => {
        const probe = document.createElement('i');
        probe.style.color = value;
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      };
      const variable = /var\((--[^),\s]+)/.exec(expected.primaryVar)?.[1];
      const alt = document.querySelector('[data-testid="alt"]');
      const plain = document.querySelector('[data-testid="default"]');
      const card = alt.querySelector('article');
      return {
        variable,
        altVariable: variable && getComputedStyle(alt).getPropertyValue(variable).trim(),
        rootVariable: variable && getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
        defaultPrimary: expected.defaultPrimary,
        altPrimary: expected.altPrimary,
        expectedDefaultButton: computedColor(expected.defaultPrimary),
        expectedAltButton: computedColor(expected.altPrimary),
        expectedCard: computedColor(expected.altSurface),
        expectedCardBorder: computedColor(expected.altBorder),
        defaultButton: getComputedStyle(plain.querySelector('button')).backgroundColor,
        altButton: getComputedStyle(alt.querySelector('button')).backgroundColor,
        card: card && getComputedStyle(card).backgroundColor,
        cardBorder: card && getComputedStyle(card).borderTopColor,
        plainCssButton: getComputedStyle(document.querySelector('[data-testid="plain-css"] button')).backgroundColor,
      };
    });
    const transparent = (color) => !color || color === 'transparent' || /^rgba\(0, 0, 0, 0\)$/.test(color);
    check(seen.variable, `vars.color.primary is not a CSS variable reference: ${JSON.stringify(seen)}`);
    check(seen.variable === '--hraun-color-primary', `vars.color.primary is ${seen.variable}, not the stable name --hraun-color-primary`);
    check(seen.plainCssButton === 'rgb(122, 31, 92)', `a Button under style="--hraun-color-primary: rgb(122, 31, 92)" is ${seen.plainCssButton}: plain CSS does not theme it`);
    check(seen.rootVariable.toLowerCase() === seen.defaultPrimary.toLowerCase(), `:root does not carry the default theme (${seen.variable} = "${seen.rootVariable}", expected ${seen.defaultPrimary})`);
    check(seen.altVariable.toLowerCase() === seen.altPrimary.toLowerCase(), `the altTheme class does not set the theme variables (${seen.variable} = "${seen.altVariable}", expected ${seen.altPrimary})`);
    check(seen.expectedDefaultButton !== seen.expectedAltButton, 'the two themes have the same primary colour; the test cannot tell them apart');
    check(!transparent(seen.defaultButton) && seen.defaultButton === seen.expectedDefaultButton, `the default Button background is ${seen.defaultButton}, expected ${seen.expectedDefaultButton}`);
    check(!transparent(seen.altButton) && seen.altButton === seen.expectedAltButton, `the themed Button background is ${seen.altButton}, expected ${seen.expectedAltButton}`);
    check(!transparent(seen.card) && seen.card === seen.expectedCard, `the card background is ${seen.card}, expected ${seen.expectedCard}`);
    check(seen.cardBorder === seen.expectedCardBorder, `the card border is ${seen.cardBorder}, expected the alt theme's ${seen.expectedCardBorder}`);
    check(errors.length === 0, `the page reported errors:\n    ${errors.join('\n    ')}`);
    console.log(`  heading visible; link from linkComponent; Button ${seen.defaultButton} (default) / ${seen.altButton} (altTheme) / ${seen.plainCssButton} (plain CSS --hraun-color-primary); card ${seen.card}, border ${seen.cardBorder}`);
    await browser.close();
    browser = undefined;
  });
}

let exitCode = 0;
try {
  await main();
  for (const note of notes) console.log(`note: ${note}`);
  console.log('consumer test: ok');
} catch (error) {
  exitCode = 1;
  console.error(`\nconsumer test failed: ${error instanceof Failure ? error.message : (error?.stack ?? error)}`);
  await browser?.close().catch(() => {});
} finally {
  clearTimeout(watchdog);
  cleanUp();
}
process.exit(exitCode);
