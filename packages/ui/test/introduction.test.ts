import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/theme/contrast';
import { cssVariableName } from '../src/theme/names';
import { hraunTokens } from '../src/themes/hraun';

/*
 * The Storybook Introduction is the getting-started guide: every import in its code blocks must name a subpath the
 * package exports and a name that subpath has, so a renamed export (ServiceCard became LinkCard, defaultTokens
 * became hraunTokens) fails here instead of in a reader's app.
 */

// A path, not a URL: under jsdom a URL built here is not of the file scheme.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const introduction = readFileSync(join(root, '../../.storybook/Introduction.mdx'), 'utf8');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };

interface SnippetImport {
  specifier: string;
  values: string[];
  types: string[];
}

/** The imports of the page's ts/tsx code blocks that name this package. */
function packageImports(markdown: string): SnippetImport[] {
  const blocks = [...markdown.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const imports: SnippetImport[] = [];
  for (const block of blocks) {
    for (const match of block.matchAll(/import\s+(?:\{([^}]*)\}\s+from\s+)?'([^']+)'/g)) {
      const specifier = match[2]!;
      if (specifier !== manifest.name && !specifier.startsWith(`${manifest.name}/`)) continue;
      const names = (match[1] ?? '').split(',').map((name) => name.trim()).filter(Boolean);
      imports.push({
        specifier,
        values: names.filter((name) => !name.startsWith('type ')),
        types: names.filter((name) => name.startsWith('type ')).map((name) => name.slice('type '.length)),
      });
    }
  }
  return imports;
}

