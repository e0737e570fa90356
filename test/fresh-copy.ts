// A fresh clone of this checkout without the cost of an install: the files git would commit from the working tree
// (tracked, and new files that are not ignored), so no build output and no caches, with the installed dependencies
// linked in. Commands run in it cannot touch this checkout's builds, which other tests read meanwhile.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..');

/** The workspace's package folders, as pnpm-workspace.yaml lists them (`packages/*`, `apps/*`). */
const WORKSPACE_FOLDERS = ['packages', 'apps'];

/** Files of node_modules that pnpm rewrites in place: the copy gets its own, so a write there never reaches this checkout. */
const REWRITTEN_IN_PLACE = ['.modules.yaml', '.pnpm/lock.yaml', '.bin', '.pnpm/node_modules/.bin'];

/** pnpm's record of the last install, which names the workspace's folders. */
const WORKSPACE_STATE = '.pnpm-workspace-state-v1.json';

export interface FreshCopy {
  dir: string;
  remove: () => void;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * node_modules as an install lays them out, made in a second. The root's packages (`.pnpm`) and links are hard links
 * to this checkout's files (`cp -al`), in a directory tree of the copy's own; the few files pnpm rewrites in place
 * are copied; pnpm's record of the install names the copy's folders, so pnpm finds the install up to date and never
 * installs there. Caches and build state (`.vite`, `.cache`, `.tsbuild*`) stay out. Each workspace package's
 * node_modules is copied as the relative links it is made of, so `@hraun/ui` and `@hraun/content` are the copy's.
 */
function installDependencies(dir: string): void {
  const rootModules = join(repoRoot, 'node_modules');
  const copyModules = join(dir, 'node_modules');
  mkdirSync(copyModules);
  const linked = readdirSync(rootModules).filter((entry) => !entry.startsWith('.') || entry === '.pnpm');
  execFileSync('cp', ['-al', ...linked.map((entry) => join(rootModules, entry)), copyModules]);
  for (const path of REWRITTEN_IN_PLACE) {
    if (!existsSync(join(rootModules, path))) continue;
    rmSync(join(copyModules, path), { recursive: true, force: true });
    cpSync(join(rootModules, path), join(copyModules, path), { recursive: true, verbatimSymlinks: true });
  }
  const state = readFileSync(join(rootModules, WORKSPACE_STATE), 'utf8');
  writeFileSync(join(copyModules, WORKSPACE_STATE), state.replaceAll(JSON.stringify(repoRoot).slice(1, -1), JSON.stringify(dir).slice(1, -1)));
  for (const folder of WORKSPACE_FOLDERS) {
    for (const name of readdirSync(join(repoRoot, folder))) {
      const modules = join(repoRoot, folder, name, 'node_modules');
      if (!existsSync(join(dir, folder, name)) || !existsSync(modules)) continue;
      cpSync(modules, join(dir, folder, name, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => !/[\\/]node_modules[\\/]\.(vite|vite-temp|cache)([\\/]|$)/.test(source),
      });
    }
  }
}

export function freshCopy(): FreshCopy {
  const dir = mkdtempSync(join(tmpdir(), 'hraun-fresh-copy-'));
  const files = git(repoRoot, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean);
  for (const file of files) {
    const source = join(repoRoot, file);
    // Deleted in the working tree but not yet in a commit: a clone made after that commit would not have it.
    if (!existsSync(source)) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    // Times kept: pnpm compares the manifests' with its record of the install.
    cpSync(source, join(dir, file), { verbatimSymlinks: true, preserveTimestamps: true });
  }
  installDependencies(dir);
  // A repository of its own with its one commit on `main`, as a clone has: changesets compares with that branch.
  const author = ['-c', 'user.name=fresh copy', '-c', 'user.email=fresh-copy@localhost', '-c', 'commit.gpgsign=false'];
  git(dir, ['init', '--quiet', '--initial-branch=main']);
  git(dir, ['add', '--all']);
  git(dir, [...author, 'commit', '--quiet', '--no-verify', '--message', 'fresh copy']);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
