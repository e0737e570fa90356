// The fast tier (scripts/test-fast.sh) leaves out the suites that need a built site, a server process or PostgreSQL.
// Its Vitest command is run here with `list`, as the script words it: an exclusion pattern that matches nothing (as
// `apps/site/test/server/**` did, Vitest matching within each project's root) would bring those suites back and the
// tier would take minutes more.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './fresh-copy';

/** The arguments of the script's `pnpm exec vitest run ...` command, its line continuations joined. */
function fastTierVitestArgs(): string[] {
  const script = readFileSync(join(repoRoot, 'scripts/test-fast.sh'), 'utf8').replace(/\\\n\s*/g, ' ');
  const line = script.split('\n').find((candidate) => candidate.trim().startsWith('pnpm exec vitest run '));
  if (!line) throw new Error('scripts/test-fast.sh has no `pnpm exec vitest run` line');
  const words = line.trim().split(/\s+/).slice('pnpm exec vitest run'.split(' ').length);
  return words.map((word) => word.replace(/^'(.*)'$/, '$1'));
}

describe('the fast tier', () => {
  it('runs the unit suites and none that needs a build, a server process or PostgreSQL', () => {
    const listed = spawnSync('pnpm', ['exec', 'vitest', 'list', '--filesOnly', ...fastTierVitestArgs()], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(listed.status, listed.stderr).toBe(0);
    const files = listed.stdout.split('\n').filter((line) => /^\[\w+\] /.test(line)).map((line) => line.replace(/^\[\w+\] /, ''));
    expect(files.length).toBeGreaterThan(50);
    // The unit suites are there: the kit's components, content, the site's pure modules.
    expect(files).toContain('packages/ui/src/Button/Button.test.tsx');
    expect(files.some((file) => file.startsWith('packages/content/test/'))).toBe(true);
    expect(files).toContain('apps/site/test/i18n/createI18n.test.ts');
    const heavy = files.filter((file) =>
      /^apps\/site\/test\/(build|server|forms-server)\/|^apps\/site\/test\/(data\/postgres|seo\/sitemap|seo\/social-image|require)\.test\.ts$/.test(file),
    );
    expect(heavy).toEqual([]);
  }, 120_000);
});