/** The source module behind a subpath export: `./dist/themes/alt.js` is built from `src/themes/alt.ts`. */
function sourceOf(subpath: string) {
  const target = manifest.exports[subpath] as { import?: string } | string;
  const built = typeof target === 'string' ? target : target.import!;
  return built.replace(/^\.\/dist\//, '../src/').replace(/\.js$/, '.ts');
}

const imports = packageImports(introduction);

/** Every ts/tsx code block of the page, with its language. */
const blocks = [...introduction.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map((match) => ({ lang: match[1]!, code: match[2]! }));

/** The subpath's source module, by absolute path: `@hraun/ui/themes/alt` is `src/themes/alt.ts`. */
function sourcePath(specifier: string) {
  const subpath = specifier === manifest.name ? '.' : `.${specifier.slice(manifest.name.length)}`;
  return join(root, sourceOf(subpath).replace(/^\.\.\//, ''));
}

// Snippets written as modules of their own to run them; inside the package so that React resolves from them.
const scratch = join(root, 'test', '.snippets');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the Introduction page (getting started)', () => {
  it('has code blocks that import the package', () => {
    expect(imports.map((entry) => entry.specifier)).toEqual(expect.arrayContaining(['@hraun/ui', '@hraun/ui/styles.css', '@hraun/ui/themes/alt']));
  });

  it.each(imports.map((entry) => [entry.specifier, entry] as const))('imports only what %s exports', async (specifier, entry) => {
    const subpath = specifier === manifest.name ? '.' : `.${specifier.slice(manifest.name.length)}`;
    expect(manifest.exports, `${specifier} is not an export of the package`).toHaveProperty([subpath]);
    if (entry.values.length === 0 && entry.types.length === 0) return;
    const path = sourceOf(subpath);
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    for (const name of entry.values) expect(module, `${specifier} has no export ${name}`).toHaveProperty([name]);
    // Types leave no trace at run time: the module's source must export them by name.
    const source = readFileSync(join(root, path.replace(/^\.\.\//, '')), 'utf8');
    for (const name of entry.types) expect(source, `${specifier} exports no type ${name}`).toMatch(new RegExp(`export (type )?\\{[^}]*\\b${name}\\b|export (type|interface) ${name}\\b`));
   // The main entry pulls in every component (and their CSS through vanilla-extract): slow on a busy machine.
  }, 60_000);

  it.each(blocks.map((block, index) => [index + 1, block] as const))('compiles code block %i', (_index, block) => {
    const { diagnostics } = ts.transpileModule(block.code, {
      fileName: `snippet.${block.lang}`,
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    expect((diagnostics ?? []).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
  });

  /*
   * The snippets that need nothing but the package run here, in jsdom: the stylesheet imports left out (their files
   * are checked above), each import pointed at the package's source, and each line that is a JSX element rendered.
   */
  const runnable = blocks.filter((block) => /^import /m.test(block.code) && [...block.code.matchAll(/from\s+'([^']+)'/g)].every((match) => match[1]!.startsWith(manifest.name)));

  it('has snippets that run: the theme and dark mode', () => {
    expect(runnable.map((block) => block.code).join('\n')).toMatch(/altTheme[\s\S]*colorScheme/);
  });

  it.each(runnable.map((block, index) => [index + 1, block] as const))('runs snippet %i', async (index, block) => {
    const rendered: ReactElement[] = [];
    (globalThis as { __render?: (element: unknown) => void }).__render = (element) => {
      if (isValidElement(element)) rendered.push(element);
    };
    const code = block.code
      .replace(/^import\s+'[^']+\.css';.*$/gm, '')
      .replace(/from\s+'([^']+)'/g, (_match, specifier: string) => `from ${JSON.stringify(sourcePath(specifier))}`)
      // A line that is an element ("<ThemeScope …>…</ThemeScope>;") is rendered, so a wrong prop or child fails it.
      .replace(/^(<[A-Za-z][\s\S]*?>);$/gm, '__render($1);');
    mkdirSync(scratch, { recursive: true });
    const file = join(scratch, `intro-${index}.tsx`);
    writeFileSync(file, `declare const __render: (element: unknown) => void;\n${code}\nexport {};\n`);
    document.documentElement.className = '';
    delete document.documentElement.dataset.colorScheme;
    await import(/* @vite-ignore */ file);
    for (const element of rendered) expect(renderToStaticMarkup(createElement('div', null, element))).not.toBe('<div></div>');
    if (block.code.includes('classList.add(altTheme)')) expect(document.documentElement.classList.contains('hraun-theme-alt')).toBe(true);
    if (block.code.includes("colorScheme = 'dark'")) expect(document.documentElement.dataset.colorScheme).toBe('dark');
  }, 60_000);

  it('names the exports and files it tells the reader about', async () => {
    // Prose a snippet does not import: the theme definition to start from, and the stylesheets by file name.
    expect(introduction).toMatch(/`hraunTokens` from\s+`@hraun\/ui\/themes\/hraun`/);
    expect(await import('../src/themes/hraun')).toHaveProperty(['hraunTokens']);
    for (const file of ['reset.css', 'fonts.css', 'styles.css', 'themes/alt.css']) expect(manifest.exports).toHaveProperty([`./${file}`]);
    // Getting started covers the stylesheets, the fonts, dark mode and the example sites.
    for (const topic of ["'@hraun/ui/reset.css'", "'@hraun/ui/fonts.css'", 'colorScheme', 'ColorSchemeToggle', 'examples--docs', 'examples/']) expect(introduction).toContain(topic);
  });
});

/*
 * The maturity badge (the Introduction's cards and the sidebar, .storybook/manager.ts): beta is new, not broken, so it
 * never wears the error colours, and its label keeps AA contrast on its fill.
 */
describe('the maturity badge', () => {
  const tokenOf = (variable: string) => Object.keys(hraunTokens.light.color).find((name) => `--${cssVariableName(['color', name])}` === variable);
  const manager = readFileSync(join(root, '../../.storybook/manager.ts'), 'utf8');
  const pairs = {
    introduction: /\[data-status="beta"\]\s*\{\s*background:\s*var\((--[\w-]+)\);\s*color:\s*var\((--[\w-]+)\)/.exec(introduction)?.slice(1).map(tokenOf),
    sidebar: /beta:\s*\{\s*color:\s*color\.(\w+),\s*background:\s*color\.(\w+)/.exec(manager)?.slice(1).reverse(),
  };

  it.each(Object.entries(pairs))('beta in the %s: neutral, AA contrast', (_where, pair) => {
    const [background, foreground] = pair ?? [];
    expect(background, 'the beta badge names its fill').toBeDefined();
    expect(foreground, 'the beta badge names its text colour').toBeDefined();
    expect([background, foreground]).not.toContain('danger');
    expect([background, foreground]).not.toContain('dangerSurface');
    const colors = hraunTokens.light.color as Record<string, string>;
    expect(contrastRatio(colors[foreground!]!, colors[background!]!)).toBeGreaterThanOrEqual(4.5);
  });
});
