// Every component of @hraun/ui has a usage page beside its stories (X/X.mdx), with the sections designers look for,
// attached to the component's stories, where Storybook picks it up (.storybook/main.ts's stories globs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..');
const srcDir = join(repoRoot, 'packages/ui/src');

/** Folders of the package that are not components: shared internals, the theme contract and themes, the link seam. */
const NOT_COMPONENTS = new Set(['internal', 'theme', 'themes', 'links']);

/** The headings of the usage template, in this order (README of the template: Button/Button.mdx). */
const HEADINGS = ['## Usage', '### When to use', '### When not to use', "### Do and don't", '### Content', '## Accessibility', '### Keyboard'];

const components = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
  .filter((entry) => readdirSync(join(srcDir, entry.name)).some((file) => file.endsWith('.stories.tsx')))
  .map((entry) => entry.name);

it('finds the components', () => {
  expect(components.length).toBeGreaterThan(30);
  expect(components).toContain('Button');
});

it('Storybook loads the usage pages', () => {
  expect(readFileSync(join(repoRoot, '.storybook/main.ts'), 'utf8')).toContain("'../packages/ui/src/**/*.mdx'");
});

describe.each(components)('%s', (name) => {
  const file = join(srcDir, name, `${name}.mdx`);

  it(`has ${name}.mdx`, () => {
    expect(existsSync(file), `packages/ui/src/${name}/${name}.mdx is missing`).toBe(true);
  });

  it('has the usage sections, in order, and is attached to the stories', () => {
    if (!existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').map((line) => line.trim());
    const positions = HEADINGS.map((heading) => lines.findIndex((line) => line.toLowerCase() === heading.toLowerCase()));
    expect(
      HEADINGS.filter((_, at) => positions[at] === -1),
      'missing headings',
    ).toEqual([]);
    expect(positions, 'headings in the template order').toEqual([...positions].sort((a, b) => a - b));
    expect(text).toMatch(new RegExp(`import \\* as (\\w+) from '\\./${name}\\.stories';[\\s\\S]*<Meta of=\\{\\1\\} />`));
    expect(text).toContain('<Stories />');
    // The block draws its own "Stories" heading: a heading of the same name above it would show twice.
    expect(text).not.toMatch(/^## Stories\s*$/m);
  });
});
