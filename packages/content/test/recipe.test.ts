import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../scripts/generate';

// The recipe of docs/ARCHITECTURE.md, "a new service is a copied folder": in a copy of this package, copy
// services/vefsidugerd to services/vefverslun, edit only files inside the new folder, run the generator, and the
// registry gives the page its route, header menu link, footer link, overview card, glossary name and strings in
// four languages. The site draws routes, menus, footer and prerendered pages from these (pageRoutes, menuLinks,
// footerLinks), so nothing outside the folder changes.
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(packageDir, '../../node_modules/.bin/tsx');
const root = mkdtempSync(join(tmpdir(), 'content-recipe-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const names = { is: 'Vefverslunargerð', en: 'Online store development', es: 'Desarrollo de tiendas online', da: 'Webshopudvikling' };

function copyPackage() {
  for (const part of ['src', 'scripts', 'test']) cpSync(join(packageDir, part), join(root, part), { recursive: true });
  writeFileSync(join(root, 'package.json'), readFileSync(join(packageDir, 'package.json')));
  writeFileSync(join(root, 'test/probe.ts'), PROBE);
}

/** The recipe: copy the folder and edit only inside it (its name, its place, its own name in its strings). */
function copyFolder(from: string, to: string, id: string) {
  const dir = join(root, 'src/pages', to);
  cpSync(join(root, 'src/pages', from), dir, { recursive: true });
  writeFileSync(join(dir, 'name.ts'), `import type { Term } from '../../../glossary/term';\n\nexport const name = ${JSON.stringify(names)} as const satisfies Term;\n`);
  for (const file of readdirSync(dir)) {
    let source = readFileSync(join(dir, file), 'utf8').replaceAll('g.services.vefsidugerd', `g.services.${id}`);
    if (file === 'page.ts') {
      source = source
        .replace(/\n {2}order: 1,\n/, '\n  order: 9,\n')
        // On home (and so in the footer, which lists home's services) after the six there.
        .replace(/\n {2}home: \{[^}]*\},\n/, '\n  home: { order: 7 },\n');
    }
    writeFileSync(join(dir, file), source);
  }
}

/** Run with tsx inside the copy: prints what its registry derives for one page folder, as JSON. */
const PROBE = `import { footerLinks, menuLinks, overviewCards, pageRoutes, strings } from '../src';
import { glossary } from '../src/glossary';
import { locales } from '../src/locale';
import { textKeysOf, unresolvedKeys } from './support/keys';
import { routesDeclaredTwice } from './support/routes';

const [path, key] = process.argv.slice(2) as [string, string];
const route = pageRoutes.find((candidate) => candidate.path === path);
const page = route ? await route.load() : undefined;
console.log(
  JSON.stringify({
    route: route && { path: route.path, namespace: route.namespace, breadcrumbKey: route.breadcrumbKey, source: route.source },
    menu: menuLinks('services').find((link) => link.path === path) ?? null,
    footer: footerLinks('services').find((link) => link.path === path) ?? null,
    overview: overviewCards('services').some((card) => card.to === path),
    glossary: (glossary.services as Record<string, unknown>)[key] ?? null,
    names: Object.fromEntries(locales.map((locale) => [locale, (strings[locale].nav.pages as Record<string, string>)[key]])),
    keys: page ? textKeysOf(page).length : 0,
    unresolved: page ? unresolvedKeys(textKeysOf(page)) : ['no page'],
    declaredTwice: routesDeclaredTwice(),
  }),
);
`;

const probe = (path: string, key: string) =>
  JSON.parse(execFileSync(tsx, [join(root, 'test/probe.ts'), path, key], { cwd: root, encoding: 'utf8', timeout: 120_000 })) as {
    route: { path: string; namespace: string; breadcrumbKey: string; source: string } | undefined;
    menu: { path: string; labelKey: string } | null;
    footer: { path: string; labelKey: string; order: number } | null;
    overview: boolean;
    glossary: Record<string, string> | null;
    names: Record<string, string | undefined>;
    keys: number;
    unresolved: string[];
    declaredTwice: string[];
  };

describe('a new service page is a copied folder', () => {
  it('gets its route, menu and footer links, overview card, glossary name and strings in four languages', async () => {
    copyPackage();
    expect(probe('/thjonusta/vefverslun', 'vefverslun').route).toBeUndefined();
    copyFolder('services/vefsidugerd', 'services/vefverslun', 'vefverslun');
    const changed = await generate(root);
    expect(changed.sort()).toEqual(
      ['src/glossary/pages.generated.ts', 'src/pages/all.generated.ts', 'src/pages/loaders.generated.ts', 'src/pages/paths.generated.ts', 'src/pages/registry.generated.ts', 'src/strings/assembled.generated.ts'],
    );
    const page = probe('/thjonusta/vefverslun', 'vefverslun');
    expect(page.route).toEqual({
      path: '/thjonusta/vefverslun',
      namespace: 'services',
      breadcrumbKey: 'services:vefverslun.breadcrumb',
      source: 'src/pages/services/vefverslun/page.ts',
    });
    expect(page.menu).toEqual({ path: '/thjonusta/vefverslun', labelKey: 'nav:pages.vefverslun' });
    expect(page.footer).toEqual({ path: '/thjonusta/vefverslun', labelKey: 'nav:pages.vefverslun', order: 7 });
    expect(page.overview).toBe(true);
    expect(page.glossary).toEqual(names);
    expect(page.names).toEqual(names);
    expect(page.keys).toBeGreaterThan(10);
    expect(page.unresolved).toEqual([]);
    expect(page.declaredTwice).toEqual([]);
  }, 240_000);
});

describe("an app route is one entry of the app's table (appRoutes.ts)", () => {
  it('declared a second time there, is reported by the check the route tests run', () => {
    copyPackage();
    const table = join(root, 'src/pages/appRoutes.ts');
    const source = readFileSync(table, 'utf8');
    expect(probe('/', 'home').declaredTwice).toEqual([]);
    // The recipe's mistake: a new entry whose path an existing one already has (a parameter's name aside).
    writeFileSync(table, source.replace("  { path: '/frettir', ", "  { path: '/frettir/:id', page: 'NewsArticlePage', namespaces: [], crumbKey: 'nav:news' },\n  { path: '/frettir', "));
    expect(probe('/', 'home').declaredTwice).toEqual(['/frettir/:']);
  }, 240_000);
});
