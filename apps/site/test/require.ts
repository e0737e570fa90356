// Tests that need something of the machine: PostgreSQL, or the built site. Where it is there, they run. Where it is
// not, under CI (scripts/test.sh exports CI=true) they fail saying what to install or run, so that a CI run can never
// pass by skipping them; on a developer's machine they are skipped, with the reason in their title and on the console.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'vitest';

export interface Requirement {
  /** What the tests need, e.g. `PostgreSQL`. */
  what: string;
  /** Why it is not there, or `null` when it is. */
  missing: string | null;
  /** What provides it, e.g. `install postgresql`. */
  remedy: string;
}

export type RequirementOutcome = { kind: 'run' } | { kind: 'fail'; message: string } | { kind: 'skip'; reason: string };

/** Whether this is a CI run: `CI` set to anything but empty, `0` or `false` (GitHub Actions and most CIs set `true`). */
export function isCI(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

export function outcomeOf(requirement: Requirement, env: NodeJS.ProcessEnv = process.env): RequirementOutcome {
  const { what, missing, remedy } = requirement;
  if (missing === null) return { kind: 'run' };
  if (isCI(env)) return { kind: 'fail', message: `${what} is required under CI: ${remedy} (${missing})` };
  return { kind: 'skip', reason: `${what} is missing (${missing}); ${remedy}` };
}

/**
 * `describe(title, body)` when the requirement is met. Otherwise, under CI, a suite of one failing test that says
 * what is missing (the body is not even collected, so nothing in it can fail for another reason first); elsewhere
 * the suite, skipped, with the reason in its title.
 */
export function describeWith(requirement: Requirement, title: string, body: () => void): void {
  const outcome = outcomeOf(requirement);
  switch (outcome.kind) {
    case 'run':
      describe(title, body);
      return;
    case 'fail':
      describe(title, () => {
        it(`needs ${requirement.what}`, () => {
          throw new Error(outcome.message);
        });
      });
      return;
    case 'skip':
      console.warn(`skipped "${title}": ${outcome.reason}`);
      describe.skip(`${title} [skipped: ${outcome.reason}]`, body);
  }
}

const appDir = join(import.meta.dirname, '..');

/**
 * The production build (`pnpm --filter @hraun/site run build`) in `distDir`, known by the last language's sitemap,
 * which the prerender writes after every page.
 */
export function builtSiteRequirement(distDir: string): Requirement {
  const probe = join(distDir, 'site', 'da', 'sitemap.xml');
  return {
    what: 'the built site',
    missing: existsSync(probe) ? null : `${relative(appDir, probe)} does not exist`,
    remedy: 'run `pnpm --filter @hraun/site run build` first',
  };
}

/** Debian's PostgreSQL server, as scripts/bootstrap.sh --postgres installs it. */
function postgresInstalled(): boolean {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'postgres')));
}

/**
 * PostgreSQL for the database tests: installed, and running. `unavailable` is why the suite's own set-up could not
 * reach it (`null` when it could).
 */
export function postgresRequirement(unavailable: string | null): Requirement {
  return {
    what: 'PostgreSQL',
    missing: postgresInstalled() ? unavailable : 'no server under /usr/lib/postgresql/*/bin',
    remedy: 'install postgresql (Debian: apt-get install postgresql, which `bash scripts/bootstrap.sh --postgres` runs)',
  };
}
