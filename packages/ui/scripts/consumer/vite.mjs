// The Vite + React cell: a fresh app (no vanilla-extract plugin) over the installed tarball, type-checked
// against the published declarations, built with `vite build`, and looked at in Chromium; plus a second app
// in the same install that makes a theme of its own with the vanilla-extract plugin, as the README says.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { check, fmt, launchChromium, repoRoot, serveStatic, watchPage, writeFiles } from './lib.mjs';

const appFiles = {
  'vite.config.js': `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\n// No vanilla-extract plugin: the package ships compiled CSS.\nexport default defineConfig({ root: import.meta.dirname, plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });\n`,
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
  // The one place the app names the package's theme API. No stylesheet import: each component brings its own CSS and
  // the theme's base rules (the --hraun-* variables on :root); `themeClass`, if set, goes on the app's outer element.
  // No reset.css: it is optional (the Next.js app takes it).
  'src/theme.ts': `import { vars } from '@hraun/ui';

export const theme = { primaryVar: vars.color.primary, themeClass: undefined as string | undefined };
`,
  'src/main.tsx': `import { Button, NewsCard, ProjectCard, type LinkProps } from '@hraun/ui';
import { forwardRef, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from './theme';

/** The app's own link component, as a router's would be. */
const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  return <a ref={ref} data-app-link="" {...props} />;
});

const picture = { src: 'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 16 9%27/%3E', alt: '' };

function App() {
  return (
    <main className={theme.themeClass} style={{ maxWidth: '24rem', padding: '1rem' }}>
      <section data-testid="default">
        <Button variant="primary">Sjálfgefið þema</Button>
        <ProjectCard title="Vefþróun" description="Sérsmíðaðar veflausnir." category="Þjónusta" tags={['React']} fallbackImage={picture} href="/thjonusta/vefthroun" linkLabel="Lesa meira" linkComponent={AppLink} />
      </section>
      {/* Themed with plain CSS: the variables have stable names, no vanilla-extract needed. */}
      <section data-testid="plain-css" style={{ '--hraun-color-primary': 'rgb(122, 31, 92)', '--hraun-color-surface': 'rgb(250, 240, 230)', '--hraun-color-surface-alt': 'rgb(250, 240, 230)' } as CSSProperties}>
        <Button variant="primary">Venjuleg CSS-breyta</Button>
        <NewsCard title="Fréttir" excerpt="Nýtt þema." date="20.10.2026" dateTime="2026-10-20" href="/frettir" linkLabel="Lesa frétt" />
      </section>
    </main>
  );
}

Object.assign(window, { __hraun: theme });
createRoot(document.getElementById('root')!).render(<App />);
`,
};

// A second app in the same install, built with the vanilla-extract plugin: its own theme made with
// vanilla-extract in a .css.ts file over the package's contract and compiled modules.
const themedAppFiles = {
  'vite.config.js': `import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';\nimport react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ root: import.meta.dirname, plugins: [react(), vanillaExtractPlugin()], build: { outDir: 'dist', emptyOutDir: true } });\n`,
  'index.html': `<!doctype html>\n<html lang="is">\n  <head><meta charset="utf-8" /><title>@hraun/ui with a theme of its own</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.tsx"></script>\n  </body>\n</html>\n`,
  // The one place this app names the package's theme API: the README's recipe, createTheme over the contract
  // from the bundled theme's tokens, compiled by the app's vanilla-extract plugin.
  'brand.css.ts': `import { createTheme } from '@vanilla-extract/css';
import { vars } from '@hraun/ui/theme';
import { hraunTokens } from '@hraun/ui/themes/hraun';

export const brandTheme = createTheme(vars, { ...hraunTokens.light, color: { ...hraunTokens.light.color, primary: '#7a1f5c' } });
`,
  // The whole kit in one stylesheet, as before per-component CSS: still works (the rules are then there twice).
  'main.tsx': `import '@hraun/ui/styles.css';
import { Button } from '@hraun/ui';
import { createRoot } from 'react-dom/client';
import { brandTheme } from './brand.css';

createRoot(document.getElementById('root')!).render(
  <section className={brandTheme}>
    <Button variant="primary">Okkar eigið þema</Button>
  </section>,
);
`,
};

