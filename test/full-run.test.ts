// The full run (scripts/test.sh) names the Vitest projects it runs, leaving out only "stories", whose checks the visual
// step makes on its own render of each story. A project added later must be named there too, or its suites would
// silently never run on CI.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './fresh-copy';

function projectNames(): string[] {
  const configs = ['packages', 'apps']
    .flatMap((folder) => readdirSync(join(repoRoot, folder)).map((name) => join(repoRoot, folder, name, 'vitest.config.ts')))
    .concat(join(repoRoot, 'test/vitest.config.ts'), join(repoRoot, '.storybook/vitest.config.ts'))
    .filter((file) => existsSync(file));
  return configs.map((file) => {
    const name = /\bname:\s*'([\w-]+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    if (!name) throw new Error(`${file} names no project`);
    return name;
  });
}

describe('the full run', () => {
  it('runs every Vitest project but the stories, which the visual step checks', () => {
    const script = readFileSync(join(repoRoot, 'scripts/test.sh'), 'utf8');
    const line = script.split('\n').find((candidate) => /^(check )?pnpm exec vitest run /.test(candidate));
    expect(line).toBeDefined();
    const named = [...(line ?? '').matchAll(/--project (\S+)/g)].map((match) => match[1]);
    const all = projectNames();
    expect(all).toContain('stories');
    expect(named.sort()).toEqual(all.filter((name) => name !== 'stories').sort());
  });

});
