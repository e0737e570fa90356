import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `pnpm lint` and `pnpm test:fast` run scripts/circles.sh over the repository; this holds it to catching what
// ESLint's import-x/no-cycle lets through: a circle made only of `import type`.
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = mkdtempSync(join(tmpdir(), 'circles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function circlesIn(files: Record<string, string>) {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  const run = spawnSync('bash', ['scripts/circles.sh', ...Object.keys(files).map((name) => join(dir, name))], { cwd: repo, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the import-circle check (scripts/circles.sh)', () => {
  it('fails on a circle of type-only imports', () => {
    const { status, output } = circlesIn({
      'keys.ts': "import type { Strings } from './schema';\nexport type Key = keyof Strings;\n",
      'schema.ts': "import type { Key } from './keys';\nexport interface Strings { a: string; b?: Key }\n",
    });
    // dpdm names the circle from whichever of its two modules it reached first: either way round is the same circle.
    expect(output).toMatch(/(keys\.ts -> .*schema\.ts|schema\.ts -> .*keys\.ts)/);
    expect(status).toBe(1);
  }, 60_000);

  it('passes the same modules once the circle is cut', () => {
    const { status } = circlesIn({
      'keys.ts': "import type { Strings } from './schema';\nexport type Key = keyof Strings;\n",
      'schema.ts': 'export interface Strings { a: string; b?: string }\n',
    });
    expect(status).toBe(0);
  }, 60_000);
});