// A third app: the README's plain-CSS brand recipe (light-dark() on :root, no build step of its own), which must
// keep dark mode correct: the primary button keeps at least 4.5:1 in both schemes. Keep in step with the README.
const plainThemeCss = `:root {
  --hraun-color-primary: light-dark(#0b5d4b, #5fd1b5);
  --hraun-color-primary-hover: light-dark(#08493b, #86dec8);
  --hraun-color-on-primary: light-dark(#ffffff, #04221b);
}
`;
const plainThemeAppFiles = {
  'vite.config.js': `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ root: import.meta.dirname, plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });\n`,
  'index.html': `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8" /><title>@hraun/ui themed with plain CSS</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.tsx"></script>\n  </body>\n</html>\n`,
  'brand.css': plainThemeCss,
  // Button alone and no stylesheet import: the CSS the app gets is Button's and the theme's base rules (measured).
  'main.tsx': `import './brand.css';
import { Button } from '@hraun/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<Button variant="primary">Book a visit</Button>);
`,
};

// A fourth app: a brand theme written by themeStylesheet() on a plain `:root` (the README's recipe), put first in
// <head>, before the package's stylesheet: the worst load order. It must still outrank the default theme, light,
// dark by the system setting, and dark by data-color-scheme="dark" on <html>.
const rootBrand = { light: { primary: '#0b5d4b', onPrimary: '#ffffff' }, dark: { primary: '#5fd1b5', onPrimary: '#04221b' } };
const rootThemeAppFiles = {
  'vite.config.js': `import react from '@vitejs/plugin-react';
import { themeStylesheet } from '@hraun/ui/theme';
import { hraunTokens } from '@hraun/ui/themes/hraun';
import { defineConfig } from 'vite';

const brand = {
  name: 'brand',
  light: { ...hraunTokens.light, color: { ...hraunTokens.light.color, primary: '${rootBrand.light.primary}', onPrimary: '${rootBrand.light.onPrimary}' } },
  dark: { ...hraunTokens.dark, color: { ...hraunTokens.dark.color, primary: '${rootBrand.dark.primary}', onPrimary: '${rootBrand.dark.onPrimary}' } },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    { name: 'brand-theme', transformIndexHtml: () => [{ tag: 'style', attrs: { 'data-brand': '' }, children: themeStylesheet(brand, ':root'), injectTo: 'head-prepend' }] },
  ],
  build: { outDir: 'dist', emptyOutDir: true },
});
`,
  'index.html': `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8" /><title>@hraun/ui with a theme on :root</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.tsx"></script>\n  </body>\n</html>\n`,
  'main.tsx': `import '@hraun/ui/styles.css';
import { Button } from '@hraun/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<Button variant="primary">Book a table</Button>);
`,
};

