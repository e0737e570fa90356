// The rule of test/require.ts: a suite that needs PostgreSQL or the built site fails under CI when it is missing,
// and is skipped, saying why, elsewhere.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteRequirement, isCI, outcomeOf, postgresRequirement, type Requirement } from './require';

const appDir = join(import.meta.dirname, '..');
const missingService: Requirement = { what: 'the example service', missing: 'no example-service binary', remedy: 'install example-service' };

describe('outcomeOf', () => {
  it('runs the tests when the requirement is met, CI or not', () => {
    expect(outcomeOf({ ...missingService, missing: null }, { CI: 'true' })).toEqual({ kind: 'run' });
    expect(outcomeOf({ ...missingService, missing: null }, {})).toEqual({ kind: 'run' });
  });

  it('under CI, fails them with what is missing and how to get it', () => {
    expect(outcomeOf(missingService, { CI: 'true' })).toEqual({
      kind: 'fail',
      message: 'the example service is required under CI: install example-service (no example-service binary)',
    });
  });

  it('elsewhere, skips them with the reason', () => {
    expect(outcomeOf(missingService, {})).toEqual({
      kind: 'skip',
      reason: 'the example service is missing (no example-service binary); install example-service',
    });
  });

  it('counts CI as set unless it is empty, 0 or false', () => {
    expect([{ CI: 'true' }, { CI: '1' }, { CI: 'yes' }].map(isCI)).toEqual([true, true, true]);
    expect([{}, { CI: '' }, { CI: '0' }, { CI: 'false' }, { CI: 'FALSE' }].map(isCI)).toEqual([false, false, false, false, false]);
  });
});

describe('the requirements', () => {
  it('the built site is missing from a directory without a build, with the command that makes it', () => {
    const empty = mkdtempSync(join(tmpdir(), 'hraun-no-build-'));
    try {
      const requirement = builtSiteRequirement(empty);
      expect(requirement.missing).toMatch(/site\/da\/sitemap\.xml does not exist$/);
      expect(outcomeOf(requirement, { CI: 'true' })).toMatchObject({
        message: expect.stringMatching(/^the built site is required under CI: run `pnpm --filter @hraun\/site run build` first/),
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('PostgreSQL names the package to install, and passes on why its set-up could not reach it', () => {
    const requirement = postgresRequirement('PostgreSQL 15 could not be started: no space left on device');
    expect(requirement.remedy).toMatch(/^install postgresql/);
    expect(requirement.missing).toMatch(/no space left on device|no server under \/usr\/lib\/postgresql/);
    expect(outcomeOf(requirement, { CI: 'true' })).toMatchObject({ message: expect.stringMatching(/^PostgreSQL is required under CI: install postgresql/) });
  });
});

/** Vitest on the fixture suite (test/require-fixture), as a test run of the project would meet it. */
function runFixture(ci: string | undefined) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'CI'));
  const result = spawnSync(join(appDir, '../../node_modules/.bin/vitest'), ['run', '--reporter', 'verbose', '--config', 'test/require-fixture/vitest.config.ts'], {
    cwd: appDir,
    env: { ...env, ...(ci === undefined ? {} : { CI: ci }), NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('describeWith, in a real Vitest run of a suite whose service is missing', () => {
  it('under CI=true, the run fails, and says what to install', () => {
    const { status, output } = runFixture('true');
    expect(status).toBe(1);
    expect(output).toContain('needs the example service');
    expect(output).toContain('the example service is required under CI: install example-service (no example-service binary)');
    expect(output).toMatch(/Tests\s+1 failed \| 1 passed/);
  }, 60_000);

  it('without CI, the run passes with the suite skipped, the reason in its title and on the console', () => {
    const { status, output } = runFixture(undefined);
    expect(status).toBe(0);
    expect(output).toContain('skipped "a suite that needs the example service": the example service is missing (no example-service binary); install example-service');
    expect(output).toContain('a suite that needs the example service [skipped: the example service is missing');
    expect(output).toMatch(/Tests\s+1 passed \| 1 skipped/);
  }, 60_000);
});
