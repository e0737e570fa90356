// Issue 34 point 3: apps/site/server imports nothing from the app's browser code (src/) or build scripts
// (scripts/); ESLint's import-x/no-restricted-paths keeps it so. The repository's own ESLint config, run on probes.
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('import boundaries of apps/site', () => {
  it.each([
    ['apps/site/server/probe.ts', "import { writeSeoFiles } from '../scripts/seo/sitemap';\nexport const probe = writeSeoFiles;\n"],
    ['apps/site/server/forms/probe.ts', "import { createContentSource } from '../../src/data/index';\nexport const probe = createContentSource;\n"],
    ['apps/site/server/probe.ts', "import type { createBrowserI18n } from '../src/i18n/createI18n';\nexport type Probe = typeof createBrowserI18n;\n"],
    ['apps/site/shared/probe.ts', "import { buildServer } from '../server/app';\nexport const probe = buildServer;\n"],
  ])('%s may not import %j', async (file, source) => {
    expect(await restrictedImports(file, source)).toHaveLength(1);
  }, 60_000);

  it('lets server/ import shared/ (what it has in common with the build)', async () => {
    const source = "import { PER_DOMAIN_FILES } from '../shared/seo-files';\nimport { readSupabaseEnv } from '../shared/supabase-env';\nexport const probe = [PER_DOMAIN_FILES, readSupabaseEnv];\n";
    expect(await restrictedImports('apps/site/server/probe.ts', source)).toEqual([]);
  }, 60_000);
});
