// A new service is one new folder, edited only inside: its name in every language (name.ts, which the glossary,
// the menu, the card, the title and the breadcrumb all read), its place, its strings. Copied from an existing one
// under a new id in a fresh copy of the repository, it builds into a page in four languages, in the header menu, on
// the services overview and in every sitemap.
// And a folder written wrong stops the generator or the type check with a message that names the file.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCopy, repoRoot, type FreshCopy } from './fresh-copy';

const LANGUAGES = ['is', 'en', 'es', 'da'] as const;
const SOURCE_ID = 'greiningar';
const NEW_ID = 'afritun';
const folderOf = (dir: string) => join(dir, 'packages/content/src/pages/services', NEW_ID);
/** The new page's menu label and heading in each language: text no other page has. */
const navLabel = (lng: string) => `Afritun og endurheimt ${lng.toUpperCase()}`;
const heading = (lng: string) => `Afrit sem bjarga rekstrinum ${lng.toUpperCase()}`;

let copy: FreshCopy;

/** Runs a command in the copy; returns its exit status and everything it printed. */
function run(command: string, args: string[], cwd = copy.dir): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
const generate = () => run('pnpm', ['--filter', '@hraun/content', 'run', 'generate']);
const typecheckContent = () => run('pnpm', ['exec', 'tsc', '-p', 'packages/content/tsconfig.json', '--noEmit']);

/** Rewrites a file of the new folder in place. */
function edit(file: string, change: (source: string) => string): void {
  const path = join(folderOf(copy.dir), file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

beforeAll(() => {
  copy = freshCopy();
  // The site imports the UI package's build: the test command builds it before the tests run.
  cpSync(join(repoRoot, 'packages/ui/dist'), join(copy.dir, 'packages/ui/dist'), { recursive: true });
  cpSync(join(copy.dir, 'packages/content/src/pages/services', SOURCE_ID), folderOf(copy.dir), { recursive: true });
  // Rewritten as a new service would be: its own place in the menu, its own name and heading in every language.
  edit('page.ts', (source) => source.replace(/order: \d+,/, 'order: 9,').replace(/^\s*home: .*\n/m, '').replace(/^\s*footer: .*\n/m, ''));
  // Its name in every language, in its own folder: the generator adds it to the glossary, which its files then name.
  edit('name.ts', (source) => source.replace(/= \{[^}]*\}/, `= { ${LANGUAGES.map((lng) => `${lng}: '${navLabel(lng)}'`).join(', ')} }`));
  for (const lng of LANGUAGES) {
    edit(`${lng}.ts`, (source) =>
      source
        .replaceAll(`g.services.${SOURCE_ID}`, `g.services.${NEW_ID}`)
        .replace(/^ {2}hero: \{\n {4}title: '[^']*',/m, `  hero: {\n    title: '${heading(lng)}',`),
    );
  }
}, 120_000);

afterAll(() => copy?.remove());

describe('a service folder copied under a new id', () => {
  it('generates, type-checks and builds into a page in four languages, menus, the overview and the sitemaps', () => {
    const generated = generate();
    expect(generated.status, generated.output).toBe(0);
    expect(generated.output).toContain('registry.generated.ts');
    const checked = typecheckContent();
    expect(checked.status, checked.output).toBe(0);
    const built = run('pnpm', ['--filter', '@hraun/site', 'run', 'build']);
    expect(built.status, built.output).toBe(0);

    const site = join(copy.dir, 'apps/site/dist/site');
    const path = `/thjonusta/${NEW_ID}`;
    for (const lng of LANGUAGES) {
      const page = readFileSync(join(site, lng, 'thjonusta', NEW_ID, 'index.html'), 'utf8');
      expect(page, `${lng} page`).toMatch(new RegExp(`<h1[^>]*>${heading(lng)}</h1>`));
      // The header menu of another page links to it by its label, and so does the services overview.
      const other = readFileSync(join(site, lng, 'thjonusta', 'vefsidugerd', 'index.html'), 'utf8');
      expect(other, `${lng} header menu`).toMatch(new RegExp(`<a[^>]*href="${path}"[^>]*>${navLabel(lng)}</a>`));
      const overview = readFileSync(join(site, lng, 'thjonusta', 'index.html'), 'utf8');
      expect(overview, `${lng} overview`).toContain(`href="${path}"`);
      const sitemap = readFileSync(join(site, lng, 'sitemap.xml'), 'utf8');
      expect(sitemap, `${lng} sitemap`).toContain(`${path}</loc>`);
    }
  }, 600_000);

  it('without one of its language files, stops the generator with a message that names the file', () => {
    const file = join(folderOf(copy.dir), 'en.ts');
    const saved = readFileSync(file, 'utf8');
    rmSync(file);
    try {
      const generated = generate();
      expect(generated.status).not.toBe(0);
      expect(generated.output).toContain(`src/pages/services/${NEW_ID}/en.ts is missing`);
    } finally {
      writeFileSync(file, saved);
    }
    expect(generate().status).toBe(0);
  }, 120_000);

  it.each([
    ['a key missing from da.ts', 'da.ts', (source: string) => source.replace(/^ {2}breadcrumb: [^\n]*,\n/m, ''), /da\.ts\(\d+,\d+\): error TS\d+: Property 'breadcrumb' is missing/],
    ['a key es.ts has and Icelandic has not', 'es.ts', (source: string) => source.replace(/^ {2}breadcrumb: /m, "  subtitle: 'Copia de seguridad',\n  breadcrumb: "), /es\.ts\(\d+,\d+\): error TS\d+: Object literal may only specify known properties, and 'subtitle'/],
    ['a misspelt key in page.ts', 'page.ts', (source: string) => source.replace("k('features.title')", "k('features.titel')"), /page\.ts\(\d+,\d+\): error TS\d+: Argument of type '"features\.titel"'/],
  ])('with %s, fails the type check at that file', (_case, file, change, message) => {
    const path = join(folderOf(copy.dir), file);
    const saved = readFileSync(path, 'utf8');
    edit(file, change);
    try {
      expect(readFileSync(path, 'utf8')).not.toBe(saved);
      const checked = typecheckContent();
      expect(checked.status).not.toBe(0);
      expect(checked.output).toContain(`src/pages/services/${NEW_ID}/${file}`);
      expect(checked.output).toMatch(message);
    } finally {
      writeFileSync(path, saved);
    }
  }, 120_000);

  it("with an app route whose entry names a page module that does not exist, fails the site's route test", () => {
    const table = join(copy.dir, 'packages/content/src/pages/appRoutes.ts');
    const saved = readFileSync(table, 'utf8');
    writeFileSync(table, saved.replace("page: 'NewsListPage'", "page: 'NewsIndexPage'"));
    try {
      const tested = run('pnpm', ['exec', 'vitest', 'run', 'test/routes.test.ts'], join(copy.dir, 'apps/site'));
      expect(tested.status, tested.output).not.toBe(0);
      expect(tested.output).toContain('src/pages/NewsIndexPage.tsx');
    } finally {
      writeFileSync(table, saved);
    }
  }, 120_000);

  it('leaves the checkout it was copied from untouched', () => {
    expect(existsSync(join(repoRoot, 'packages/content/src/pages/services', NEW_ID))).toBe(false);
    const status = execFileSync('git', ['status', '--porcelain', '--', 'packages/content/src/pages'], { cwd: repoRoot, encoding: 'utf8' });
    expect(status).not.toContain(NEW_ID);
  });
});