/** `#0b5d4b` → `rgb(11, 93, 75)`, as getComputedStyle reports a colour. */
const rgb = (hex) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** WCAG contrast ratio of two computed rgb() colours. */
function contrast(one, two) {
  const luminance = (color) => {
    const [r, g, b] = color.match(/[\d.]+/g).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const viteBin = (dir) => join(dir, 'node_modules/vite/bin/vite.js');

export async function viteCell(cell, dir) {
  const app = join(dir, 'vite');
  const themedApp = join(dir, 'vite-own-theme');
  writeFiles(app, appFiles);
  writeFiles(themedApp, themedAppFiles);
  const plainThemeApp = join(dir, 'vite-plain-theme');
  writeFiles(plainThemeApp, plainThemeAppFiles);
  const rootThemeApp = join(dir, 'vite-root-theme');
  writeFiles(rootThemeApp, rootThemeAppFiles);

  await cell.step('type check the app against the published declarations (tsc --noEmit)', () =>
    cell.run(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', join(app, 'tsconfig.json')], { cwd: app }),
  );

  await cell.step('vite build (no vanilla-extract plugin)', () => cell.run(process.execPath, [viteBin(dir), 'build', '--logLevel', 'warn'], { cwd: app }));
  const distDir = join(app, 'dist');
  const assets = readdirSync(join(distDir, 'assets'));
  const js = assets.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(distDir, 'assets', file)));
  const css = assets.filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(distDir, 'assets', file)));
  check(js.length > 0 && css.length > 0, `the app build has no JS or no CSS: ${assets.join(', ')}`);
  const appJs = Buffer.concat(js);
  const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
  cell.log(`  app: ${fmt(gz(appJs))} B JS gzip (React included), ${fmt(gz(Buffer.concat(css)))} B CSS gzip`);
  for (const marker of ['DialogContent', 'DropdownMenuContent']) {
    check(!appJs.includes(marker), `the app bundle holds ${marker} although the app uses no Dialog or NavMenu (tree-shaking failed)`);
  }

  await cell.step('vite build of an app with the vanilla-extract plugin and a theme of its own', () =>
    cell.run(process.execPath, [viteBin(dir), 'build', '--logLevel', 'warn'], { cwd: themedApp }),
  );
  const themedAssets = join(themedApp, 'dist/assets');
  const themedCss = readdirSync(themedAssets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(themedAssets, file), 'utf8'))
    .join('\n');
  check(/#7a1f5c/i.test(themedCss), "the app's own theme (a .css.ts file) is not in its CSS");
  check(/--hraun-color-primary\s*:\s*#7a1f5c/i.test(themedCss), "the app's theme does not set the package's --hraun-color-primary");
  check(readdirSync(join(dir, 'node_modules/@hraun/ui/dist'), { recursive: true }).every((file) => !String(file).endsWith('.css.js')),
    "the package ships *.css.js modules, which a consumer's vanilla-extract plugin would try to compile");

  await cell.step('vite build of an app themed with the README\'s plain-CSS recipe', () =>
    cell.run(process.execPath, [viteBin(dir), 'build', '--logLevel', 'warn'], { cwd: plainThemeApp }),
  );
  // CSS cost follows use: this app imports Button alone, so its CSS is Button's own sheet, the theme's base rules
  // and its three-line brand.css, against the whole kit's styles.css (what every app shipped before).
  const plainAssets = join(plainThemeApp, 'dist/assets');
  const buttonOnlyCss = Buffer.concat(readdirSync(plainAssets).filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(plainAssets, file))));
  const wholeKitCss = readFileSync(join(dir, 'node_modules/@hraun/ui/dist/styles.css'));
  const gzCss = (buffer) => gzipSync(buffer, { level: 9 }).length;
  cell.log(`  CSS of an app importing only Button: ${fmt(buttonOnlyCss.length)} B (${fmt(gzCss(buttonOnlyCss))} B gzip); whole kit (styles.css): ${fmt(wholeKitCss.length)} B (${fmt(gzCss(wholeKitCss))} B gzip)`);
  check(gzCss(buttonOnlyCss) < gzCss(wholeKitCss) / 4, 'the Button-only app gets a quarter or more of the whole kit\'s CSS: the per-component stylesheets are not being picked up');
  const plainUrl = await serveStatic(cell, join(plainThemeApp, 'dist'));
  await cell.step(`Chromium on ${plainUrl}: the plain-CSS brand keeps the primary button readable, light and dark`, async () => {
    const browser = await launchChromium(cell);
    const figures = [];
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ colorScheme });
      const problems = watchPage(page);
      await page.goto(plainUrl, { waitUntil: 'load' });
      const button = page.getByRole('button', { name: 'Book a visit' });
      await button.waitFor({ state: 'visible', timeout: 10_000 });
      const seen = await button.evaluate((element) => {
        const style = globalThis.getComputedStyle(element);
        return { background: style.backgroundColor, text: style.color };
      });
      const ratio = contrast(seen.background, seen.text);
      const brand = colorScheme === 'light' ? 'rgb(11, 93, 75)' : 'rgb(95, 209, 181)';
      check(seen.background === brand, `${colorScheme}: the primary button is ${seen.background}, not the brand's ${colorScheme} primary ${brand}`);
      check(ratio >= 4.5, `${colorScheme}: the primary button's text is ${ratio.toFixed(2)}:1 on its background (${seen.text} on ${seen.background}), under 4.5:1`);
      check(problems.length === 0, `the page reported problems:\n    ${problems.join('\n    ')}`);
      figures.push(`${colorScheme} ${seen.background} ${ratio.toFixed(2)}:1`);
      await page.close();
    }
    cell.log(`  plain-CSS brand on :root: primary button ${figures.join(', ')}`);
  });

  await cell.step("vite build of an app whose brand theme is themeStylesheet(theme, ':root') before the package's CSS", () =>
    cell.run(process.execPath, [viteBin(dir), 'build', '--logLevel', 'warn'], { cwd: rootThemeApp }),
  );
  const rootUrl = await serveStatic(cell, join(rootThemeApp, 'dist'));
  await cell.step(`Chromium on ${rootUrl}: a theme on plain :root outranks the default, light and dark, whatever the load order`, async () => {
    const browser = await launchChromium(cell);
    const figures = [];
    for (const [label, colorScheme, forceDark] of [['light', 'light', false], ['dark (system)', 'dark', false], ['dark (data-color-scheme)', 'light', true]]) {
      const page = await browser.newPage({ colorScheme });
      const problems = watchPage(page);
      await page.goto(rootUrl, { waitUntil: 'load' });
      if (forceDark) await page.evaluate(() => globalThis.document.documentElement.setAttribute('data-color-scheme', 'dark'));
      const button = page.getByRole('button', { name: 'Book a table' });
      await button.waitFor({ state: 'visible', timeout: 10_000 });
      // Switching data-color-scheme after load starts the button's colour transition; read the colours once it ends.
      const seen = await button.evaluate(async (element) => {
        await Promise.all(element.getAnimations().map((animation) => animation.finished));
        const { document, getComputedStyle } = globalThis;
        const brand = document.querySelector('style[data-brand]');
        const packageSheet = document.querySelector('link[rel="stylesheet"]');
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          text: style.color,
          brandFirst: Boolean(brand && packageSheet && brand.compareDocumentPosition(packageSheet) & 4),
        };
      });
      const expected = rootBrand[colorScheme === 'dark' || forceDark ? 'dark' : 'light'];
      check(seen.brandFirst, "the brand's <style> is not before the package's stylesheet: the test no longer tries the worst load order");
      check(seen.background === rgb(expected.primary), `${label}: the primary button is ${seen.background}, not the brand's ${rgb(expected.primary)} (the default theme won)`);
      check(seen.text === rgb(expected.onPrimary), `${label}: the primary button's text is ${seen.text}, not the brand's ${rgb(expected.onPrimary)}`);
      check(problems.length === 0, `the page reported problems:\n    ${problems.join('\n    ')}`);
      figures.push(`${label} ${seen.background} ${contrast(seen.background, seen.text).toFixed(2)}:1`);
      await page.close();
    }
    cell.log(`  themeStylesheet(brand, ':root') before styles.css: primary button ${figures.join(', ')}`);
  });

  const url = await serveStatic(cell, distDir);
  await cell.step(`Chromium on ${url}`, async () => {
    const browser = await launchChromium(cell);
    const page = await browser.newPage();
    const problems = watchPage(page);
    await page.goto(url, { waitUntil: 'load' });

    const heading = page.getByRole('heading', { level: 3, name: /Vefþróun/ });
    await heading.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
    check(await heading.isVisible(), `the ProjectCard heading "Vefþróun" is not visible; problems: ${problems.join('; ') || 'none'}`);
    const link = page.getByRole('link', { name: /Vefþróun/ });
    check((await link.getAttribute('href')) === '/thjonusta/vefthroun', 'the card link has the wrong href');
    check((await link.getAttribute('data-app-link')) !== null, "the card link was not rendered by the app's linkComponent");

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
      const plain = document.querySelector('[data-testid="default"]');
      const scoped = document.querySelector('[data-testid="plain-css"]');
      const root = getComputedStyle(document.documentElement);
      return {
        primaryVar: expected.primaryVar,
        rootPrimary: root.getPropertyValue('--hraun-color-primary').trim(),
        expectedButton: computedColor(root.getPropertyValue('--hraun-color-primary').trim() || 'transparent'),
        button: getComputedStyle(plain.querySelector('button')).backgroundColor,
        card: getComputedStyle(plain.querySelector('article')).backgroundColor,
        // A card is filled with one of the theme's surfaces.
        surfaces: ['--hraun-color-surface', '--hraun-color-surface-alt'].map((name) => computedColor(root.getPropertyValue(name).trim() || 'transparent')),
        scopedButton: getComputedStyle(scoped.querySelector('button')).backgroundColor,
        scopedCard: getComputedStyle(scoped.querySelector('article')).backgroundColor,
      };
    });
    const transparent = (color) => !color || color === 'transparent' || /^rgba\(0, 0, 0, 0\)$/.test(color);
    check(seen.primaryVar === 'var(--hraun-color-primary)', `vars.color.primary is ${seen.primaryVar}, not the stable var(--hraun-color-primary)`);
    check(seen.rootPrimary !== '', ':root does not carry the default theme (no --hraun-color-primary)');
    check(!transparent(seen.button) && seen.button === seen.expectedButton, `the Button background is ${seen.button}, expected the theme primary --hraun-color-primary ${seen.expectedButton}`);
    check(!transparent(seen.card) && seen.surfaces.includes(seen.card), `the card background is ${seen.card}, not a theme surface (--hraun-color-surface, -surface-alt: ${seen.surfaces.join(', ')})`);
    check(seen.scopedButton === 'rgb(122, 31, 92)', `a Button under style="--hraun-color-primary: rgb(122, 31, 92)" is ${seen.scopedButton}: plain CSS does not theme it`);
    check(seen.scopedCard === 'rgb(250, 240, 230)', `a card under style="--hraun-color-surface(-alt): rgb(250, 240, 230)" is ${seen.scopedCard}: plain CSS does not theme it`);
    check(problems.length === 0, `the page reported problems:\n    ${problems.join('\n    ')}`);
    cell.log(`  heading visible; link from linkComponent; Button ${seen.button} (--hraun-color-primary on :root, ${seen.rootPrimary}) / ${seen.scopedButton} (plain CSS --hraun-color-primary); card ${seen.card} / ${seen.scopedCard} (plain CSS)`);
  });
}
